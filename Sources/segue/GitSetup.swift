import ArgumentParser
import Foundation
import SegueTools

struct GitSetupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "git-setup",
    abstract: "Make git diff and merge storyboards and xibs with segue (.gitattributes and git config).",
    discussion: """
      Adds '*.storyboard diff=segue merge=segue' and the same for xibs to .gitattributes, and sets diff.segue.command \
      and merge.segue.driver in the repository's git configuration (or the global one with --global). Run it at the \
      repository's root; commit .gitattributes so the team shares it (each clone runs git-setup once for the config).
      """
  )

  @Flag(help: "Write the driver configuration to the global git configuration.")
  var global = false

  @Option(help: "The segue command the drivers run (this executable's path by default).")
  var command: String?

  func run() throws {
    let executable = command ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for line in try GitSetup.apply(in: folder, command: executable, global: global) { print(line) }
  }
}
