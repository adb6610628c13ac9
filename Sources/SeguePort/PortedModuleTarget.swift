import Foundation

/// One of the app's own modules, ported into a target of its own (`Sources/NAME`): its Swift files rewritten as the
/// app's are, and its resources (storyboards, xibs, asset catalogs, `.strings`, JSON) in `Sources/NAME/Resources`,
/// with the module as Xcode keeps them in the framework's bundle. The framework's own `Info.plist` is its bundle's
/// description, not a resource, and is left out.
public struct PortedModuleTarget {
  /// The module: name, folder, how it was found, and the app's modules it imports.
  public internal(set) var module: PortModule
  /// The port of its Swift files.
  public internal(set) var port: SourcePort
  /// Its resources, by path (the folder as given, then the path below it).
  public private(set) var resources: [String] = []
  /// Each resource's path in the target's `Resources` folder.
  private var placement: [String: String] = [:]
  /// Each Swift file's path below the module's folder.
  private var swiftPlacement: [String: String] = [:]
  /// Folders left out because their name ends in `Tests`.
  public private(set) var skippedTestFolders: [String] = []
  /// Swift files that are not UTF-8 (reported; left out).
  public private(set) var unreadable: [String] = []
  /// The original Swift sources, by path, for the check of what other modules use.
  let sources: [String: String]

  /// The folder name, below `Sources/NAME`, of the module's resources.
  static let resourceFolder = "Resources"

  /// Reads and ports the module's folder; `excludes` and `stubs` as for the app.
  init(module: PortModule, options: PortOptions, stubs: Set<String>) throws {
    self.module = module
    var sources: [String: String] = [:]
    var taken: Set<String> = []
    for relative in try PortedPackage.files(below: module.folder, skipping: options.output) {
      let path = PortedPackage.join(module.folder, relative)
      let components = relative.split(separator: "/")
      if let tests = components.dropLast().firstIndex(where: { $0.hasSuffix("Tests") }) {
        let folder = PortedPackage.join(module.folder, components[...tests].joined(separator: "/"))
        if !skippedTestFolders.contains(folder) { skippedTestFolders.append(folder) }
        continue
      }
      if options.excludes.contains(where: { PortedPackage.matches($0, relative) }) { continue }
      let name = String(components.last ?? "")
      let pathExtension = (name as NSString).pathExtension
      if pathExtension == "swift" {
        if relative == "Package.swift" { continue }
        if let text = String(data: try Data(contentsOf: URL(fileURLWithPath: path)), encoding: .utf8) {
          sources[path] = text
          swiftPlacement[path] = relative
        } else {
          unreadable.append(path)
        }
      } else if name != "Info.plist",
        PortedPackage.resourceExtensions.contains(pathExtension)
          || components.contains(where: { $0.hasSuffix(".xcassets") })
      {
        let (destination, _) = PortedPackage.bundlePath(of: relative)
        // The first of two that land on the same path is kept, as for the app.
        guard taken.insert(destination).inserted else { continue }
        placement[path] = destination
        resources.append(path)
      }
    }
    self.sources = sources
    port = SourcePort(sources: sources, stubs: stubs)
  }

  /// The target's folder in the package: `DIR/Sources/NAME`.
  func targetFolder(in output: URL) -> URL {
    output.appendingPathComponent("Sources").appendingPathComponent(module.name)
  }

  /// Writes `Sources/NAME`: the rewritten files at their paths below the module's folder, the connection table
  /// when a class needs one, the resources, and the marker by which a later port knows the folder is its own.
  /// `appBundle`: the app's bundle folder below the build folder (`Shop_Shop.resources/App`), where this module's
  /// `Bundle.main`, rewritten to `PortedApp.bundle`, points.
  func write(to output: URL, appBundle: String) throws {
    let files = FileManager.default
    let folder = targetFolder(in: output)
    if files.fileExists(atPath: folder.path) { try files.removeItem(at: folder) }
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent(Self.marker))
    for (path, text) in port.files {
      try Self.write(text, to: folder.appendingPathComponent(swiftPlacement[path] ?? path))
    }
    if let connections = port.connections {
      try Self.write(connections, to: folder.appendingPathComponent("SeguePortConnections.swift"))
    }
    if port.counts[.mainBundle] != nil {
      try Self.write(Self.bundleSource(appBundle: appBundle), to: folder.appendingPathComponent("PortedApp.swift"))
    }
    for path in resources {
      let destination = folder.appendingPathComponent(Self.resourceFolder)
        .appendingPathComponent(placement[path] ?? path)
      try files.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try files.copyItem(atPath: path, toPath: destination.path)
    }
  }

  /// The module's `PortedApp`, when its code says `Bundle.main` (which the port makes `PortedApp.bundle`): on iOS a
  /// framework's `Bundle.main` is the app's bundle, so here it is the app target's copied resources, found beside
  /// the running executable as SwiftPM's `Bundle.module` finds a target's (`Package_Target.resources`).
  static func bundleSource(appBundle: String) -> String {
    """
    // Generated by `segue port`: re-running the port replaces this file.
    // swift-format-ignore-file
    // swiftlint:disable all

    import Foundation

    /// Where the port puts this module's `Bundle.main`: the app's bundle, as on iOS. Not in UIKit.
    enum PortedApp {
      /// The app's copied resources, else the process's main bundle.
      nonisolated static let bundle: Bundle =
        Bundle(url: Bundle.main.bundleURL.appendingPathComponent("\(appBundle)")) ?? .main
    }

    """
  }

  /// The empty file that marks `Sources/NAME` as a module the port wrote (hidden, so SwiftPM ignores it).
  static let marker = ".segue-port-module"

  private static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
