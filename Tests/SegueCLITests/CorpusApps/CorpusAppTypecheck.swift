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
    // The app's own modules (its frameworks and local packages) are checked as `segue port` ports them and as Xcode
    // builds them: each a module of its own, in dependency order, before the app's module, which imports them. Checked
    // as one module, a name both declare is ambiguous (PassForiOS's `Utils.alert` in its passKit and its app), and an
    // app's extension of UIKit's types reaches its framework's classes.
    let ownModules = Self.ownModules(
      of: files, named: Corpus.manifest(in: corpus).first { $0["app"] == app }?["own modules imported"] ?? "")
    let standIns = imports.subtracting(MinimalPort.linuxModules).subtracting(ownModules.keys)
    let standInFolder = work.url.appendingPathComponent("StandIns")
    let ownFolder = work.url.appendingPathComponent("OwnModules")
    try StandInModules.shared.link(standIns, into: standInFolder, segueKitModules: modules)
    try FileManager.default.createDirectory(at: ownFolder, withIntermediateDirectories: true)
    var output = ""
    #if canImport(SeguePort)
      var ports: [String: SourcePort] = [:]
    #endif
    for module in Self.dependencyOrder(ownModules, sources: sources) + [nil] {
      let appFiles = Set(files.filter { file in !ownModules.values.contains { $0.contains(file) } })
      let moduleFiles = module.map { ownModules[$0] ?? [] } ?? appFiles
      let folder = "Sources/" + (module ?? "App") + "/"
      var written: [String] = []
      func write(_ name: String, _ text: String) throws {
        try work.write(folder + name, text)
        written.append(work.url.appendingPathComponent(folder + name).path)
      }
      #if canImport(SeguePort)
        // With the ports of the own modules it imports, as `segue port` ports it (a superclass's table may be there).
        let moduleSources = sources.filter { moduleFiles.contains($0.key) }
        let imported = moduleSources.values.reduce(into: Set<String>()) {
          $0.formUnion(MinimalPort.importedModules($1))
        }
        let port = SourcePort(
          sources: moduleSources, dependencies: imported.sorted().compactMap { ports[$0] })
        if let module { ports[module] = port }
        let (rewritten, connections) = (port.files, port.connections)
      #else
        // Built without the port (`SEGUE_WITHOUT_PORT`), which also skips this test.
        let (rewritten, connections): ([String: String], String?) = (sources, nil)
      #endif
      // A framework whose umbrella header imports UIKit (PassForiOS's `passKit/passKit.h`) gives each of its Swift
      // files UIKit without an import of their own (`passKit/Helpers/Colors.swift` names `UIColor` and imports
      // nothing), and its importers too: each file imports SegueKit at its end, so that its lines keep their numbers,
      // and the module re-exports it.
      let exportsUIKit = module.map(MinimalPort.uiKitExportingModules.contains) ?? false
      for file in moduleFiles.sorted() {
        let text = rewritten[file] ?? sources[file] ?? ""
        try write(file.replacingOccurrences(of: "/", with: "__"), exportsUIKit ? text + "\nimport SegueKit\n" : text)
      }
      if exportsUIKit { try write("UmbrellaHeader.swift", "@_exported import SegueKit\n") }
      if let connections { try write("SeguePortConnections.swift", connections) }
      // The generated PortedApp.swift needs SwiftPM's `Bundle.module`; its `bundle` (where the port puts the app's
      // `Bundle.main`) is all the app's code uses of it.
      try write("PortedApp.swift", "import Foundation\nenum PortedApp { static let bundle = Bundle.main }\n")
      // One process for the whole module, not one per file (swiftc's default), which costs CPU time CI cannot afford.
      // A process that checks several files reports fewer errors: after an invalid redeclaration in one file, a use of
      // the name in another is no longer ambiguous. The nine apps' counts are the same either way. Batch mode is never
      // used: its counts would depend on how many batches, and so on the machine's cores. An own module is written
      // even with errors (as the app's importers see a framework whose build failed in part: its valid declarations).
      let emit =
        module.map {
          [
            "-emit-module", "-parse-as-library", "-Xfrontend", "-experimental-allow-module-with-compiler-errors",
            "-emit-module-path", ownFolder.appendingPathComponent("\($0).swiftmodule").path,
          ]
        } ?? ["-typecheck"]
      output += try Self.swiftc(
        emit + [
          "-continue-building-after-errors", "-swift-version", swiftVersion, "-diagnostic-style", "llvm",
          "-module-name", module ?? "App", "-I", modules.path, "-I", ownFolder.path, "-I", standInFolder.path, "-wmo",
        ] + written)
    }
    let superclasses = CompilerError.superclasses(in: Array(sources.values))
    let parsed = CompilerError.parse(output, folder: work.url.appendingPathComponent("Sources").path).map {
      var error = $0
      // `Module/path__to__File.swift` → `path/to/File.swift`.
      if let module = (["App"] + ownModules.keys).first(where: { error.file.hasPrefix($0 + "/") }) {
        error.file.removeFirst(module.count + 1)
      }
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

  /// The files of each of the app's own modules (`names`, the manifest's comma-separated `own modules imported`) that
  /// `files` hold: those below a folder named after the module, at the top of the app's folder (PassForiOS's
  /// `passKit/`) or as a Swift package's target (FrameGrabber's `Packages/Utility/Sources/Utility/`). A module with no
  /// such folder is not the app's code here (a stand-in stands for it).
  static func ownModules(of files: [String], named names: String) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for name in names.split(separator: ",").map(String.init) where name != "-" {
      let inModule = Set(
        files.filter { file in
          let folders = file.split(separator: "/").dropLast()
          return folders.first.map(String.init) == name
            || zip(folders, folders.dropFirst()).contains { $0 == "Sources" && String($1) == name }
        })
      if !inModule.isEmpty { result[name] = inModule }
    }
    return result
  }

  /// The own modules in an order in which each comes after the own modules its files import; a cycle (which neither
  /// Xcode nor SwiftPM builds) is broken at the module met again, by name.
  static func dependencyOrder(_ modules: [String: Set<String>], sources: [String: String]) -> [String] {
    var order: [String] = []
    var visiting: Set<String> = []
    func visit(_ module: String) {
      guard !order.contains(module), visiting.insert(module).inserted else { return }
      let imported = (modules[module] ?? []).reduce(into: Set<String>()) {
        $0.formUnion(MinimalPort.importedModules(sources[$1] ?? ""))
      }
      for dependency in imported.intersection(modules.keys).sorted() where dependency != module { visit(dependency) }
      order.append(module)
    }
    for module in modules.keys.sorted() { visit(module) }
    return order
  }

  /// Files of the corpus folders that the app's Xcode project does not compile (a team ports with `--exclude` for
  /// them): they are not the app's code. No `PBXFileReference` names them in the project at the corpus commit:
  /// Corona-Warn-App's `src/xcode/ENA/ENA.xcodeproj/project.pbxproj` (6dfd0d7b; two of them redeclare a protocol of
  /// a compiled file), OpenHAB's `openHAB.xcodeproj/project.pbxproj` (eb34c7f5; one imports nothing at all),
  /// UpcomingTV's `Xcode/upcomingtv.xcodeproj/project.pbxproj` (a91416ce; its ViewController.swift redeclares `UTV`),
  /// VocabularyTrainer's `VocabularyTrainer.xcodeproj/project.pbxproj` (misteu/VocabularyTraining 3cad2de2: its one
  /// `TrainingViewController.swift` reference is in the `Training/ViewController` group; the older file of that name
  /// at the top, left behind when the screen moved to code, redeclares the class).
  static let notInProject: [String: Set<String>] = [
    "UpcomingTV": ["Xcode/upcomingtv/ViewController.swift"],
    "VocabularyTrainer": ["VocabularyTrainer/TrainingViewController.swift"],
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
