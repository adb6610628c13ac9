import ArgumentParser
import Foundation

/// `segue port`: runs the `segue-port` tool beside this executable, which holds the rewriter (swift-syntax's
/// parser), so that building `segue` never builds swift-syntax.
struct Port: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Turn an iOS app's sources into a SwiftPM package that builds and runs on Linux with SegueKit.",
    discussion: """
      Usage: segue port SOURCE_DIR… --output DIR [--name NAME] [--seguekit PATH_OR_URL] [--exclude GLOB…] \
      [--stubs DIR]
      Runs the segue-port tool from beside segue (build it once with `swift build --product segue-port`; it \
      compiles swift-syntax). `segue port --help` prints its options. Exit status: 0 when everything was \
      rewritten, 1 when something could not be (listed with file:line:column), 2 on a usage error.
      """
  )

  @Argument(parsing: .captureForPassthrough, help: "The arguments of segue-port.")
  var arguments: [String] = []

  /// `segue-port` in the folder of the running executable.
  static var tool: URL {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("segue-port")
  }

  func run() throws {
    let tool = Self.tool
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      FileHandle.standardError.write(
        Data(
          """
          error: segue port needs the segue-port tool beside segue, and '\(tool.path)' does not exist; build it \
          with `swift build --product segue-port` (in the SegueKit checkout; the first build compiles swift-syntax)

          """.utf8))
      throw ExitCode(2)
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    throw ExitCode(process.terminationStatus)
  }
}
