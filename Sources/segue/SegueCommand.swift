import ArgumentParser
import Foundation

@main
struct SegueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "segue",
    abstract: "Read, check and run Xcode storyboards headlessly.",
    version: "0.1.0",
    subcommands: [Inspect.self, Lint.self, Graph.self, Gen.self, Run.self, Demo.self]
  )

  /// Runs the command, exiting 2 (not ArgumentParser's 64) on a usage error, as the CLI documents.
  static func main() {
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
}
