import Foundation
import SegueTestSupport

#if canImport(SeguePort)
  import SeguePort
#endif

/// Type-checks one corpus app's Swift files against the built SegueKit, as issue 11 measures it: the files as
/// `segue port` rewrites them (``SourcePort``, with its generated connection tables), an empty stand-in module for
/// each framework Linux lacks, Swift 5 language mode (the apps'), and every error counted by whose gap it is.
struct CorpusAppTypecheck {
  /// One app's figures: its files, its view-controller files and how many of those have no error, and the errors
  /// by owner.
  struct Tally: Equatable, CustomStringConvertible {
    var files = 0
    var viewControllers = 0
    var cleanViewControllers = 0
    /// Errors by ``CompilerError/Owner``, in its order: SegueKit's, Foundation's, the port's, other frameworks',
    /// unattributed.
    var errors = [0, 0, 0, 0, 0]

    var description: String {
      let counts = zip(CompilerError.Owner.allCases, errors).map { "\($0.rawValue) \($1)" }.joined(separator: ", ")
      return "\(files) files, view controllers \(cleanViewControllers)/\(viewControllers) clean; "
        + "errors: \(counts)"
    }

    /// The row of the pinned table that produces this tally.
    var swiftRow: String {
      ".init(files: \(files), viewControllers: \(viewControllers), "
        + "cleanViewControllers: \(cleanViewControllers), errors: \(errors))"
    }
  }

  let app: String
  var tally = Tally()
  var errors: [(CompilerError, CompilerError.Owner)] = []

  /// Runs the check for `app`, a folder of `corpus` (`Corpus.apps` or `Corpus.appsWide`), in the app's Swift
  /// language mode, in one whole-module compiler process (`-wmo`): each error is reported once, and the follow-ons
  /// of an invalid redeclaration are not (see below).
  init(app: String, in corpus: URL = Corpus.apps, swiftVersion: String = "5", modules: URL) throws {
    self.app = app
    let appFolder = corpus.appendingPathComponent(app)
    let work = try TemporaryFolder()
    defer { work.remove() }
    let files = Self.swiftFiles(in: appFolder).filter { !(Self.notInProject[app] ?? []).contains($0) }
    var sources: [String: String] = [:]
    var imports: Set<String> = []
    for file in files {
      let text = try String(contentsOfFile: appFolder.appendingPathComponent(file).path, encoding: .utf8)
      sources[file] = text
      imports.formUnion(MinimalPort.importedModules(text))
    }
    #if canImport(SeguePort)
      let port = SourcePort(sources: sources)
      let (rewritten, connections) = (port.files, port.connections)
    #else
      // Built without the port (`SEGUE_WITHOUT_PORT`), which also skips this test.
      let (rewritten, connections): ([String: String], String?) = (sources, nil)
    #endif
    // A file of the app's own framework sees what the framework's umbrella header imports without an import of its
    // own (Swift imports the module's Objective-C part): PassForiOS's `passKit/Helpers/Colors.swift` names `UIColor`
    // and imports nothing. Checked as one module, such a file imports the framework's stand-in, at its end, so that
    // its lines keep their numbers.
    let ownModules = Set(
      (Corpus.manifest(in: corpus).first { $0["app"] == app }?["own modules imported"] ?? "").split(separator: ",")
        .map(String.init)
    ).intersection(MinimalPort.uiKitExportingModules).intersection(imports.subtracting(MinimalPort.linuxModules))
    for (file, text) in rewritten {
      let module = String(file.prefix { $0 != "/" })
      let body = ownModules.contains(module) && file.contains("/") ? text + "\nimport \(module)\n" : text
      try work.write("Sources/" + file.replacingOccurrences(of: "/", with: "__"), body)
    }
    var checked = files
    if let connections {
      try work.write("Sources/SeguePortConnections.swift", connections)
      checked.append("SeguePortConnections.swift")
    }
    // The generated PortedApp.swift needs SwiftPM's `Bundle.module`; its `bundle` (where the port puts the app's
    // `Bundle.main`) is all the app's code uses of it.
    try work.write("Sources/PortedApp.swift", "import Foundation\nenum PortedApp { static let bundle = Bundle.main }\n")
    checked.append("PortedApp.swift")
    let standIns = imports.subtracting(MinimalPort.linuxModules)
    try StandInModules.shared.link(
      standIns, into: work.url.appendingPathComponent("StandIns"), segueKitModules: modules)
    // One process for the whole module, not one per file (swiftc's default), which costs CPU time CI cannot afford.
    // A process that checks several files reports fewer errors: after an invalid redeclaration in one file, a use of
    // the name in another is no longer ambiguous. The nine apps' counts are the same either way. Batch mode is never
    // used: its counts would depend on how many batches, and so on the machine's cores.
    let output = try Self.swiftc(
      [
        "-typecheck", "-continue-building-after-errors", "-swift-version", swiftVersion, "-diagnostic-style", "llvm",
        "-module-name", "App", "-I", modules.path, "-I", work.url.appendingPathComponent("StandIns").path,
      ]
        + ["-wmo"]
        + checked.map {
          work.url.appendingPathComponent("Sources/" + $0.replacingOccurrences(of: "/", with: "__")).path
        })
    let superclasses = CompilerError.superclasses(in: Array(sources.values))
    let parsed = CompilerError.parse(output, folder: work.url.appendingPathComponent("Sources").path).map {
      var error = $0
      error.file = error.file.replacingOccurrences(of: "__", with: "/")
      return error
    }
    let attribution = ErrorAttribution(errors: parsed, sources: sources, standIns: standIns)
    var filesWithErrors: Set<String> = []
    for (error, owner) in zip(parsed, attribution.owners(of: parsed)) {
      errors.append((error, owner))
      tally.errors[CompilerError.Owner.allCases.firstIndex(of: owner) ?? 0] += 1
      filesWithErrors.insert(error.file)
    }
    tally.files = files.count
    let controllers = files.filter { Self.declaresViewController(sources[$0] ?? "", superclasses: superclasses) }
    tally.viewControllers = controllers.count
    tally.cleanViewControllers = controllers.filter { !filesWithErrors.contains($0) }.count
  }

