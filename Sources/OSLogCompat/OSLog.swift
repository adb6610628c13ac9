public import Foundation

/// A log object: a subsystem and a category that messages are filed under.
///
/// Mirrors Apple's `OSLog`, for apps ported to Linux, where the `os` module does not exist (`segue port` rewrites
/// `import os` to `import OSLogCompat`): messages logged with
/// ``os_log(_:dso:log:type:_:)`` or a ``Logger`` are written to standard error, one line each
/// (`info org.openhab.app/viewcycle: OpenHABRootViewController viewDidLoad`), and kept in ``LogOutput``.
public final class OSLog: NSObject, @unchecked Sendable {
  /// The subsystem, such as `org.openhab.app`.
  public let subsystem: String
  /// The category, such as `viewcycle`.
  public let category: String
  let isEnabled: Bool

  /// A log for `subsystem` and `category`. Mirrors Apple's `init(subsystem:category:)`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    self.isEnabled = true
    super.init()
  }

  private init(disabled: Void) {
    subsystem = ""
    category = ""
    isEnabled = false
    super.init()
  }

  /// The log with no subsystem. Mirrors Apple's `OSLog.default`.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log whose messages go nowhere. Mirrors Apple's `OSLog.disabled`.
  public static let disabled = OSLog(disabled: ())
}

/// The level of a message. Mirrors Apple's `OSLogType`.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let `default` = OSLogType(rawValue: 0x00)
  public static let info = OSLogType(rawValue: 0x01)
  public static let debug = OSLogType(rawValue: 0x02)
  public static let error = OSLogType(rawValue: 0x10)
  public static let fault = OSLogType(rawValue: 0x11)

  /// The level's name as the console prints it.
  var name: String {
    switch self {
    case .info: "info"
    case .debug: "debug"
    case .error: "error"
    case .fault: "fault"
    default: "default"
    }
  }
}
