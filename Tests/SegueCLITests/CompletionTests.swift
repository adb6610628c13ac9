import Foundation
import Testing

/// Shell completions, which ArgumentParser writes from the command's own definition (issue 9, point 9).
@Suite struct CompletionTests {
  /// The subcommands `segue --help` lists.
  static func subcommands() throws -> [String] {
    let help = try SegueProcess.run(["--help"]).standardOutput
    let section = try #require(help.components(separatedBy: "SUBCOMMANDS:\n").last)
    // A subcommand's line starts with two spaces; its wrapped abstract with more; a blank line ends the list.
    return section.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
  }

  @Test func theBashScriptCompletesEverySubcommand() throws {
    let subcommands = try Self.subcommands()
    #expect(
      subcommands == [
        "inspect", "lint", "graph", "gen", "run", "demo", "explore", "port", "diff", "merge", "git-setup",
      ])
    let script = try SegueProcess.run(["--generate-completion-script", "bash"])
    #expect(script.status == 0)
    #expect(script.standardError == "")
    // The root offers the subcommands as words (`compgen -W 'inspect lint … help'`), and each has a function.
    let words = try #require(script.standardOutput.firstMatch(of: /compgen -W '([^']*)'/)).1.split(separator: " ")
    for subcommand in subcommands {
      #expect(words.contains(Substring(subcommand)), "\(subcommand) is not offered")
      #expect(script.standardOutput.contains("_segue_\(subcommand)() {"), "no completion function for \(subcommand)")
    }
    // Option values come from the command's enums: `segue gen --bundle <TAB>` offers main and module.
    #expect(script.standardOutput.contains("__segue_add_completions -W 'main'$'\\n''module'"))
    // `segue gen <TAB>` offers storyboards and folders.
    #expect(script.standardOutput.contains("__segue_add_completions -o plusdirs -fX '!*.@(storyboard)'"))
  }

  @Test(arguments: ["zsh", "fish"]) func theOtherShellsGetAScript(shell: String) throws {
    let script = try SegueProcess.run(["--generate-completion-script", shell])
    #expect(script.status == 0)
    #expect(script.standardError == "")
    for subcommand in ["inspect", "lint", "graph", "gen", "run", "demo"] {
      #expect(script.standardOutput.contains(subcommand), "\(shell): \(subcommand) missing")
    }
  }
}
