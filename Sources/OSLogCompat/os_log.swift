internal import Foundation

/// Logs a message made from a `printf`-style format and its arguments.
///
/// Mirrors Apple's `os_log(_:dso:log:type:_:)`. The privacy and type annotations of the format (`%{public}@`,
/// `%{private}s`, `%{time_t}d` …) are dropped and the rest is formatted with `String(format:)`: `%@` for Swift
/// strings and objects, `%d`, `%f`, `%s` for C strings. Nothing is redacted on Linux.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
  _ args: any CVarArg...
) {
  guard log.isEnabled else { return }
  let format = LogOutput.plainFormat(message.description)
  LogOutput.write(String(format: format, arguments: args), log: log, type: type)
}
