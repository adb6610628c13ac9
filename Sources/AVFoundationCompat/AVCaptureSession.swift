public import Foundation
public import SegueKit

/// An input of a capture session. Mirrors AVFoundation's `AVCaptureInput`.
@preconcurrency @MainActor
open class AVCaptureInput: NSObject {}

/// A camera or microphone as a session's input. Mirrors AVFoundation's `AVCaptureDeviceInput`.
@preconcurrency @MainActor
open class AVCaptureDeviceInput: AVCaptureInput {
  public let device: AVCaptureDevice

  /// An input of `device`; throws, as on a device, when the app may not use it.
  public init(device: AVCaptureDevice) throws {
    guard AVCaptureDevice.authorizationStatus(for: device.mediaType) == .authorized else {
      throw AVError(.applicationIsNotAuthorizedToUseDevice)
    }
    self.device = device
  }
}

/// An output of a capture session. Mirrors AVFoundation's `AVCaptureOutput`.
@preconcurrency @MainActor
open class AVCaptureOutput: NSObject {
  open internal(set) var connections: [AVCaptureConnection] = []
  /// The session the output was added to.
  weak var session: AVCaptureSession?
  open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { connections.first }
}

/// A video orientation. Mirrors AVFoundation's `AVCaptureVideoOrientation`.
public enum AVCaptureVideoOrientation: Int, Sendable {
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeRight = 3
  case landscapeLeft = 4
}

/// The link between a session's input and an output or preview. Mirrors AVFoundation's `AVCaptureConnection`.
@preconcurrency @MainActor
open class AVCaptureConnection: NSObject {
  open var isEnabled = true
  open var isActive: Bool { isEnabled }
  open var videoOrientation: AVCaptureVideoOrientation = .portrait
  open var isVideoOrientationSupported: Bool { true }
  open var isVideoMirrored = false
  open var isVideoMirroringSupported: Bool { true }
}

/// Connects inputs to outputs. Mirrors AVFoundation's `AVCaptureSession`; it keeps its inputs and outputs and runs
/// (``isRunning``) only with a device input — the simulated phone has no camera unless a test adds one.
@preconcurrency @MainActor
open class AVCaptureSession: NSObject {
  /// A quality preset. Mirrors `AVCaptureSession.Preset`.
  public struct Preset: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
    public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
    public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
    public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
    public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
    public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
    public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
  }

  /// Posted when the session starts running.
  public static let didStartRunningNotification = Notification.Name("AVCaptureSessionDidStartRunningNotification")
  /// Posted when the session stops running.
  public static let didStopRunningNotification = Notification.Name("AVCaptureSessionDidStopRunningNotification")
  /// Posted when the session fails.
  public static let runtimeErrorNotification = Notification.Name("AVCaptureSessionRuntimeErrorNotification")

  open var sessionPreset: Preset = .high
  open private(set) var inputs: [AVCaptureInput] = []
  open private(set) var outputs: [AVCaptureOutput] = []
  open private(set) var isRunning = false
  open private(set) var isInterrupted = false
  /// How many configuration blocks are open. Not in AVFoundation.
  public private(set) var configurationDepth = 0

  public override init() {
    super.init()
  }

  open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains(input) }
  open func addInput(_ input: AVCaptureInput) { if canAddInput(input) { inputs.append(input) } }
  open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
  open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains(output) }

  open func addOutput(_ output: AVCaptureOutput) {
    guard canAddOutput(output) else { return }
    outputs.append(output)
    output.session = self
    if output.connections.isEmpty { output.connections = [AVCaptureConnection()] }
  }

  open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
  open func beginConfiguration() { configurationDepth += 1 }
  open func commitConfiguration() { configurationDepth = max(0, configurationDepth - 1) }

  /// Starts the session when it has a device input.
  open func startRunning() {
    guard !isRunning, inputs.contains(where: { $0 is AVCaptureDeviceInput }) else { return }
    isRunning = true
    NotificationCenter.default.post(name: Self.didStartRunningNotification, object: self)
  }

  open func stopRunning() {
    guard isRunning else { return }
    isRunning = false
    NotificationCenter.default.post(name: Self.didStopRunningNotification, object: self)
  }
}

/// A layer that shows what the camera sees. Mirrors AVFoundation's `AVCaptureVideoPreviewLayer`; nothing is drawn,
/// and coordinates convert between the layer's bounds and the unit square.
open class AVCaptureVideoPreviewLayer: CALayer {
  open var session: AVCaptureSession?
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  private var previewConnection: AVCaptureConnection?

  public convenience init(session: AVCaptureSession) {
    self.init()
    self.session = session
  }

  public convenience init(sessionWithNoConnection session: AVCaptureSession) {
    self.init()
    self.session = session
  }

  @MainActor open var connection: AVCaptureConnection? {
    if previewConnection == nil, session != nil { previewConnection = AVCaptureConnection() }
    return previewConnection
  }

  open func captureDevicePointConverted(fromLayerPoint pointInLayer: CGPoint) -> CGPoint {
    CGPoint(x: pointInLayer.x / max(bounds.width, 1), y: pointInLayer.y / max(bounds.height, 1))
  }

  open func layerPointConverted(fromCaptureDevicePoint captureDevicePointOfInterest: CGPoint) -> CGPoint {
    CGPoint(x: captureDevicePointOfInterest.x * bounds.width, y: captureDevicePointOfInterest.y * bounds.height)
  }

  open func metadataOutputRectConverted(fromLayerRect rectInLayerCoordinates: CGRect) -> CGRect {
    let origin = captureDevicePointConverted(fromLayerPoint: rectInLayerCoordinates.origin)
    return CGRect(
      x: origin.x, y: origin.y, width: rectInLayerCoordinates.width / max(bounds.width, 1),
      height: rectInLayerCoordinates.height / max(bounds.height, 1))
  }

  open func layerRectConverted(fromMetadataOutputRect rectInMetadataOutputCoordinates: CGRect) -> CGRect {
    let origin = layerPointConverted(fromCaptureDevicePoint: rectInMetadataOutputCoordinates.origin)
    return CGRect(
      x: origin.x, y: origin.y, width: rectInMetadataOutputCoordinates.width * bounds.width,
      height: rectInMetadataOutputCoordinates.height * bounds.height)
  }

  /// `metadataObject` with its bounds in the layer's coordinates.
  @MainActor open func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? {
    metadataObject.converted(bounds: layerRectConverted(fromMetadataOutputRect: metadataObject.bounds))
  }
}
