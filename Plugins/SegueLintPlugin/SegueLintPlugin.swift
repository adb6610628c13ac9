import Foundation
import PackagePlugin

/// `swift package segue-lint [--target NAME]… [segue lint options]`: lints the storyboards of the package's targets
/// (or of the named ones) with `segue lint`, from the package's folder, and ends with its status.
///
/// SwiftPM reports a plugin's non-zero status ("Plugin ended with exit code 2") but itself exits 1 for any of
/// them (swiftlang/swift-package-manager#7380), so `swift package segue-lint` exits 0 or 1.
///
/// Every argument but `--target` goes to `segue lint` unchanged (`--format json`, `--strict`, `--config FILE`, …).
/// It reads the storyboards and writes nothing, so it asks for no permission.
@main
struct SegueLintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
    let package = context.package.directoryURL.standardizedFileURL.path
    var storyboards: [String] = []
    for case let target as any SourceModuleTarget in targets {
      for file in target.sourceFiles(withSuffix: "storyboard") {
        let path = file.url.standardizedFileURL.path
        // Relative to the package, as the findings are printed and as `.segue-lint.yml` excludes are written.
        storyboards.append(path.hasPrefix(package + "/") ? String(path.dropFirst(package.count + 1)) : path)
      }
    }
    let passThrough = extractor.remainingArguments
    let asksForNoFiles = passThrough.contains {
      $0 == "--list-rules" || $0 == "--explain" || $0.hasPrefix("--explain=")
    }
    if storyboards.isEmpty, !asksForNoFiles {
      let scope =
        targetNames.isEmpty
        ? "the package's targets" : "target " + targetNames.map { "'\($0)'" }.joined(separator: ", ")
      Diagnostics.error(
        "No storyboards in \(scope). Name another with --target, or lint a folder with 'segue lint PATH'.")
      return
    }
    let process = Process()
    process.executableURL = try context.tool(named: "segue-gen-lint").url
    process.arguments = ["lint"] + passThrough + Array(Set(storyboards)).sorted()
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal {
      Diagnostics.error("segue lint ended by signal \(process.terminationStatus)")
      return
    }
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
  }
}
