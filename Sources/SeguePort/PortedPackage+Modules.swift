import Foundation

extension PortedPackage {
  /// Finds and ports the app's own modules: those `--module` names, and each module the app (or one of its
  /// modules) imports that ``ModuleDiscovery`` finds a folder for. Returns them in dependency order, with the
  /// import cycles among them.
  static func portModules(
    discovery: ModuleDiscovery, options: PortOptions, stubs: Set<String>, appImports: Set<String>
  ) throws -> (modules: [PortedModuleTarget], cycles: [String]) {
    var pending = options.modules.map(\.name) + appImports.sorted()
    var seen: Set<String> = []
    var found: [PortedModuleTarget] = []
    while !pending.isEmpty {
      let name = pending.removeFirst()
      guard name != options.targetName, !stubs.contains(name), !SourceScanner.linuxModules.contains(name),
        !SourceScanner.segueKitModules.contains(name), seen.insert(name).inserted,
        let module = discovery.module(named: name)
      else { continue }
      let target = try PortedModuleTarget(module: module, options: options, stubs: stubs)
      found.append(target)
      pending += target.port.importedModules.sorted()
    }
    let names = Set(found.map(\.module.name))
    for index in found.indices {
      found[index].module.dependencies = found[index].port.importedModules.intersection(names)
        .subtracting([found[index].module.name]).sorted()
    }
    let order = ModuleOrder(found.map { ($0.module.name, $0.module.dependencies) })
    let position = Dictionary(uniqueKeysWithValues: order.sorted.enumerated().map { ($1, $0) })
    found.sort { (position[$0.module.name] ?? 0) < (position[$1.module.name] ?? 0) }
    // Ported again, in dependency order, with the ports of the modules each imports: a class whose superclass is
    // another module's extends that class's connection table.
    var ported: [String: SourcePort] = [:]
    for index in found.indices {
      let dependencies = found[index].module.dependencies.compactMap { ported[$0] }
      if !dependencies.isEmpty {
        found[index].port = SourcePort(sources: found[index].sources, stubs: stubs, dependencies: dependencies)
      }
      ported[found[index].module.name] = found[index].port
    }
    return (found, order.cycles)
  }

  /// The app's modules its own files import, sorted.
  public var appDependencies: [String] {
    port.importedModules.intersection(modules.map(\.module.name)).sorted()
  }

  /// The names of the app's own modules.
  var moduleNames: Set<String> { Set(modules.map(\.module.name)) }

  /// A path with `.`, `..` and symbolic links resolved as far as the file system knows them.
  static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
