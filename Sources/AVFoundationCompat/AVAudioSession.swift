public import Foundation

/// The app's audio behaviour. Mirrors AVFAudio's `AVAudioSession`; it keeps what the app sets, and the record permission
/// is what a test sets (``simulatedRecordPermission``, not in AVFoundation).
@preconcurrency @MainActor
open class AVAudioSession: NSObject {
  /// An audio category. Mirrors `AVAudioSession.Category`.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// An audio mode. Mirrors `AVAudioSession.Mode`.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static var voiceChat: Mode { Mode(rawValue: "AVAudioSessionModeVoiceChat") }
    public static var gameChat: Mode { Mode(rawValue: "AVAudioSessionModeGameChat") }
    public static var videoRecording: Mode { Mode(rawValue: "AVAudioSessionModeVideoRecording") }
    public static var measurement: Mode { Mode(rawValue: "AVAudioSessionModeMeasurement") }
    public static var moviePlayback: Mode { Mode(rawValue: "AVAudioSessionModeMoviePlayback") }
    public static var videoChat: Mode { Mode(rawValue: "AVAudioSessionModeVideoChat") }
    public static var spokenAudio: Mode { Mode(rawValue: "AVAudioSessionModeSpokenAudio") }
    public static var voicePrompt: Mode { Mode(rawValue: "AVAudioSessionModeVoicePrompt") }
  }

  /// Category options. Mirrors `AVAudioSession.CategoryOptions`.
  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var mixWithOthers: CategoryOptions { CategoryOptions(rawValue: 0x1) }
    public static var duckOthers: CategoryOptions { CategoryOptions(rawValue: 0x2) }
    public static var allowBluetooth: CategoryOptions { CategoryOptions(rawValue: 0x4) }
    public static var defaultToSpeaker: CategoryOptions { CategoryOptions(rawValue: 0x8) }
    public static var interruptSpokenAudioAndMixWithOthers: CategoryOptions { CategoryOptions(rawValue: 0x11) }
    public static var allowBluetoothA2DP: CategoryOptions { CategoryOptions(rawValue: 0x20) }
    public static var allowAirPlay: CategoryOptions { CategoryOptions(rawValue: 0x40) }
  }

  /// Options of `setActive(_:options:)`. Mirrors `AVAudioSession.SetActiveOptions`.
  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var notifyOthersOnDeactivation: SetActiveOptions { SetActiveOptions(rawValue: 1) }
  }

  /// Whether the app may record. Mirrors `AVAudioSession.RecordPermission` (raw values are its four-character codes).
  public enum RecordPermission: UInt, Sendable {
    case undetermined = 1_970_168_948
    case denied = 1_684_369_017
    case granted = 1_735_552_628
  }

  /// The kind of interruption. Mirrors `AVAudioSession.InterruptionType`.
  public enum InterruptionType: UInt, Sendable {
    case began = 1
    case ended = 0
  }

  /// Options of an ended interruption. Mirrors `AVAudioSession.InterruptionOptions`.
  public struct InterruptionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var shouldResume: InterruptionOptions { InterruptionOptions(rawValue: 1) }
  }

  /// Posted when another app or a call interrupts audio.
  public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
  /// Posted when the audio route changes.
  public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
  /// Posted when the media services were reset.
  public static let mediaServicesWereResetNotification = Notification.Name(
    "AVAudioSessionMediaServicesWereResetNotification")

  private static let shared = AVAudioSession()

  /// The record permission; `.undetermined` until the user answers. Not in AVFoundation.
  public var simulatedRecordPermission: RecordPermission = .undetermined
  /// What the user answers to the record-permission prompt. Not in AVFoundation.
  public var simulatedRecordPromptAnswer = false

  open private(set) var category: Category = .soloAmbient
  open private(set) var mode: Mode = .default
  open private(set) var categoryOptions: CategoryOptions = []
  /// Whether the app activated its session. Not in AVFoundation.
  public private(set) var isActive = false
  open var outputVolume: Float { 0.5 }
  open var sampleRate: Double { 48_000 }
  open var isOtherAudioPlaying: Bool { false }
  open var secondaryAudioShouldBeSilencedHint: Bool { false }

  open class func sharedInstance() -> AVAudioSession { shared }

  open var recordPermission: RecordPermission { simulatedRecordPermission }

  open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
    if simulatedRecordPermission == .undetermined {
      simulatedRecordPermission = simulatedRecordPromptAnswer ? .granted : .denied
    }
    let granted = simulatedRecordPermission == .granted
    MainQueue.async { response(granted) }
  }

  open func setCategory(_ category: Category) throws {
    self.category = category
  }

  open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
    self.category = category
    categoryOptions = options
  }

  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    self.category = category
    self.mode = mode
    categoryOptions = options
  }

  open func setMode(_ mode: Mode) throws {
    self.mode = mode
  }

  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
    isActive = active
  }

  open func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}

  /// A forced output route. Mirrors `AVAudioSession.PortOverride`.
  public enum PortOverride: UInt, Sendable {
    case none = 0
    case speaker = 1_936_747_378
  }
}

/// The `userInfo` key of an interruption's type. Mirrors `AVAudioSessionInterruptionTypeKey`.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
/// The `userInfo` key of an ended interruption's options. Mirrors `AVAudioSessionInterruptionOptionKey`.
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
/// The `userInfo` key of a route change's reason. Mirrors `AVAudioSessionRouteChangeReasonKey`.
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"

// Recording settings keys (AVAudioSettings.h).
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"

/// An encoder's quality. Mirrors AVFAudio's `AVAudioQuality`.
public enum AVAudioQuality: Int, Sendable {
  case min = 0
  case low = 0x20
  case medium = 0x40
  case high = 0x60
  case max = 0x7F
}
