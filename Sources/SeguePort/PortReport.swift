import Foundation

/// The report `segue port` prints: files rewritten, each rewrite by kind and count, the connection tables, the app's
/// own modules and their dependencies, the third-party modules and the imports of frameworks Linux lacks (file:line,
/// and what to do), and what could not be rewritten.
public struct PortReport {
  /// The ported package the report is about.
  public let package: PortedPackage

  /// The report of `package`.
  public init(package: PortedPackage) {
    self.package = package
  }

  /// 0 when everything was rewritten, 1 when something could not be (listed with file:line:column).
  public var exitCode: Int32 {
    package.findings.contains { $0.severity == .error } || !package.moduleCycles.isEmpty ? 1 : 0
  }

  /// The report as printed, one line each, ending in a newline.
  public var text: String {
    let port = package.port
    let name = package.options.targetName
    var lines = [
      "Ported \(port.files.count) Swift files into \(package.options.output.path) (target \(name))."
    ]
    var allCounts = port.counts
    for module in package.modules { allCounts.merge(module.port.counts, uniquingKeysWith: +) }
    let counts = RewriteKind.allCases.compactMap { kind in allCounts[kind].map { (kind, $0) } }
    if !counts.isEmpty {
      lines.append("Rewrites:")
      lines += counts.map { kind, count in "  \(count) × \(kind.rawValue)" }
    }
    if !port.tableClasses.isEmpty {
      lines.append(
        "Connection tables: \(port.tableClasses.count) classes, in Sources/\(name)/SeguePortConnections.swift: "
          + port.tableClasses.joined(separator: ", "))
    }
    lines += moduleLines
    if package.languageMode != .swift5 {
      lines.append(
        "Language mode: \(package.languageMode.manifestName.dropFirst()) (\(package.languageMode.evidence)), the app's own"
      )
    }
    lines.append(
      "Resources: \(package.resources.count - package.unreadable.count) files in Sources/\(name)/App"
        + (package.infoPlist.map { "; the app launches from App/\($0) (PortedApp.appFolder)" } ?? "")
        + (package.writtenInfoPlist == nil
          ? ""
          : ", which the port wrote: the sources have no Info.plist"
            + (package.writtenInfoPlist?.contains("UIMainStoryboardFile") == true
              ? " (its main storyboard from the Xcode project's INFOPLIST_KEY_UIMainStoryboardFile)"
              : " (no launch keys: the app delegate makes the window; put yours in Overlay/App/Info.plist)"))
    )
    lines.append(overlayLine)
    if !package.skippedTestFolders.isEmpty {
      lines.append("Left out (the app's test targets): " + package.skippedTestFolders.joined(separator: ", "))
    }
    if !package.excluded.isEmpty {
      lines.append("Left out by --exclude: \(package.excluded.count) files")
    }
    if !package.stubModules.isEmpty {
      lines.append("Stand-ins from --stubs (in Stubs/): " + package.stubModules.joined(separator: ", "))
    }
    let own = package.moduleNames
    let imports = (port.missingFrameworks + package.modules.flatMap(\.port.missingFrameworks)).filter {
      !package.stubModules.contains($0.module) && !own.contains($0.module)
    }
    let missing = imports.filter { AppleFrameworks.modules.contains($0.module) }
    let thirdParty = imports.filter { !AppleFrameworks.modules.contains($0.module) }
    if !thirdParty.isEmpty {
      lines.append(
        "Third-party modules (neither Apple's nor the app's own): give each a stand-in (--stubs DIR, with "
          + "DIR/NAME/*.swift), leave the files that use it out (--exclude), or port the package's own sources as "
          + "one of the app's modules (--module NAME=DIR):")
      let byModule = Dictionary(grouping: thirdParty, by: \.module)
      for module in byModule.keys.sorted() {
        let files = (byModule[module] ?? []).map { "\($0.file):\($0.line)" }
        lines.append("  \(module): " + files.joined(separator: ", "))
      }
    }
    if !missing.isEmpty {
      lines.append(
        "Frameworks Linux does not have (keep that code out with --exclude or `#if canImport(Module)`, or put a "
          + "stand-in module beside the package):")
      lines += missing.map {
        "  \($0.file):\($0.line): import \($0.module)\(Self.advice[$0.module] ?? "")"
      }
    }
    if !package.findings.isEmpty {
      lines.append("Findings:")
      lines += package.findings.map { "  \($0)" }
    }
    let errors = package.findings.filter { $0.severity == .error }.count
    lines.append(
      errors == 0 && package.moduleCycles.isEmpty
        ? (missing.isEmpty && thirdParty.isEmpty
          ? "Done: build it with `swift build --package-path \(package.options.output.path)`."
          : "Done: give the frameworks above stand-ins (--stubs) or leave their code out, then build it with "
            + "`swift build --package-path \(package.options.output.path)`.")
        : errors == 0
          ? "The app's modules import each other in a circle (above): SwiftPM cannot build that."
          : "\(errors) \(errors == 1 ? "place" : "places") could not be rewritten (the errors above).")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The app's own modules, in dependency order: where each came from, its files, what it imports; then the app.
  var moduleLines: [String] {
    let modules = package.modules
    guard !modules.isEmpty else { return [] }
    var lines = [
      "Modules: \(modules.count) of the app's own, each a target in Sources/NAME, in dependency order:"
    ]
    for target in modules {
      let module = target.module
      var parts = ["\(target.port.files.count) Swift files"]
      if !target.resources.isEmpty { parts.append("\(target.resources.count) resources in Resources") }
      if !target.port.tableClasses.isEmpty { parts.append("connection tables for \(target.port.tableClasses.count)") }
      lines.append(
        "  \(module.name) (\(module.origin.rawValue): \(module.folder)): " + parts.joined(separator: ", ") + "; "
          + Self.dependencies(module.dependencies))
    }
    lines.append("  \(package.options.targetName) (the app): " + Self.dependencies(package.appDependencies))
    lines += package.moduleCycles.map { "  Import cycle (SwiftPM refuses it): \($0)" }
    return lines
  }

  private static func dependencies(_ names: [String]) -> String {
    names.isEmpty ? "imports none of the app's modules" : "depends on " + names.joined(separator: ", ")
  }

  /// What the overlay folder gave the port, or where to put shims and overrides.
  var overlayLine: String {
    let name = package.options.targetName
    let folder = PortedPackage.overlayFolderName
    let overlay = package.overlay
    guard !overlay.isEmpty else {
      return "Overlay: none in \(folder)/; put shims and edited files there, at their paths below Sources/\(name), "
        + "and every port copies them over its own"
    }
    let replaced = package.overlayReplacements
    let added = overlay.filter { !replaced.contains($0) }
    var parts: [String] = []
    if !replaced.isEmpty { parts.append("replaces " + replaced.joined(separator: ", ")) }
    if !added.isEmpty { parts.append("adds " + added.joined(separator: ", ")) }
    return "Overlay: \(overlay.count) \(overlay.count == 1 ? "file" : "files") from \(folder)/ copied into "
      + "Sources/\(name) (" + parts.joined(separator: "; ") + ")"
  }

  /// What to do about frameworks whose use is common in apps.
  static let advice: [String: String] = [
    "Combine": " (OpenCombine is a Linux package with the same API)",
    "SwiftUI": " (no SwiftUI on Linux: keep SwiftUI views out of the port)",
    "CoreData": " (no Core Data on Linux: hide the store behind a protocol)",
  ]
}
