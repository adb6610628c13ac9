import Foundation

/// A terminal switched to raw mode: keys are read one by one as typed, unechoed, with no signal from Ctrl-C or
/// Ctrl-Z and no line editing by the terminal; `restore()` puts back the settings it had.
///
/// The settings are those of `cfmakeraw(3)` except that output still turns "\n" into "\r\n", so that anything printed
/// while raw (a crash report, say) stays readable. Until `restore()`, SIGHUP, SIGINT, SIGQUIT and SIGTERM (unless
/// ignored) first restore the terminal, then take their default action, so that a killed `segue` does not leave the
/// shell unusable.
final class RawTerminalMode {
  /// The settings to put back, where the signal handler can reach them without allocating.
  nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) private static var savedDescriptor: Int32 = -1

  private static let signals = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]

  private let descriptor: Int32
  private var previousHandlers: [(signal: Int32, handler: (@convention(c) (Int32) -> Void)?)] = []
  private var isRestored = false

  /// Switches the terminal on `descriptor` to raw mode, or returns nil when it is not a terminal.
  ///
  /// Input typed ahead is kept (`TCSADRAIN`, not readline's `TCSAFLUSH`), so lines pasted together are all read.
  init?(descriptor: Int32) {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return nil }
    Self.saved.pointee = settings
    Self.savedDescriptor = descriptor
    self.descriptor = descriptor
    settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    settings.c_cflag |= tcflag_t(CS8)
    settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    for number in Self.signals {
      let previous = signal(number, restoreAndReraise)
      previousHandlers.append((number, previous))
      // A signal ignored when `segue` started (`nohup`, a background job) stays ignored.
      if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        _ = signal(number, SIG_IGN)
      }
    }
    guard tcsetattr(descriptor, TCSADRAIN, &settings) == 0 else {
      restore()
      return nil
    }
  }

  deinit { restore() }

  /// Puts back the terminal's settings and signal handlers; later calls do nothing.
  func restore() {
    guard !isRestored else { return }
    isRestored = true
    tcsetattr(descriptor, TCSADRAIN, Self.saved)
    for (number, handler) in previousHandlers { _ = signal(number, handler) }
  }

  /// Restores the terminal from a signal handler: `tcsetattr`, `write`, `signal` and `raise` are async-signal-safe.
  fileprivate static func restore(onSignal number: Int32) {
    tcsetattr(savedDescriptor, TCSADRAIN, saved)
    let newline: StaticString = "\r\n"
    _ = write(STDOUT_FILENO, newline.utf8Start, newline.utf8CodeUnitCount)
    _ = signal(number, SIG_DFL)
    raise(number)
  }
}

/// The handler for the signals that end `segue` while the terminal is raw.
private func restoreAndReraise(_ number: Int32) {
  RawTerminalMode.restore(onSignal: number)
}
