import ArgumentParser
import Foundation
import SegueTools
import StoryboardFormat

struct Gen: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write Swift with type-safe storyboard scenes and segues.",
    discussion: """
      Per storyboard: typed instantiation of the initial and every identified scene. Per source scene: an enum of \
      its segues with their destinations typed (through navigation controllers and storyboard references), for a \
      switch in prepare(for:sender:). The code compiles against UIKit and SegueKit.
      """
  )

  @Argument(help: "Storyboard files, or folders to search for them.")
  var paths: [String]

  @Option(help: "The module the generated file is compiled into; classes of other modules are qualified.")
  var module: String?

  @Option(help: "The module the storyboards are built into (for customModuleProvider=\"target\"); defaults to --module.")
  var targetModule: String?

  @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
  var output: String?

  func run() throws {
    var set = StoryboardSet.load(paths: paths)
    set.loadReferencedSiblings()
    let errors = (set.diagnostics + set.documents.flatMap(\.diagnostics)).filter { $0.severity == .error }
    for error in errors {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
    }
    let source = SwiftCodeGenerator(set: set, module: module, targetModule: targetModule).generate()
    if let output {
      try Data(source.utf8).write(to: URL(fileURLWithPath: output))
    } else {
      print(source, terminator: "")
    }
    if !errors.isEmpty { throw ExitCode(1) }
  }
}
