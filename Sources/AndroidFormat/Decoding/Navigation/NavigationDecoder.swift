public import Foundation

/// Reads navigation resources (`res/navigation/*.xml`) into ``NavigationDocument`` values.
///
/// The same XML reader and guarantees as ``ManifestDecoder``: decoding never stops at the first problem and never
/// traps; malformed XML and what AndroidX's `NavInflater` refuses ("Arguments must have a name", "Every <deepLink>
/// must include at least one of app:uri, app:action, or app:mimeType" …) each become a diagnostic with
/// file:line:column, and everything else still loads. Unknown elements (a custom navigator's tag is a destination)
/// and attributes are kept. `<include>`s are resolved across files by ``NavigationResources``.
///
/// ```swift
/// let document = try NavigationDecoder.decode(contentsOf: URL(fileURLWithPath: "res/navigation/nav_graph.xml"))
/// print(document.graph?.destinations.compactMap(\.destinationID) ?? [], document.diagnostics.map(\.description))
/// ```
public enum NavigationDecoder {
  /// Decodes a navigation graph from its bytes; `path` names the file in diagnostics.
  public static func decode(_ bytes: [UInt8], path: String) -> NavigationDocument {
    var builder = NavigationBuilder(path: path)
    return builder.build(bytes)
  }

  /// Decodes a navigation graph from its bytes as `decode(_:path:)` does, but reading every element's
  /// attributes as strings, never on their bytes (the decoder's own reading of elements whose attribute names are not
  /// ASCII): for tests that check both readings give the same document.
  package static func decode(_ bytes: [UInt8], path: String, readingAttributesAsStrings: Bool) -> NavigationDocument {
    var builder = NavigationBuilder(path: path, readsAttributesAsStrings: readingAttributesAsStrings)
    return builder.build(bytes)
  }

  /// Decodes a navigation graph from its bytes; `path` names the file in diagnostics.
  public static func decode(_ data: Data, path: String) -> NavigationDocument {
    decode(Array(data), path: path)
  }

  /// Reads and decodes a navigation file; throws only when the file cannot be read.
  public static func decode(contentsOf url: URL) throws(NavigationError) -> NavigationDocument {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw NavigationError(description: "Cannot read '\(url.path)': \(error.localizedDescription)")
    }
    return decode(data, path: url.path)
  }
}

/// An error that stops a navigation file from being read at all (decoding problems are diagnostics).
public struct NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, naming the file.
  public var description: String
}
