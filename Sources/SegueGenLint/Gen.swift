import AndroidFormat
public import ArgumentParser
import Foundation
import SegueTools
import StoryboardFormat

/// `segue gen`.
public struct Gen: ParsableCommand {
  public static let configuration = CommandConfiguration(
    abstract: "Write Swift with type-safe storyboard scenes and segues.",
    discussion: """
      Per storyboard: typed instantiation of the initial and every identified scene. Per source scene: an enum of \
      its segues with their destinations typed (through navigation controllers and storyboard references), for a \
      switch in prepare(for:sender:). The code compiles against UIKit and SegueKit.
      Reads the nearest .segue-gen.yml (keys: module, target-module, bundle, access-level) from the folder of the \
      first path or a folder above it, or --config; options given here win over the file.
      With --android RES_FOLDER: the R enum of an Android res/ folder (R.id, R.layout, R.navigation, R.string), \
      and for its navigation graphs Safe Args' typed directions and arguments, with the ids \
      the Android runtime gives the same folder.
      """
  )

  // The library's enums, spelt here so ArgumentParser can parse and complete them.
  enum BundleOption: String, ExpressibleByArgument, CaseIterable {
    case main, module
  }

  enum AccessLevelOption: String, ExpressibleByArgument, CaseIterable {
    case `public`, package, `internal`
  }

  @Argument(help: "Storyboard files, or folders to search for them.", completion: .file(extensions: ["storyboard"]))
  var paths: [String]

  @Flag(help: "Read the one path as an Android res/ folder and write its R enum.")
  var android = false

  @Option(help: "The module the generated file is compiled into; classes of other modules are qualified.")
  var module: String?

  @Option(
    help: "The module the storyboards are built into (for customModuleProvider=\"target\"); defaults to --module.")
  var targetModule: String?

  @Option(
    help:
      "Where storyboards are looked up by default: main (Bundle.main) or module (Bundle.module, for a package target).")
  var bundle: BundleOption?

  @Option(help: "The access level of the generated declarations: public, package or internal (the default).")
  var accessLevel: AccessLevelOption?

  @Option(
    help: ArgumentHelp("Configuration file (default: the nearest .segue-gen.yml, see above).", valueName: "file"),
    completion: .file(extensions: ["yml", "yaml"]))
  var config: String?

  @Option(
    name: .shortAndLong, help: "Write to this file instead of standard output.",
    completion: .file(extensions: ["swift"]))
  var output: String?

  public init() {}

  public func validate() throws {
    guard android else { return }
    var isFolder: ObjCBool = false
    guard paths.count == 1, FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw ValidationError("--android takes one res/ folder, such as 'app/src/main/res'.")
    }
  }

  public func run() throws {
    if android { return try generateR() }
    let configuration: GenConfiguration
    do {
      configuration = try loadConfiguration()
    } catch {
      FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
      throw ExitCode(2)
    }
    var set = StoryboardSet.load(paths: paths)
    set.loadReferencedSiblings()
    let errors = (set.diagnostics + set.documents.flatMap(\.diagnostics)).filter { $0.severity == .error }
    for error in errors {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
    }
    let source = SwiftCodeGenerator(
      set: set, module: module ?? configuration.module, targetModule: targetModule ?? configuration.targetModule,
      bundle: bundle.flatMap { GenBundle(rawValue: $0.rawValue) } ?? configuration.bundle ?? .main,
      accessLevel: accessLevel.flatMap { GenAccessLevel(rawValue: $0.rawValue) } ?? configuration.accessLevel
        ?? .internal
    ).generate()
    try write(source)
    if !errors.isEmpty { throw ExitCode(1) }
  }

  /// `--android`: the R enum of the res/ folder; errors in its files are printed and exit 1.
  private func generateR() throws {
    let resources = AndroidResources.load(resFolder: URL(fileURLWithPath: paths[0]))
    let errors = resources.diagnostics.filter { $0.severity == .error }
    for error in errors {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
    }
    let access = accessLevel.flatMap { GenAccessLevel(rawValue: $0.rawValue) } ?? .internal
    var source = AndroidRGenerator(resources: resources, accessLevel: access).generate()
    let safeArgs = SafeArgsGenerator(resources: resources, accessLevel: access).generate()
    if !safeArgs.isEmpty {
      // The directions and arguments use AndroidControllers' Bundle and NavDirections.
      let header = "// swiftlint:disable all\n"
      source = source.replacingOccurrences(of: header, with: header + "\nimport AndroidControllers\n") + safeArgs
    }
    try write(source)
    if !errors.isEmpty { throw ExitCode(1) }
  }

  private func write(_ source: String) throws {
    if let output {
      try Data(source.utf8).write(to: URL(fileURLWithPath: output))
    } else {
      print(source, terminator: "")
    }
  }

  /// `--config`, or the nearest `.segue-gen.yml` from the first path's folder up, or the defaults.
  private func loadConfiguration() throws(GenConfiguration.Problem) -> GenConfiguration {
    if let config { return try GenConfiguration.load(path: config) }
    guard let first = paths.first else { return GenConfiguration() }
    var isFolder: ObjCBool = false
    let url = URL(fileURLWithPath: first)
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
    let folder = exists && isFolder.boolValue ? url : url.deletingLastPathComponent()
    guard let file = GenConfiguration.discover(from: folder) else { return GenConfiguration() }
    return try GenConfiguration.load(path: file.path)
  }
}
