public import Foundation
import SegueTools

/// Writes the SwiftPM package of a ported app: `Package.swift`, the rewritten Swift files and the generated ones in
/// `Sources/NAME`, and the app's resources (storyboards, xibs, `Info.plist`, `.strings`, property lists, JSON, images
/// and asset catalogs) in `Sources/NAME/App`, flattened as Xcode copies a target's resources into its bundle: each
/// file by its name at the root, a localized one in its `X.lproj` folder, an asset catalog whole. Two files that
/// would land on the same name are reported with both paths; the first (the launch `Info.plist` first) is kept.
///
/// Re-running replaces `Package.swift` and `Sources/NAME` only; `Tests/` (the user's tests) and `Overlay/` (the
/// user's shims and overrides, copied over the port into `Sources/NAME` each time) are never touched.
public struct PortedPackage {
  /// What the port was asked to do.
  public let options: PortOptions
  /// The port of the Swift files.
  public private(set) var port: SourcePort
  /// The resources copied, by path below the app folder.
  public private(set) var resources: [String] = []
  /// Folders left out because their name ends in `Tests` (the app's own test targets).
  public private(set) var skippedTestFolders: [String] = []
  /// Files left out by `--exclude`.
  public private(set) var excluded: [String] = []
  /// The stand-in modules of `--stubs`, by name.
  public private(set) var stubModules: [String] = []
  /// Swift files that are not UTF-8: copied unchanged, and reported.
  public private(set) var unreadable: [String] = []
  /// The `Info.plist` the app launches from (its path below the source folders).
  public private(set) var infoPlist: String?
  /// The `Info.plist` the port writes when the sources have none (an Xcode project that generates it from its build
  /// settings, `GENERATE_INFOPLIST_FILE`): its main storyboard from `INFOPLIST_KEY_UIMainStoryboardFile` when the
  /// project beside the sources sets one, else no launch keys (the app delegate makes the window). `nil` when the
  /// sources have one.
  public private(set) var writtenInfoPlist: String?
  /// The language mode the app's targets build in: its Xcode project's `SWIFT_VERSION`, or its sources' (Swift 4
  /// when they use a name Swift 4.2 retired, else Swift 5).
  var languageMode = LanguageMode.swift5
  /// Resources left out because another one lands on the same path in the bundle: a note each, with both paths.
  public private(set) var collisions: [PortFinding] = []
  /// The files of the user's overlay folder (``overlayFolderName`` in the package), by path below it, sorted: each
  /// is copied to the same path below `Sources/NAME` after the port, replacing what the port wrote there.
  public private(set) var overlay: [String] = []
  /// The overlay's files that replace a file the port writes (a rewritten Swift file, a generated file or a
  /// resource); the others are added.
  public private(set) var overlayReplacements: [String] = []
  /// The app's own modules, each ported into a target of its own, in dependency order (a module after those it
  /// imports).
  public private(set) var modules: [PortedModuleTarget] = []
  /// Imports among the app's modules that go round in a circle (SwiftPM refuses them), as `A → B → A`.
  public private(set) var moduleCycles: [String] = []
  /// Where one of the app's modules uses what another did not make public, as swiftc says it on iOS.
  public private(set) var accessFindings: [PortFinding] = []
  /// Each read file's path below the target folder: its path below its source folder, after that folder's name when
  /// there are several; for a resource, its path in the app bundle (below `App`).
  private var placement: [String: String] = [:]

  static let resourceExtensions: Set<String> = [
    "storyboard", "xib", "strings", "stringsdict", "plist", "json", "png", "jpg", "jpeg", "gif", "pdf",
  ]

