public import ArgumentParser
import Foundation
import StoryboardFormat

/// The command line's version, which `--version`, SARIF output and the lint cache's key carry.
public let segueVersion = "0.1.0"

/// A root command of the `segue` command line: `segue` itself, and `segue-gen-lint`, the tool the package plugins
/// run. Both exit 2 on a usage error (not ArgumentParser's 64), as the command line documents.
public protocol SegueRootCommand: ParsableCommand {}

extension SegueRootCommand {
  /// Runs the command: a bare call prints the help on standard error, and an unknown subcommand gets the nearest
  /// one suggested; both exit 2, as a usage error does.
  public static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let first = arguments.first else {
      FileHandle.standardError.write(Data(helpMessage().utf8))
      exit(withError: ExitCode(2))
    }
    if let message = unknownSubcommandMessage(first) {
      FileHandle.standardError.write(Data((message + "\n").utf8))
      exit(withError: ExitCode(2))
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        exit(withError: ExitCode(2))
      }
      exit(withError: error)
    }
  }

  /// `error: Unknown subcommand 'lnt'. Did you mean 'lint'?` for a first word that names no subcommand.
  static func unknownSubcommandMessage(_ word: String) -> String? {
    let names = configuration.subcommands.map { $0.configuration.commandName ?? "\($0)".lowercased() } + ["help"]
    guard !word.hasPrefix("-"), !names.contains(word) else { return nil }
    let suggestion = Spelling.closest(to: word, among: names).map { " Did you mean '\($0)'?" } ?? ""
    let root = configuration.commandName ?? "segue"
    return "error: Unknown subcommand '\(word)'.\(suggestion) See '\(root) --help'."
  }
}
