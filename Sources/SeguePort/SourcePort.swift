/// Ports an app's Swift files in memory: rewrites each file line for line, resolves every `#selector`, and writes
/// the connection tables. ``PortedPackage`` puts the result on disk.
public struct SourcePort {
  /// The rewritten files, by the same relative paths as the input.
  public private(set) var files: [String: String] = [:]
  /// The generated file of connection tables (`SeguePortConnections.swift`), or `nil` when no class needs one.
  public private(set) var connections: String?
  /// How many of each rewrite were made.
  public private(set) var counts: [RewriteKind: Int] = [:]
  /// The classes given a generated table, sorted.
  public private(set) var tableClasses: [String] = []
  /// What could not be rewritten (errors) and what the user should know (notes), in file order.
  public private(set) var findings: [PortFinding] = []
  /// Each import of a framework that Linux lacks: the module and `file:line`.
  public private(set) var missingFrameworks: [(module: String, file: String, line: Int)] = []
  /// Every module the sources import.
  public private(set) var importedModules: Set<String> = []

  /// What another of the app's modules that imports this one needs of it: its classes and their tables' owners.
  var dependency = ConnectionTableGenerator.Dependency(types: TypeIndex([]), tableOwners: [:])

  /// The classes the generated `PortedApp.registerClasses()` registers.
  private(set) var registrable: [String] = []
  /// The app's delegate classes that UIKit creates by name at launch (app and scene delegates), sorted.
  public private(set) var launchDelegates: [String] = []
  /// The app delegate class, marked `@main` or `@UIApplicationMain`.
  public private(set) var mainDelegate: String?