  /// Reads the sources and ports them; ``write()`` puts the package on disk.
  public init(options: PortOptions) throws {
    self.options = options
    var sources: [String: String] = [:]
    var resources: [String] = []
    var listed: [String: [String]] = [:]
    for folder in options.sources where listed[folder] == nil {
      listed[folder] = try Self.files(below: folder, skipping: options.output)
    }
    let discovery = ModuleDiscovery(sources: options.sources, options: options.modules, appFiles: listed)
    // The modules' folders inside a source folder hold the modules' files, not the app's.
    let moduleFolders = (discovery.packageRoots + options.modules.map(\.folder)).map(Self.standardized)
    for folder in options.sources {
      for relative in listed[folder] ?? [] {
        let path = Self.join(folder, relative)
        let absolute = Self.standardized(path)
        if moduleFolders.contains(where: { absolute.hasPrefix($0 + "/") }) { continue }
        placement[path] =
          options.sources.count == 1
          ? relative : Self.join(URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent, relative)
        let components = relative.split(separator: "/")
        if let tests = components.dropLast().firstIndex(where: { $0.hasSuffix("Tests") }) {
          let testFolder = Self.join(folder, components[...tests].joined(separator: "/"))
          if !skippedTestFolders.contains(testFolder) { skippedTestFolders.append(testFolder) }
          continue
        }
        if options.excludes.contains(where: { Self.matches($0, relative) }) {
          excluded.append(path)
          continue
        }
        let name = String(components.last ?? "")
        let pathExtension = (name as NSString).pathExtension
        if pathExtension == "swift" {
          let data = try Data(contentsOf: URL(fileURLWithPath: path))
          if let text = String(data: data, encoding: .utf8) {
            sources[path] = text
          } else {
            unreadable.append(path)
          }
        } else if Self.resourceExtensions.contains(pathExtension) || components.contains(where: \.isAssetCatalog) {
          resources.append(path)
        }
      }
    }
    if let stubs = options.stubs {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: stubs, isDirectory: &isFolder), isFolder.boolValue else {
        throw PortError.usage("no such stubs folder '\(stubs)'")
      }
      stubModules = try FileManager.default.contentsOfDirectory(atPath: stubs).filter { name in
        var isModule: ObjCBool = false
        return !name.hasPrefix(".")
          && FileManager.default.fileExists(atPath: Self.join(stubs, name), isDirectory: &isModule)
          && isModule.boolValue
      }.sorted()
    }
    port = SourcePort(sources: sources, stubs: Set(stubModules))
    (modules, moduleCycles) = try Self.portModules(
      discovery: discovery, options: options, stubs: Set(stubModules), appImports: port.importedModules)
    let imported = modules.filter { port.importedModules.contains($0.module.name) }
    if !imported.isEmpty {
      port = SourcePort(sources: sources, stubs: Set(stubModules), dependencies: imported.map(\.port))
    }
    languageMode = LanguageMode.of(
      sources: modules.reduce(into: sources) { all, module in all.merge(module.sources) { first, _ in first } },
      projects: LanguageMode.projects(near: options.sources))
    if !modules.isEmpty {
      accessFindings =
        CrossModuleAccess(
          [CrossModuleAccess.Module(name: options.targetName, sources: sources)]
            + modules.map { CrossModuleAccess.Module(name: $0.module.name, sources: $0.sources) }
        ).findings
    }
    // Xcode copies a target's INFOPLIST_FILE into the bundle as Info.plist whatever its name (older templates named
    // it `App-Info.plist`): one so named is the app's when no file is named Info.plist.
    let plists = resources.filter { $0.hasSuffix("/Info.plist") || $0 == "Info.plist" }
    let launch = Self.launchPlist(among: plists.isEmpty ? resources.filter { $0.hasSuffix("-Info.plist") } : plists)
    if let launch, launch.hasSuffix("-Info.plist") {
      let relative = placement[launch] ?? launch
      placement[launch] = (relative.split(separator: "/").dropLast().map(String.init) + ["Info.plist"])
        .joined(separator: "/")
    }
    self.resources = flatten((launch.map { [$0] } ?? []) + resources.filter { $0 != launch }) + unreadable
    infoPlist = launch.flatMap { placement[$0] }
    if infoPlist == nil {
      infoPlist = "Info.plist"
      writtenInfoPlist = Self.generatedInfoPlist(
        name: options.targetName, projects: LanguageMode.projects(near: options.sources))
    }
    let written = Set(
      port.files.keys.map { placement[$0] ?? $0 } + self.resources.map { "App/" + (placement[$0] ?? $0) }
        + ["PortedApp.swift", "SeguePortConnections.swift"] + (writtenInfoPlist == nil ? [] : ["App/Info.plist"]))
    overlay = (try? Self.files(below: overlayFolder.path, skipping: targetFolder)) ?? []
    overlayReplacements = overlay.filter { written.contains($0) }
  }

  /// The name of the folder, at the package's root, whose files the port copies over its own into `Sources/NAME`
  /// every time it runs: the user's shims (files of their own) and overrides (a ported file, edited), which a
  /// re-port would otherwise replace.
  public static let overlayFolderName = "Overlay"

  /// The package's overlay folder: `DIR/Overlay`.
  public var overlayFolder: URL { options.output.appendingPathComponent(Self.overlayFolderName) }

  /// Places each resource where Xcode puts it in the bundle, keeps the first of those that collide and returns the
  /// kept ones.
  private mutating func flatten(_ resources: [String]) -> [String] {
    // By the path in the bundle (an asset catalog's folder for the files in it): the file, or catalog, kept there.
    var owners: [String: String] = [:]
    var reported: Set<[String]> = []
    var kept: [String] = []
    for path in resources {
      let (destination, catalog) = Self.bundlePath(of: placement[path] ?? path)
      let unit = Self.unitPath(of: path, catalog: catalog)
      let key = catalog ?? destination
      if let owner = owners[key], owner != unit {
        if reported.insert([unit, owner]).inserted {
          collisions.append(
            PortFinding(
              .note, file: unit, line: 1, column: 1,
              "'\(unit)' and '\(owner)' both become '\(key)' in the app bundle (Xcode copies a target's resources "
                + "to its root); the port keeps '\(owner)'"))
        }
        continue
      }
      owners[key] = unit
      placement[path] = destination
      kept.append(path)
    }
    return kept
  }

  /// A resource's path in the bundle (from its path below the source folder), and the asset catalog it is in.
  static func bundlePath(of relative: String) -> (path: String, catalog: String?) {
    let parts = relative.split(separator: "/").map(String.init)
    if let catalog = parts.lastIndex(where: \.isAssetCatalog) {
      return (parts[catalog...].joined(separator: "/"), parts[catalog])
    }
    if let language = parts.dropLast().lastIndex(where: { $0.hasSuffix(".lproj") }) {
      return (parts[language] + "/" + (parts.last ?? ""), nil)
    }
    return (parts.last ?? relative, nil)
  }

  /// The path of the file, or of its asset catalog when it is in one.
  private static func unitPath(of path: String, catalog: String?) -> String {
    guard let catalog, let range = path.range(of: "/" + catalog + "/", options: .backwards) else { return path }
    return String(path[..<range.lowerBound]) + "/" + catalog
  }

  /// What could not be rewritten and what the user should know: unreadable files, resources that collide in the
  /// bundle, then the port's findings.
  public var findings: [PortFinding] {
    unreadable.map { PortFinding(.error, file: $0, line: 1, column: 1, "the file is not UTF-8; copied unchanged") }
      + collisions + port.findings
      + modules.flatMap { module in
        module.unreadable.map {
          PortFinding(.error, file: $0, line: 1, column: 1, "the file is not UTF-8; left out of \(module.module.name)")
        } + module.port.findings
      } + accessFindings
  }

  /// The package's target folder: `DIR/Sources/NAME`.
  public var targetFolder: URL {
    options.output.appendingPathComponent("Sources").appendingPathComponent(options.targetName)
  }

  /// Writes the package, replacing a previous port's `Package.swift` and `Sources/NAME`.
  public func write() throws {
    let files = FileManager.default
    try files.createDirectory(at: options.output, withIntermediateDirectories: true)
    // An earlier port's target, under this name or another one (`--name` changed): it has a generated PortedApp.swift.
    let sources = options.output.appendingPathComponent("Sources")
    for name in (try? files.contentsOfDirectory(atPath: sources.path)) ?? [] {
      let folder = sources.appendingPathComponent(name)
      if folder == targetFolder || files.fileExists(atPath: folder.appendingPathComponent("PortedApp.swift").path)
        || files.fileExists(atPath: folder.appendingPathComponent(PortedModuleTarget.marker).path)
      {
        try files.removeItem(at: folder)
      }
    }
    let appFolder = infoPlist.map { (["App"] + $0.split(separator: "/").dropLast().map(String.init)) } ?? ["App"]
    let appBundle = (["\(options.targetName)_\(options.targetName).resources"] + appFolder).joined(separator: "/")
    for module in modules { try module.write(to: options.output, appBundle: appBundle) }
    try files.createDirectory(at: targetFolder, withIntermediateDirectories: true)
    for (path, text) in port.files {
      try write(text, to: targetFolder.appendingPathComponent(placement[path] ?? path))
    }
    if let connections = port.connections {
      try write(connections, to: targetFolder.appendingPathComponent("SeguePortConnections.swift"))
    }
    for path in resources {
      let folder = unreadable.contains(path) ? targetFolder : targetFolder.appendingPathComponent("App")
      let destination = folder.appendingPathComponent(placement[path] ?? path)
      try files.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try files.copyItem(atPath: path, toPath: destination.path)
    }
    if let writtenInfoPlist {
      try write(writtenInfoPlist, to: targetFolder.appendingPathComponent("App/Info.plist"))
    }
    try write(
      PortedApp.source(
        plist: infoPlist, hasResources: hasResources, classes: port.launchableClasses,
        delegates: port.launchDelegates, mainDelegate: port.mainDelegate,
        frameworks: frameworks(port.importedModules)),
      to: targetFolder.appendingPathComponent("PortedApp.swift"))
    try files.createDirectory(at: overlayFolder, withIntermediateDirectories: true)
    for path in overlay {
      let destination = targetFolder.appendingPathComponent(path)
      if files.fileExists(atPath: destination.path) { try files.removeItem(at: destination) }
      try files.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try files.copyItem(at: overlayFolder.appendingPathComponent(path), to: destination)
    }
    let stubsFolder = options.output.appendingPathComponent("Stubs")
    if files.fileExists(atPath: stubsFolder.path) { try files.removeItem(at: stubsFolder) }
    if let stubs = options.stubs, !stubModules.isEmpty {
      try files.createDirectory(at: stubsFolder, withIntermediateDirectories: true)
      for module in stubModules {
        try files.copyItem(atPath: Self.join(stubs, module), toPath: stubsFolder.appendingPathComponent(module).path)
      }
    }
    let tests = options.output.appendingPathComponent("Tests").appendingPathComponent(options.targetName + "Tests")
    let manifest = PackageManifest(
      name: options.targetName, segueKit: options.segueKit, hasResources: hasResources,
      hasTests: files.fileExists(atPath: tests.path), stubs: stubModules,
      usesOSLog: !port.importedModules.isDisjoint(with: SourceScanner.osLogModules),
      frameworks: frameworks(port.importedModules), modules: modules.map(manifestModule),
      moduleDependencies: appDependencies, languageMode: languageMode.manifestName)
    try write(manifest.text, to: options.output.appendingPathComponent("Package.swift"))
  }

  /// Whether the target has an `App` folder of resources: the app's, or the `Info.plist` the port writes.
  private var hasResources: Bool { !resources.isEmpty || writtenInfoPlist != nil }

  /// The `Info.plist` of an app whose sources have none: its name, and the main storyboard the Xcode project's
  /// `INFOPLIST_KEY_UIMainStoryboardFile` names (Xcode writes it into the generated `Info.plist` as
  /// `UIMainStoryboardFile`).
  static func generatedInfoPlist(name: String, projects: [String: String]) -> String {
    let storyboard = projects.sorted { $0.key < $1.key }.lazy.flatMap { $0.value.split(separator: "\n") }.compactMap {
      line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("INFOPLIST_KEY_UIMainStoryboardFile = ") else { return nil }
      return trimmed.dropFirst("INFOPLIST_KEY_UIMainStoryboardFile = ".count)
        .trimmingCharacters(in: CharacterSet(charactersIn: ";\""))
    }.first
    let escape = { (text: String) in
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
    var entries = ["\t<key>CFBundleName</key>\n\t<string>\(escape(name))</string>"]
    if let storyboard, !storyboard.isEmpty {
      entries.append("\t<key>UIMainStoryboardFile</key>\n\t<string>\(escape(storyboard))</string>")
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(entries.joined(separator: "\n"))
      </dict>
      </plist>

      """
  }

  /// SegueKit's modules of Apple's frameworks among `imports` (`MessageUICompat` …), unless a stub has the name.
  private func frameworks(_ imports: Set<String>) -> [String] {
    imports.subtracting(stubModules).compactMap { SourceScanner.frameworkModules[$0] }.sorted()
  }

  /// What the manifest declares for one of the app's modules.
  private func manifestModule(_ target: PortedModuleTarget) -> PackageManifest.Module {
    let imports = target.port.importedModules
    return PackageManifest.Module(
      name: target.module.name, dependencies: target.module.dependencies, hasResources: !target.resources.isEmpty,
      stubs: stubModules.filter(imports.contains), usesOSLog: !imports.isDisjoint(with: SourceScanner.osLogModules),
      frameworks: frameworks(imports))
  }

  private func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Not atomic: the folder is new, and an fsync per file would make most of the port's time.
    try Data(text.utf8).write(to: url)
  }

  // MARK: - Files

  /// Every file below `folder`, relative to it, sorted; hidden files and folders are left out, and so is the
  /// package being written when it lies inside the folder.
  static func files(below folder: String, skipping output: URL) throws -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw PortError.usage("no such source folder '\(folder)'")
    }
    let enumerator = FileManager.default.enumerator(atPath: folder)
    let outputPath = output.standardizedFileURL.path
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      if URL(fileURLWithPath: join(folder, relative)).standardizedFileURL.path == outputPath {
        enumerator?.skipDescendants()
        continue
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: join(folder, relative), isDirectory: &isFolder), !isFolder.boolValue {
        found.append(relative)
      }
    }
    return found.sorted()
  }

  static func join(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  /// An exclusion pattern with a `/` matches the whole relative path, one without matches any component.
  static func matches(_ pattern: String, _ relative: String) -> Bool {
    if pattern.contains("/") { return Glob.matches(pattern, relative) }
    return relative.split(separator: "/").contains { Glob.matches(pattern, String($0)) }
  }

  /// The app's own `Info.plist`: the shallowest one naming a main storyboard or a scene manifest (extensions and
  /// test bundles have their own), else the shallowest.
  static func launchPlist(among plists: [String]) -> String? {
    let sorted = plists.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    return sorted.first { path in
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      return text.contains("UIMainStoryboardFile") || text.contains("UIApplicationSceneManifest")
    } ?? sorted.first
  }
}

extension StringProtocol {
  /// Whether this path component is an asset catalog (`Assets.xcassets`), which Xcode compiles whole.
  fileprivate var isAssetCatalog: Bool { hasSuffix(".xcassets") }
}
