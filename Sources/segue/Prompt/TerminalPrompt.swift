import Foundation

/// A prompt on a terminal that reads lines with `LineEditor`'s editing and history.
///
/// The terminal is raw only while a line is typed: between lines it is as `segue` found it, so that what a command
/// prints, and an error, read as usual. Without a terminal on both standard input and output, or with
/// `TERM=dumb`, the prompt is printed and the line read as the terminal gives it, with no editing.
///
/// ```swift
/// let prompt = TerminalPrompt("segue> ")  // nil when standard input is not a terminal
/// while let line = prompt?.readLine() { … }
/// ```
final class TerminalPrompt {
  private let prompt: String
  private let isEditing: Bool
  private var editor = LineEditor()
  private var decoder = KeyDecoder()
  /// Keys decoded and not handled yet: the rest of a paste after a Return, for the next line.
  private var keys: [Key] = []

  /// How long an unfinished escape sequence waits for its next byte before it counts as a lone Escape.
  private static let escapeTimeout: Int32 = 100

  /// A prompt on standard input and output, or nil when standard input is not a terminal.
  init?(_ prompt: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard isatty(STDIN_FILENO) == 1 else { return nil }
    self.prompt = prompt
    isEditing = isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
  }

  /// The next line entered, or nil when the input ends: Ctrl-D on an empty line or a closed terminal. The cursor is
  /// then on a new line, so that the shell's prompt starts on a line of its own.
  func readLine() -> String? {
    fflush(nil)
    guard isEditing, let rawMode = RawTerminalMode(descriptor: STDIN_FILENO) else {
      print(prompt, terminator: "")
      fflush(nil)
      guard let line = Swift.readLine() else {
        print()
        return nil
      }
      return line
    }
    defer { rawMode.restore() }
    draw()
    while true {
      guard let key = nextKey() else {
        send("\r\n")
        return nil
      }
      switch editor.handle(key) {
      case .edited: draw()
      case .unchanged: break
      case .submitted(let line):
        send("\r\n")
        return line
      case .interrupted:
        send("^C\r\n")
        draw()
      case .endOfInput:
        send("\r\n")
        return nil
      }
    }
  }

  /// Draws the prompt and the line over the current row and puts the cursor in place.
  private func draw() {
    let rendering = editor.rendering(prompt: prompt, columns: Self.columns())
    let cursor = rendering.cursorColumn > 0 ? "\u{1B}[\(rendering.cursorColumn)C" : ""
    send("\r" + rendering.text + "\u{1B}[0K\r" + cursor)
  }

  /// The next key, or nil at the end of input.
  private func nextKey() -> Key? {
    while keys.isEmpty {
      switch readByte(timeout: decoder.isPending ? Self.escapeTimeout : -1) {
      case .byte(let byte): keys += decoder.feed(byte)
      case .timedOut: keys += decoder.flush()
      case .end: return nil
      }
    }
    return keys.removeFirst()
  }

  private enum Read {
    case byte(UInt8)
    case timedOut
    case end
  }

  /// One byte of standard input, waiting at most `timeout` milliseconds (-1: no limit).
  private func readByte(timeout: Int32) -> Read {
    if timeout >= 0 {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      switch poll(&descriptor, 1, timeout) {
      case 0: return .timedOut
      case -1 where errno == EINTR: return readByte(timeout: timeout)
      default: break
      }
    }
    var byte: UInt8 = 0
    while true {
      switch read(STDIN_FILENO, &byte, 1) {
      case 1: return .byte(byte)
      case -1 where errno == EINTR: continue
      case -1 where errno == EAGAIN:
        // Standard input left non-blocking by another program: wait for a byte instead of spinning.
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, -1)
      default: return .end
      }
    }
  }

  /// Writes `text` to standard output whole, unbuffered.
  private func send(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  /// The terminal's width, or 80 when it does not say.
  private static func columns() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }
}
