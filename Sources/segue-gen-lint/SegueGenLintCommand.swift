import ArgumentParser
import SegueGenLint

/// The tool SegueKit's package plugins run: `segue gen` and `segue lint` alone, the same commands as `segue`'s,
/// without the runtimes `segue` links for `run`, `demo` and `explore`. A package that uses the plugins builds this
/// tool for the build machine, so it compiles the storyboard tools only, not the runtimes a second time.
@main
struct SegueGenLintCommand: SegueRootCommand {
  static let configuration = CommandConfiguration(
    commandName: "segue",
    abstract: "Generate Swift from storyboards and lint them (the tool SegueKit's package plugins run).",
    version: segueVersion,
    subcommands: [Gen.self, Lint.self]
  )
}