  /// Files of the corpus folders that the app's Xcode project does not compile (a team ports with `--exclude` for
  /// them): they are not the app's code. No `PBXFileReference` names them in the project at the corpus commit:
  /// Corona-Warn-App's `src/xcode/ENA/ENA.xcodeproj/project.pbxproj` (6dfd0d7b; two of them redeclare a protocol of
  /// a compiled file), OpenHAB's `openHAB.xcodeproj/project.pbxproj` (eb34c7f5; one imports nothing at all),
  /// UpcomingTV's `Xcode/upcomingtv.xcodeproj/project.pbxproj` (a91416ce; its ViewController.swift redeclares `UTV`).
  static let notInProject: [String: Set<String>] = [
    "UpcomingTV": ["Xcode/upcomingtv/ViewController.swift"],
    "OpenHAB": [
      "openHAB/NewImageTableViewCell.swift", "openHAB/ScaledHeightUIImageView.swift", "openHAB/UIAlertView+Block.swift",
    ],
    "CWA": Set(
      [
        "Extensions/UIViewController+ButtonTitle.swift",
        "Models/Home/HomeRiskCellConfigurator/HomeRiskCellPropertyHolder.swift",
        "Models/Home/HomeRiskCellConfigurator/HomeRiskItemViewConfigurator.swift",
        "Protocols/HomeCellButtonDelegate.swift",
        "Services/DownloadedPackagesStore/InMemoryDownloadedPackagesStore.swift",
        "View Helpers/LaunchInstructor.swift",
        "Views/Common/InsetLabel.swift",
        "Views/Home Screen/Cells/RiskCollectionViewCell.swift",
      ].map { "src/xcode/ENA/ENA/Source/" + $0 }),
  ]

  /// The app's `.swift` files, relative to its folder, sorted; test targets' folders (`…Tests`) are left out.
  static func swiftFiles(in folder: URL) -> [String] {
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return paths.filter { path in
      path.hasSuffix(".swift") && !path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
    }.sorted()
  }

  /// Whether the source declares a class whose outermost superclass is one of UIKit's view controllers.
  static func declaresViewController(_ source: String, superclasses: [String: String]) -> Bool {
    CompilerError.superclasses(in: [source]).keys.contains { name in
      var root = name
      var seen: Set<String> = []
      while let next = superclasses[root], seen.insert(root).inserted { root = next }
      return root.hasPrefix("UI") && root.hasSuffix("Controller")
    }
  }

  /// An empty module named `module` (re-exporting SegueKit where the real one exports UIKit), written and built
  /// in `folder`.
  static func emitStandIn(_ module: String, in folder: URL, modules: URL) throws {
    let body = MinimalPort.uiKitExportingModules.contains(module) ? "@_exported import SegueKit\n" : "\n"
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent("\(module).swift")
    try Data(body.utf8).write(to: source)
    _ = try swiftc([
      "-parse-as-library", "-emit-module", "-module-name", module, "-I", modules.path, source.path, "-o",
      folder.appendingPathComponent("\(module).swiftmodule").path,
    ])
  }

  /// Runs swiftc and returns what it printed on standard error.
  static func swiftc(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + swiftcModuleCacheArguments + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output
  }
}
