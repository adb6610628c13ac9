public import Foundation

/// A kind of media. Mirrors AVFoundation's `AVMediaType`.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType(rawValue: "vide")
  public static let audio = AVMediaType(rawValue: "soun")
  public static let text = AVMediaType(rawValue: "text")
  public static let metadata = AVMediaType(rawValue: "meta")
  public static let muxed = AVMediaType(rawValue: "muxx")
  public static let depthData = AVMediaType(rawValue: "dpth")
}

/// Whether the app may use the camera or microphone. Mirrors AVFoundation's `AVAuthorizationStatus`.
public enum AVAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
}

/// A camera or microphone. Mirrors AVFoundation's `AVCaptureDevice`.
///
/// The simulated device has none: ``default(for:)`` answers `nil` until a test adds one to ``simulatedDevices``
/// (made with ``init(simulatedUniqueID:mediaType:position:hasTorch:)``, not in AVFoundation). Authorization is what a
/// test sets per media type in ``simulatedAuthorizationStatus``, and ``simulatedPromptAnswer`` answers
/// `requestAccess(for:completionHandler:)` while it is not determined.
@preconcurrency @MainActor
open class AVCaptureDevice: NSObject {
  /// Where a device faces. Mirrors `AVCaptureDevice.Position`.
  public enum Position: Int, Sendable {
    case unspecified = 0
    case back = 1
    case front = 2
  }

  /// A torch's mode. Mirrors `AVCaptureDevice.TorchMode`.
  public enum TorchMode: Int, Sendable {
    case off = 0
    case on = 1
    case auto = 2
  }

  /// A focus mode. Mirrors `AVCaptureDevice.FocusMode`.
  public enum FocusMode: Int, Sendable {
    case locked = 0
    case autoFocus = 1
    case continuousAutoFocus = 2
  }

  /// A kind of device. Mirrors `AVCaptureDevice.DeviceType`.
  public struct DeviceType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
    public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
    public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
    public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
    public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
  }

  /// The devices the simulated phone has; none by default. Not in AVFoundation.
  public static var simulatedDevices: [AVCaptureDevice] = []
  /// The app's authorization per media type; `.notDetermined` when absent. Not in AVFoundation.
  public static var simulatedAuthorizationStatus: [AVMediaType: AVAuthorizationStatus] = [:]
  /// What the user answers to an access prompt. Not in AVFoundation.
  public static var simulatedPromptAnswer = false

  public let uniqueID: String
  public let localizedName: String
  public let position: Position
  public let deviceType: DeviceType
  /// The device's media type. Not in AVFoundation, which asks with `hasMediaType(_:)`.
  public let mediaType: AVMediaType
  public let hasTorch: Bool
  open var isTorchAvailable: Bool { hasTorch }
  open var isTorchActive: Bool { torchMode == .on }
  open var torchMode: TorchMode = .off
  open private(set) var torchLevel: Float = 0
  open var focusMode: FocusMode = .continuousAutoFocus
  open var focusPointOfInterest: CGPoint = CGPoint(x: 0.5, y: 0.5)
  open var isFocusPointOfInterestSupported: Bool { position == .back }
  open var videoZoomFactor: CGFloat = 1
  open var hasFlash: Bool { hasTorch }
  /// Whether the app holds the configuration lock. Not in AVFoundation.
  public private(set) var isLockedForConfiguration = false

  /// A device for ``simulatedDevices``. Not in AVFoundation.
  public init(simulatedUniqueID uniqueID: String, mediaType: AVMediaType, position: Position, hasTorch: Bool = false) {
    self.uniqueID = uniqueID
    self.mediaType = mediaType
    self.position = position
    self.hasTorch = hasTorch
    localizedName = mediaType == .audio ? "iPhone Microphone" : position == .front ? "Front Camera" : "Back Camera"
    deviceType = mediaType == .audio ? .builtInMicrophone : .builtInWideAngleCamera
  }

  /// The default device for `mediaType`, or `nil` when the phone has none.
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
    simulatedDevices.first { $0.mediaType == mediaType }
  }

  open class func `default`(
    _ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position
  ) -> AVCaptureDevice? {
    simulatedDevices.first {
      $0.deviceType == deviceType && (mediaType == nil || $0.mediaType == mediaType)
        && (position == .unspecified || $0.position == position)
    }
  }

  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
    simulatedAuthorizationStatus[mediaType] ?? .notDetermined
  }

  /// Asks the user for access: the handler runs on the main queue (on a device, on an arbitrary queue).
  open class func requestAccess(
    for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
  ) {
    if authorizationStatus(for: mediaType) == .notDetermined {
      simulatedAuthorizationStatus[mediaType] = simulatedPromptAnswer ? .authorized : .denied
    }
    let granted = authorizationStatus(for: mediaType) == .authorized
    MainQueue.async { handler(granted) }
  }

  open func hasMediaType(_ mediaType: AVMediaType) -> Bool { self.mediaType == mediaType }

  open func lockForConfiguration() throws {
    isLockedForConfiguration = true
  }

  open func unlockForConfiguration() {
    isLockedForConfiguration = false
  }

  open func setTorchModeOn(level torchLevel: Float) throws {
    guard hasTorch else { throw AVError(.deviceNotConnected) }
    torchMode = .on
    self.torchLevel = torchLevel
  }

  open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { hasTorch }
  open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { position == .back }
}

/// An AVFoundation error. Mirrors AVFoundation's `AVError` (its codes' raw values are AVFoundation's).
public struct AVError: Error, CustomNSError, Hashable, Sendable {
  /// The kinds of errors used here.
  public enum Code: Int, Sendable {
    case unknown = -11800
    case deviceNotConnected = -11814
    case deviceInUseByAnotherApplication = -11804
    case applicationIsNotAuthorizedToUseDevice = -11852
  }

  public let code: Code

  public init(_ code: Code) {
    self.code = code
  }

  public static var errorDomain: String { AVFoundationErrorDomain }
  public var errorCode: Int { code.rawValue }
}

/// AVFoundation's error domain. Mirrors `AVFoundationErrorDomain`.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"
