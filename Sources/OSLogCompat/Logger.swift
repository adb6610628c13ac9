internal import Foundation

/// A logger for a subsystem and category, with a method per level.
///
/// Mirrors Apple's `Logger`: messages are string interpolations (``OSLogMessage``) whose `privacy:` arguments are
/// accepted and ignored (nothing is redacted on Linux). Messages go to ``LogOutput``.
public struct Logger: @unchecked Sendable {
  private let log: OSLog

  /// A logger for `subsystem` and `category`. Mirrors Apple's `init(subsystem:category:)`.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A logger writing to `log`. Mirrors Apple's `init(_:)`.
  public init(_ log: OSLog) {
    self.log = log
  }

  /// A logger with no subsystem. Mirrors Apple's `init()`.
  public init() {
    log = .default
  }

  /// Logs `message` at `level`. Mirrors Apple's `log(level:_:)`.
  public func log(level: OSLogType, _ message: OSLogMessage) {
    guard log.isEnabled else { return }
    LogOutput.write(message.text, log: log, type: level)
  }

  /// Logs at the default level. Mirrors Apple's `log(_:)`.
  public func log(_ message: OSLogMessage) { log(level: .default, message) }
  /// Mirrors Apple's `trace(_:)` (the debug level).
  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Mirrors Apple's `debug(_:)`.
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Mirrors Apple's `info(_:)`.
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  /// Mirrors Apple's `notice(_:)` (the default level).
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  /// Mirrors Apple's `warning(_:)` (the error level).
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  /// Mirrors Apple's `error(_:)`.
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  /// Mirrors Apple's `critical(_:)` (the fault level).
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
  /// Mirrors Apple's `fault(_:)`.
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A log message written as a string interpolation. Mirrors Apple's `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  let text: String

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// The interpolations Apple's `OSLogMessage` accepts: any value, with an optional `privacy:`.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    public mutating func appendInterpolation<Value>(_ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto) {
      text += String(describing: value())
    }
  }
}

/// How a logged value is redacted; accepted and ignored on Linux. Mirrors Apple's `OSLogPrivacy`.
public struct OSLogPrivacy: Equatable, Sendable {
  let name: String

  public static let `public` = OSLogPrivacy(name: "public")
  public static let `private` = OSLogPrivacy(name: "private")
  public static let sensitive = OSLogPrivacy(name: "sensitive")
  public static let auto = OSLogPrivacy(name: "auto")
}
