internal import Foundation

/// Where the messages of ``OSLog`` and ``Logger`` go: standard error, and a record tests can read.
///
/// Not in Apple's `os`, which sends them to the unified log.
public enum LogOutput {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var recorded: [String] = []

  /// The lines logged since the last ``clear()``, oldest first.
  public static var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// Whether lines are also written to standard error. Defaults to `true`.
  nonisolated(unsafe) public static var echoesToStandardError = true

  /// Forgets the recorded lines.
  public static func clear() {
    lock.lock()
    recorded.removeAll()
    lock.unlock()
  }

  static func write(_ message: String, log: OSLog, type: OSLogType) {
    let source = log.subsystem.isEmpty && log.category.isEmpty ? "" : " \(log.subsystem)/\(log.category)"
    let line = "\(type.name)\(source): \(message)"
    lock.lock()
    recorded.append(line)
    lock.unlock()
    if echoesToStandardError { FileHandle.standardError.write(Data((line + "\n").utf8)) }
  }

  /// `format` without `os_log`'s annotations: `%{public}@` → `%@`, `%{private, mask.hash}s` → `%s`.
  static func plainFormat(_ format: String) -> String {
    var result = ""
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[...percent]
      rest = rest[rest.index(after: percent)...]
      if rest.first == "{", let close = rest.firstIndex(of: "}") { rest = rest[rest.index(after: close)...] }
    }
    return result + rest
  }
}
