import ArgumentParser
import SegueGenLint

@main
struct SegueCommand: SegueRootCommand {
  static let configuration = CommandConfiguration(
    commandName: "segue",
    abstract: "Read, check and run Xcode storyboards headlessly.",
    version: segueVersion,
    subcommands: [
      Inspect.self, Lint.self, Graph.self, Gen.self, Run.self, Demo.self, Explore.self, Port.self, Diff.self,
      Merge.self, GitSetupCommand.self,
    ]
  )
}
