public import Foundation

/// What `segue port` is asked to do: `segue port SOURCE_DIR… --output DIR [--name NAME] [--seguekit PATH_OR_URL]
/// [--exclude GLOB…] [--stubs DIR] [--module NAME=DIR]…`.
public struct PortOptions: Sendable {
  /// The app's source folders, as the user wrote them (the report prints paths below them).
  public var sources: [String]
  /// The package to write.
  public var output: URL
  /// The library target's name; defaults to the first source folder's name.
  public var name: String?
  /// SegueKit as a local folder or a package URL.
  public var segueKit: String
  /// Paths to leave out: a pattern with a `/` matches the path below its source folder, one without matches any
  /// single folder or file name (`Networking`, `*Tests.swift`).
  public var excludes: [String]
  /// A folder of stand-in modules, one subfolder each (`Stubs/FRadioPlayer/*.swift`), for frameworks Linux lacks:
  /// copied into the package as targets the app's target depends on.
  public var stubs: String?
  /// The app's own modules named explicitly (`--module NAME=DIR`); others are found by the folders' names.
  public var modules: [ModuleOption]

  /// The options as `segue port` parsed them.
  public init(
    sources: [String], output: URL, name: String?, segueKit: String, excludes: [String], stubs: String? = nil,
    modules: [ModuleOption] = []
  ) {
    self.sources = sources
    self.output = output
    self.name = name
    self.segueKit = segueKit
    self.excludes = excludes
    self.stubs = stubs
    self.modules = modules
  }

  /// The target name: `name`, else the first source folder's name made an identifier (`My App` → `MyApp`).
  public var targetName: String {
    if let name { return name }
    let folder = URL(fileURLWithPath: sources.first ?? "App").standardizedFileURL.lastPathComponent
    let letters = folder.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    guard let first = letters.first else { return "App" }
    return first.isNumber ? "App" + letters : letters
  }
}
