import Foundation
import PackagePlugin

/// Runs `segue gen` on a target's storyboards before it compiles, so the target gets `StoryboardScene` and
/// `StoryboardSegue` without a generated file in the repository.
///
/// One build command per target with storyboards: its inputs are the storyboards and the target's
/// `.segue-gen.yml` (found as `segue gen` finds it), its output one Swift file in the plugin's work folder, so the
/// build runs it again only when one of those changes. The generated code is compiled into the target: `module`
/// is the target's module and `bundle` is `module` (storyboards of a package target are its resources), unless
/// `.segue-gen.yml` says otherwise.
@main
struct SegueGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    let storyboards = target.sourceFiles(withSuffix: "storyboard").map(\.url).sorted { $0.path < $1.path }
    guard let first = storyboards.first else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.moduleName)+Storyboards.swift")
    var arguments = ["gen"] + storyboards.map(\.path) + ["--output", output.path]
    var inputs = storyboards
    var configured: Set<String> = []
    if let config = Self.configuration(from: first.deletingLastPathComponent()) {
      arguments += ["--config", config.path]
      inputs.append(config)
      configured = Self.topLevelKeys(of: config)
    }
    if !configured.contains("module") { arguments += ["--module", target.moduleName] }
    if !configured.contains("bundle") {
      let hasResources = target.sourceFiles.contains { $0.type == .resource }
      arguments += ["--bundle", hasResources ? "module" : "main"]
    }
    return [
      .buildCommand(
        displayName: "Generating Swift for the storyboards of \(target.name)",
        executable: try context.tool(named: "segue-gen-lint").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }

  /// The nearest `.segue-gen.yml` in `folder` or above it: where `segue gen` looks from its first path.
  static func configuration(from folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(".segue-gen.yml")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// The keys of a flat YAML mapping (`key: value` lines), which is what `.segue-gen.yml` is; `segue gen` reads
  /// the file itself and checks it fully.
  static func topLevelKeys(of file: URL) -> Set<String> {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
    var keys: Set<String> = []
    for line in text.split(whereSeparator: \.isNewline) {
      guard let first = line.first, first.isLetter || first == "\"" || first == "'",
        let colon = line.firstIndex(of: ":")
      else { continue }
      keys.insert(line[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: "\"' \t")))
    }
    return keys
  }
}
