import Foundation

/// Finds the folder of each of the app's own modules by the name the sources import: `--module NAME=DIR` first,
/// then `Sources/NAME` of a local package (a folder with a `Package.swift`) inside a source folder, then a folder
/// named `NAME` beside a source folder, then one named `NAME` one level up. A folder found so that is itself a
/// package (`NAME/Package.swift` with `NAME/Sources/NAME`) gives its `Sources/NAME`.
///
/// Xcode builds each framework target and local package apart from the app target and links it in; the app's files
/// say `import NAME`. The port does the same with a SwiftPM target per module.
struct ModuleDiscovery {
  /// The app's source folders, as given.
  let sources: [String]
  /// The user's `--module` options, by name.
  let options: [String: String]
  /// The roots of the local packages inside the source folders (their files are not the app's).
  private(set) var packageRoots: [String] = []
  /// `Sources/NAME` of those packages, by name.
  private var packageModules: [String: String] = [:]

  /// `appFiles`: each source folder's files (paths below it), where the local packages are found.
  init(sources: [String], options: [ModuleOption], appFiles: [String: [String]]) {
    self.sources = sources
    var named: [String: String] = [:]
    for option in options where named[option.name] == nil { named[option.name] = option.folder }
    self.options = named
    for folder in sources {
      for relative in appFiles[folder] ?? [] where relative.hasSuffix("/Package.swift") {
        let root = PortedPackage.join(folder, String(relative.dropLast("/Package.swift".count)))
        if packageRoots.contains(where: { root.hasPrefix($0 + "/") }) { continue }
        packageRoots.append(root)
        let sourcesFolder = root + "/Sources"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sourcesFolder)) ?? []
        for name in names.sorted() where Self.isFolder(sourcesFolder + "/" + name) && packageModules[name] == nil {
          packageModules[name] = sourcesFolder + "/" + name
        }
      }
    }
  }

  /// The module `name`'s folder, or `nil` when none of the places has one (a third-party module or a framework).
  func module(named name: String) -> PortModule? {
    if let folder = options[name] {
      return PortModule(name: name, folder: Self.moduleFolder(folder, name), origin: .option)
    }
    if let folder = packageModules[name] { return PortModule(name: name, folder: folder, origin: .localPackage) }
    for (origin, levels) in [(PortModule.Origin.beside, 1), (.levelUp, 2)] {
      for source in sources {
        var parent = URL(fileURLWithPath: source).standardizedFileURL
        for _ in 0..<levels { parent.deleteLastPathComponent() }
        let candidate = parent.appendingPathComponent(name).path
        let own = URL(fileURLWithPath: source).standardizedFileURL.path
        guard candidate != own, !own.hasPrefix(candidate + "/"), Self.isFolder(candidate) else { continue }
        let folder = Self.moduleFolder(Self.relative(candidate, like: source, levels: levels, name: name), name)
        return PortModule(name: name, folder: folder, origin: Self.isPackage(candidate) ? .localPackage : origin)
      }
    }
    return nil
  }

  /// When `folder` is a package holding the module: its `Sources/NAME` (SwiftPM's default path), else `Sources`
  /// (a package whose one target keeps its files there, as SnapKit's), else `NAME` (as Toast-Swift's `Toast`);
  /// else `folder` itself.
  static func moduleFolder(_ folder: String, _ name: String) -> String {
    guard isPackage(folder) else { return folder }
    for inner in ["Sources/" + name, "Sources", name] where isFolder(PortedPackage.join(folder, inner)) {
      return PortedPackage.join(folder, inner)
    }
    return folder
  }

  /// The candidate written as the source folder was (`App/../Core` stays relative when `App` was), so the report's
  /// paths read as the user typed them.
  private static func relative(_ candidate: String, like source: String, levels: Int, name: String) -> String {
    let trailing = source.split(separator: "/").suffix(levels)
    guard !source.hasPrefix("/"), !trailing.contains(where: { $0 == "." || $0 == ".." }) else { return candidate }
    var parent = source.hasSuffix("/") ? String(source.dropLast()) : source
    for _ in 0..<levels {
      guard let slash = parent.lastIndex(of: "/") else { return candidate }
      parent = String(parent[..<slash])
    }
    return parent + "/" + name
  }

  static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  static func isPackage(_ folder: String) -> Bool {
    FileManager.default.fileExists(atPath: PortedPackage.join(folder, "Package.swift"))
  }
}
