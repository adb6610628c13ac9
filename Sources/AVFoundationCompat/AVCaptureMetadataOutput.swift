public import Foundation

/// Something the camera recognised. Mirrors AVFoundation's `AVMetadataObject`.
@preconcurrency @MainActor
open class AVMetadataObject: NSObject {
  /// A kind of metadata object. Mirrors `AVMetadataObject.ObjectType`.
  public struct ObjectType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let qr = ObjectType(rawValue: "org.iso.QRCode")
    public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
    public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
    public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
    public static let code39 = ObjectType(rawValue: "org.iso.Code39")
    public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
    public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
    public static let code128 = ObjectType(rawValue: "org.iso.Code128")
    public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
    public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
    public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
    public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
    public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
    public static let face = ObjectType(rawValue: "face")
  }

  public let type: ObjectType
  public let bounds: CGRect
  open var duration: CMTime { .zero }
  open var time: CMTime { .zero }

  init(type: ObjectType, bounds: CGRect) {
    self.type = type
    self.bounds = bounds
  }

  func converted(bounds: CGRect) -> AVMetadataObject { AVMetadataObject(type: type, bounds: bounds) }
}

/// A barcode the camera read. Mirrors AVFoundation's `AVMetadataMachineReadableCodeObject`.
@preconcurrency @MainActor
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
  public let stringValue: String?
  open var corners: [CGPoint] {
    [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
    ]
  }

  /// A code as the camera reads it, `bounds` in the unit square of the picture. Not in AVFoundation, whose objects
  /// only the camera makes.
  public init(
    type: ObjectType, stringValue: String?, bounds: CGRect = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
  ) {
    self.stringValue = stringValue
    super.init(type: type, bounds: bounds)
  }

  override func converted(bounds: CGRect) -> AVMetadataObject {
    AVMetadataMachineReadableCodeObject(type: type, stringValue: stringValue, bounds: bounds)
  }
}

/// Recognises barcodes and faces. Mirrors AVFoundation's `AVCaptureMetadataOutput`.
///
/// A test shows the camera codes with ``simulateOutput(_:)`` (not in AVFoundation): the delegate hears
/// `metadataOutput(_:didOutput:from:)` with those of ``metadataObjectTypes`` on the main queue (whatever queue the app
/// named: a test has no other run loop), while the output's session runs.
@preconcurrency @MainActor
open class AVCaptureMetadataOutput: AVCaptureOutput {
  open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
  open private(set) var metadataObjectsCallbackQueue: DispatchQueue?
  open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
  open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)

  public override init() {
    super.init()
  }

  /// Every type the camera recognises (once the output is in a session with a camera).
  open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] {
    [
      .qr, .ean13, .ean8, .upce, .code39, .code39Mod43, .code93, .code128, .pdf417, .aztec, .interleaved2of5, .itf14,
      .dataMatrix, .face,
    ]
  }

  open func setMetadataObjectsDelegate(
    _ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?
  ) {
    metadataObjectsDelegate = objectsDelegate
    metadataObjectsCallbackQueue = objectsCallbackQueue
  }

  /// The camera sees `objects`: the delegate hears those of the requested types. Not in AVFoundation.
  public func simulateOutput(_ objects: [AVMetadataObject]) {
    let wanted = objects.filter { metadataObjectTypes.contains($0.type) }
    guard !wanted.isEmpty else { return }
    MainQueue.async { [weak self] in
      guard let self, session?.isRunning == true, let connection = connections.first else { return }
      metadataObjectsDelegate?.metadataOutput(self, didOutput: wanted, from: connection)
    }
  }
}

/// The delegate of a metadata output. Mirrors AVFoundation's `AVCaptureMetadataOutputObjectsDelegate`; its requirement
/// is optional there and has an empty default here.
@preconcurrency @MainActor
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
  func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
  public func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection
  ) {}
}
