import ArgumentParser
import Foundation
import StoryboardFormat

@main
struct SegueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "segue",
    abstract: "Read, check and run Xcode storyboards headlessly.",
    version: "0.1.0",
    subcommands: [
      Inspect.self, Lint.self, Graph.self, Gen.self, Run.self, Demo.self, Explore.self, Port.self, Diff.self,
      Merge.self, GitSetupCommand.self,
    ]
  )

  /// Runs the command, exiting 2 (not ArgumentParser's 64) on a usage error, as the CLI documents: a bare `segue`
  /// prints the help on standard error, and an unknown subcommand gets the nearest one suggested.
  static func main() {
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
    return "error: Unknown subcommand '\(word)'.\(suggestion) See 'segue --help'."
  }
}
