/// The console that receives the platform's log-only messages (UIKit's "… whose view is not in the window
/// hierarchy" and the like).
///
/// Not in UIKit: on iOS these messages go to the unified log; here they are kept so tests can read them
/// and, when ``echoesToStandardError`` is set, printed as well.
@preconcurrency @MainActor
public enum Console {
  /// Every message logged since the last ``clear()``, oldest first.
  public private(set) static var messages: [String] = []

  /// Whether messages are also written to standard error. Defaults to `false`.
  public static var echoesToStandardError = false

  /// Logs a message with the platform's exact text.
  public static func log(_ message: String) {
    messages.append(message)
    if echoesToStandardError {
      var stream = StandardError()
      print(message, to: &stream)
    }
  }

  /// Forgets the logged messages.
  public static func clear() {
    messages.removeAll()
  }
}
