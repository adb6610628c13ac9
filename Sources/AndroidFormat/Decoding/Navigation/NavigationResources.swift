public import Foundation
public import StoryboardFormat

/// The navigation graphs of an app (`res/navigation/*.xml`) with their `<include>`s resolved across files, as a
/// storyboard reference is resolved to the storyboard it names.
///
/// Android inflates `<include app:graph="@navigation/other"/>` into the other file's graph, nested in place
/// (AndroidX `NavInflater`: the included graph keeps its own id). ``resolvedGraph(named:)`` gives that tree;
/// ``diagnostics`` adds the includes that name no file and the cycles.
///
/// ```swift
/// let graphs = NavigationResources.load(resFolder: URL(fileURLWithPath: "app/src/main/res"))
/// let main = graphs.resolvedGraph(named: "nav_graph")
/// ```
public struct NavigationResources: Sendable, Hashable {
  /// The decoded files, by resource name (`nav_graph`).
  public var documents: [String: NavigationDocument]

  /// Graphs from decoded documents.
  public init(_ documents: [NavigationDocument]) {
    var byName: [String: NavigationDocument] = [:]
    for document in documents where byName[document.resourceName] == nil { byName[document.resourceName] = document }
    self.documents = byName
  }

  /// Every `*.xml` in `resFolder/navigation` (and its `navigation-*` qualifier folders' first), decoded; none when
  /// there is no such folder.
  public static func load(resFolder: URL) -> NavigationResources {
    let folder = resFolder.appendingPathComponent("navigation")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let documents = files.filter { $0.hasSuffix(".xml") }.sorted().compactMap { name in
      try? NavigationDecoder.decode(contentsOf: folder.appendingPathComponent(name))
    }
    return NavigationResources(documents)
  }

  /// The resource names, sorted.
  public var names: [String] { documents.keys.sorted() }

  /// The graph of the file `name`, with every `<include>` replaced by the graph it names (recursively); an include
  /// that names no file, or that would include a graph already being included, stays as written.
  public func resolvedGraph(named name: String) -> NavigationNode? {
    guard let graph = documents[name]?.graph else { return nil }
    return resolve(graph, including: [name])
  }

  private func resolve(_ node: NavigationNode, including: Set<String>) -> NavigationNode {
    var node = node
    node.destinations = node.destinations.map { child in
      guard child.kind == .include else { return resolve(child, including: including) }
      guard let target = child.includedGraphName, !including.contains(target), let graph = documents[target]?.graph
      else {
        return child
      }
      return resolve(graph, including: including.union([target]))
    }
    return node
  }

  /// The problems of resolving includes, at the include: one that names no file, and one that leads back to its own
  /// file (a cycle).
  public var diagnostics: [Diagnostic] {
    var found: [Diagnostic] = []
    for name in names {
      guard let graph = documents[name]?.graph else { continue }
      var visited: Set<String> = [name]
      check(graph, origin: name, chain: [name], atOrigin: true, visited: &visited, into: &found)
    }
    return found.sorted {
      ($0.location.file, $0.location.line, $0.location.column) < (
        $1.location.file, $1.location.line, $1.location.column
      )
    }
  }

  private func check(
    _ node: NavigationNode, origin: String, chain: [String], atOrigin: Bool, visited: inout Set<String>,
    into found: inout [Diagnostic]
  ) {
    for child in node.destinations {
      guard child.kind == .include else {
        check(child, origin: origin, chain: chain, atOrigin: atOrigin, visited: &visited, into: &found)
        continue
      }
      guard let target = child.includedGraphName else { continue }  // the decoder reported it
      guard let graph = documents[target]?.graph else {
        if atOrigin {
          found.append(
            Diagnostic(
              severity: .error, code: .includeUnresolved,
              message: "'<include>' names '@navigation/\(target)', which is not among the navigation files",
              location: child.location))
        }
        continue
      }
      if target == origin {
        found.append(
          Diagnostic(
            severity: .error, code: .includeCycle,
            message: "'<include>' of '@navigation/\(target)' makes a cycle: "
              + (chain + [target]).joined(separator: " → "), location: child.location))
      } else if visited.insert(target).inserted {
        check(graph, origin: origin, chain: chain + [target], atOrigin: false, visited: &visited, into: &found)
      }
    }
  }
}
