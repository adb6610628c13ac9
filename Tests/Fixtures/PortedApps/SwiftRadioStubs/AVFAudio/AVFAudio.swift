// A stand-in for AVFAudio's AVAudioSession, for SwiftRadio ported to Linux: a session that accepts its settings and
// plays nothing.
import Foundation

/// Stands in for AVFAudio's `AVAudioSession`.
open class AVAudioSession: NSObject {
  private static let shared = AVAudioSession()

  /// The app's session.
  open class func sharedInstance() -> AVAudioSession { shared }

  /// The category.
  open private(set) var category = Category.soloAmbient
  /// The mode.
  open private(set) var mode = Mode.default
  /// The category's options.
  open private(set) var categoryOptions: CategoryOptions = []
  /// Whether the session is active.
  open private(set) var isActive = false

  /// Sets the category, mode and options.
  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    self.category = category
    self.mode = mode
    self.categoryOptions = options
  }

  /// Activates or deactivates the session.
  open func setActive(_ active: Bool) throws {
    isActive = active
  }
}

extension AVAudioSession {
  /// An audio session category.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Playback that continues with the screen locked.
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    /// The default category.
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
  }

  /// An audio session mode.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default mode.
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
  }

  /// Options of a category.
  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mixes with other apps' audio.
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    /// Allows Bluetooth hands-free devices.
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
  }
}
