import Foundation

/// `segue explore`'s progress: one line on standard error, rewritten in place (carriage return, then "erase to the
/// end of the line") at most ten times a second, and erased when the exploration ends; nothing at all when standard
/// error is not a terminal, so that logs and pipes get only the report.
///
/// Not in UIKit or Android.
@MainActor
public final class ProgressLine {
  private let app: String
  private let isTerminal: Bool
  private let write: (String) -> Void
  private let now: () -> Double
  private let start: Double
  private var lastWrite: Double?
  private var shown = false

  /// A progress line for `app`; `isTerminal` says whether the output is a terminal, `write` writes to it and `now`
  /// reads a clock in seconds (the system's uptime unless a test gives
  /// another).
  public init(
    app: String, isTerminal: Bool, write: @escaping (String) -> Void,
    now: (() -> Double)? = nil
  ) {
    self.app = app
    self.isTerminal = isTerminal
    self.write = write
    let clock = now ?? { ProcessInfo.processInfo.systemUptime }
    self.now = clock
    self.start = clock()
  }

  /// Standard error's progress line: shown only when standard error is a terminal (`isatty`).
  public static func standardError(app: String) -> ProgressLine {
    ProgressLine(app: app, isTerminal: isatty(STDERR_FILENO) == 1) { text in
      FileHandle.standardError.write(Data(text.utf8))
    }
  }

  /// Shows `progress`, unless the line was written less than a tenth of a second ago.
  public func update(_ progress: ExplorationProgress) {
    guard isTerminal else { return }
    let time = now()
    if let lastWrite, time - lastWrite < 0.1 { return }
    lastWrite = time
    shown = true
    write("\r\u{1B}[K" + progress.line(app: app, seconds: time - start))
  }

  /// Erases the line, so that what follows starts on a clean line.
  public func finish() {
    guard isTerminal, shown else { return }
    write("\r\u{1B}[K")
    shown = false
  }
}