  /// Ports `sources` (relative path → text); `stubs` names the user's stand-in modules, which win over SegueKit's
  /// framework modules; `dependencies` are the ports of the app's modules these sources import, where a class's
  /// superclass and its connection table may be.
  public init(sources: [String: String], stubs: Set<String> = [], dependencies: [SourcePort] = []) {
    var edits: [String: [SourceEdit]] = [:]
    var fragments: [PortedType] = []
    var selectorUses: [SelectorUse] = []
    var modules: Set<String> = []
    var scanners: [SourceScanner] = []
    for path in sources.keys.sorted() {
      let scanner = SourceScanner(file: path, source: sources[path] ?? "", stubs: stubs)
      scanners.append(scanner)
      edits[path] = scanner.edits
      counts.merge(scanner.counts, uniquingKeysWith: +)
      findings += scanner.findings
      fragments += scanner.types
      selectorUses += scanner.selectors
      modules.formUnion(scanner.importedModules)
      missingFrameworks += scanner.missingFrameworks.map { ($0.module, $0.location.file, $0.location.line) }
    }
    importedModules = modules
    let optionalNames = Set(scanners.flatMap { $0.optionalRequirements.map(\.name) })
    let valuedOptionalNames = Set(scanners.flatMap { $0.optionalRequirements.filter(\.returnsValue).map(\.name) })
    var types = TypeIndex(fragments)
    let extensionOverrides = types.overridesOfExtensionMembers()
    var foldedLines: [String: [ClosedRange<Int>]] = [:]
    var folds: [String: [ExtensionMerge.Fold]] = [:]
    let overriddenOwners = Set(extensionOverrides.map(\.owner))
    let appClasses = types.types.values.filter(\.isClass).map(\.name)
    let appClassNames = Set(appClasses + appClasses.compactMap { $0.split(separator: ".").last.map(String.init) })
    var leftOutLines: [String: Set<Int>] = [:]
    for scanner in scanners {
      let path = scanner.file
      let merge = ExtensionMerge(tree: scanner.tree, converter: scanner.converter, overriddenOwners: overriddenOwners)
      edits[path, default: []] += merge.edits
      let optionalCalls = OptionalCalls(tree: scanner.tree, names: optionalNames, valued: valuedOptionalNames)
      edits[path, default: []] += optionalCalls.edits
      let chains = OptionalPropertyChains(tree: scanner.tree)
      edits[path, default: []] += chains.edits
      if !chains.edits.isEmpty { counts[.optionalPropertyChain, default: 0] += chains.edits.count }
      let delegating = DelegatingInitializers(tree: scanner.tree)
      edits[path, default: []] += delegating.edits
      if !delegating.edits.isEmpty { counts[.convenienceInitializer, default: 0] += delegating.edits.count }
      let frameworkOverrides = FrameworkClassOverrides(
        tree: scanner.tree, converter: scanner.converter, appTypes: appClassNames)
      edits[path, default: []] += frameworkOverrides.edits
      for member in frameworkOverrides.leftOut {
        leftOutLines[path, default: []].insert(member.line)
        findings.append(
          PortFinding(
            .note, file: path, line: member.line, column: member.column,
            FrameworkClassOverrides.note(className: member.className, member: member.member)))
        counts[.frameworkOverrideLeftOut, default: 0] += 1
      }
      if optionalCalls.wrapsCalls, let addImport = scanner.segueKitImportIfMissing() {
        edits[path, default: []].append(addImport)
        counts[.importSegueKitAdded, default: 0] += 1
      }
      let conditions = ConditionalImports(tree: scanner.tree, converter: scanner.converter)
      edits[path, default: []] += conditions.edits
      if !conditions.edits.isEmpty { counts[.canImport, default: 0] += conditions.edits.count }
      missingFrameworks.removeAll { $0.file == path && conditions.inactiveImportLines.contains($0.line) }
      foldedLines[path] = merge.folds.map(\.extensionLines)
      folds[path] = merge.folds
      if !merge.folds.isEmpty { counts[.extensionFolded, default: 0] += merge.folds.count }
    }
    let move = ExtensionMove(
      scanners: scanners, folds: folds, overriddenMembers: extensionOverrides.map(\.ownerMethod))
    for (file, edit) in move.edits {
      var edit = edit
      // A conformance list after a class's name continues the one `ExtensionMerge` put there, if it did.
      if edit.replacement.hasPrefix(": "),
        edits[file, default: []].contains(where: { $0.range == edit.range && $0.replacement.hasPrefix(": ") })
      {
        edit.replacement = ", " + edit.replacement.dropFirst(2)
      }
      edits[file, default: []].append(edit)
    }
    let dispatched = FrameworkExtensionOverrides(types: types, scanners: scanners)
    for (file, edit) in dispatched.edits { edits[file, default: []].append(edit) }
    if dispatched.rewritten > 0 { counts[.extensionMemberOverride, default: 0] += dispatched.rewritten }
    for moved in move.moves { foldedLines[moved.extensionFile, default: []].append(moved.extensionLines) }
    if !move.moves.isEmpty { counts[.extensionMoved, default: 0] += move.moves.count }
    func isFolded(_ file: String, _ line: Int) -> Bool { foldedLines[file]?.contains { $0.contains(line) } == true }
    findings.removeAll {
      $0.message.hasPrefix(SourceScanner.overrideInExtension)
        && (isFolded($0.file, $0.line) || leftOutLines[$0.file]?.contains($0.line) == true)
    }
    findings += extensionOverrides.filter { !isFolded($0.ownerMethod.file, $0.ownerMethod.line) }.map(\.finding)
    for use in selectorUses {
      switch types.resolve(use) {
      case .success(let selector):
        let literal = "\"\(selector)\""
        edits[use.file, default: []].append(
          SourceEdit(range: use.range, replacement: use.initializesUntypedBinding ? "Selector(\(literal))" : literal))
        counts[.selector, default: 0] += 1
      case .failure(let finding):
        findings.append(finding)
      }
    }
    registrable = types.types.values.filter { $0.isClass && !$0.isGeneric && $0.privateModifiers.isEmpty }
      .map(\.name).sorted()
    launchDelegates = types.types.values.filter(\.isLaunchDelegate).map(\.name).sorted()
    mainDelegate = types.types.values.filter { $0.isApplicationMain && $0.isLaunchDelegate }.map(\.name).min()
    // The generated table imports the app's modules as the port leaves them.
    let portedModules = Set(
      modules.map { stubs.contains($0) ? $0 : SourceScanner.frameworkModules[$0] ?? $0 })
    var generator = ConnectionTableGenerator(
      types: types, modules: portedModules, dependencies: dependencies.map(\.dependency))
    connections = generator.generate()
    tableClasses = generator.tableClasses
    dependency = .init(types: types, tableOwners: generator.tableOwners)
    findings += generator.findings
    for (file, edit, kind) in generator.edits {
      edits[file, default: []].append(edit)
      counts[kind, default: 0] += 1
    }
    for (file, edit) in CellInitializers(types: types).edits {
      edits[file, default: []].append(edit)
      counts[.cellInitializer, default: 0] += 1
    }
    for (path, text) in sources {
      files[path] = SourceEdit.apply(edits[path] ?? [], to: text)
    }
    files = move.apply(to: files)
    findings.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
  }

  /// Whether something could not be rewritten (the port then exits 1).
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

extension SourcePort {
  /// The app's classes that storyboards can name: not generic, not nested in a function, sorted.
  public var launchableClasses: [String] { registrable }
}
