public import StoryboardFormat

/// A decoded navigation resource (`res/navigation/*.xml`): its root graph, every element and attribute kept, and the
/// problems found as `Diagnostic`s with file:line:column.
///
/// Jetpack Navigation's counterpart of a storyboard: destinations are scenes, actions segues, `popUpTo` an unwind,
/// `startDestination` the initial view controller. Android inflates the file into a `NavGraph` (AndroidX
/// `NavInflater`); this model keeps the file as written, resource references (`@id/home`) included, and
/// ``NavigationNode/destinationID`` and friends read them.
///
/// ```swift
/// let document = try NavigationDecoder.decode(contentsOf: URL(fileURLWithPath: "res/navigation/nav_graph.xml"))
/// print(document.graph?.startDestinationID ?? "-", document.graph?.destinations.map(\.element) ?? [])
/// ```
public struct NavigationDocument: Sendable, Hashable {
  /// The file, as given.
  public var path: String
  /// The resource name Android gives the file (`nav_graph` for `nav_graph.xml`), what `@navigation/nav_graph` names.
  public var resourceName: String
  /// The root `<navigation>`; `nil` when the file has no root element or another one (see the diagnostics).
  public var graph: NavigationNode?
  /// The problems found, in file order.
  public var diagnostics: [Diagnostic]

  /// An empty document for `path`.
  public init(path: String, graph: NavigationNode? = nil, diagnostics: [Diagnostic] = []) {
    self.path = path
    let file = Self.lastComponent(of: path)
    resourceName = file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
    self.graph = graph
    self.diagnostics = diagnostics
  }

  /// The last part of `path` that is not empty (`nav_graph.xml` for `res/navigation/nav_graph.xml/`), found on the
  /// UTF-8 bytes from the end; `path` itself when every part is empty.
  private static func lastComponent(of path: String) -> String {
    let bytes = path.utf8
    let slash = UInt8(ascii: "/")
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
    guard end > bytes.startIndex else { return path }
    var start = end
    while start > bytes.startIndex, bytes[bytes.index(before: start)] != slash { start = bytes.index(before: start) }
    return start == bytes.startIndex && end == bytes.endIndex ? path : String(path[start..<end])
  }

  /// Whether a diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Every node of the file, depth first, the root first.
  public var allNodes: [NavigationNode] {
    var nodes: [NavigationNode] = []
    func walk(_ node: NavigationNode) {
      nodes.append(node)
      node.destinations.forEach(walk)
    }
    graph.map(walk)
    return nodes
  }

  /// The Android navigation namespace of attributes (`app:`), as the files bind it.
  public static let appNamespace = "http://schemas.android.com/apk/res-auto"
}
