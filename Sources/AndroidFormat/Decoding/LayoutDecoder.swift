public import Foundation

/// Reads layout resources (`res/layout/*.xml`) into ``AndroidLayout`` values.
///
/// The same XML reader and guarantees as ``ManifestDecoder``: decoding never stops at the first problem and never
/// traps; malformed XML, merge-conflict markers, misplaced layout tags and data-binding mistakes each become a
/// diagnostic with file:line:column, and everything else still loads. Where Android refuses a layout (when inflating
/// it, or when the data-binding compiler reads it) the message quotes Android's text.
///
/// View classes are an open set (any `View` subclass may be an element), so element names are checked only where
/// Android gives them a meaning (`include`, `merge`, `fragment`, `view`, `requestFocus`, `tag`) and where no class
/// can have them (a lower-case name without a dot). Android's and the app's attributes are found by their namespace
/// URIs, whatever prefixes the file binds; `tools:` attributes are kept and not read. Data binding's `<layout>` and
/// `<data>` are kept with their variables, imports and expressions, which are not evaluated: a
/// `binding-not-evaluated` note says so once per file.
///
/// ```swift
/// let layout = try LayoutDecoder.decode(contentsOf: URL(fileURLWithPath: "app/src/main/res/layout/main.xml"))
/// print(layout.fragmentHosts.map { $0.fragmentClassName ?? "-" }, layout.diagnostics.map(\.description))
/// ```
public enum LayoutDecoder {
  /// Decodes a layout from its bytes; `path` names the file in diagnostics.
  public static func decode(_ bytes: [UInt8], path: String) -> AndroidLayout {
    var builder = LayoutBuilder(path: path)
    return builder.build(bytes)
  }

  /// Decodes a layout from its bytes as `decode(_:path:)` does, but reading every element's attributes as strings,
  /// never on their bytes (the decoder's own reading of elements whose attribute names are not ASCII): for tests that
  /// check both readings give the same layout.
  package static func decode(_ bytes: [UInt8], path: String, readingAttributesAsStrings: Bool) -> AndroidLayout {
    var builder = LayoutBuilder(path: path, readsAttributesAsStrings: readingAttributesAsStrings)
    return builder.build(bytes)
  }

  /// Decodes a layout from its bytes; `path` names the file in diagnostics.
  public static func decode(_ data: Data, path: String) -> AndroidLayout {
    decode(Array(data), path: path)
  }

  /// Reads and decodes a layout file; throws only when the file cannot be read.
  public static func decode(contentsOf url: URL) throws(LayoutError) -> AndroidLayout {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw LayoutError(description: "Cannot read '\(url.path)': \(error.localizedDescription)")
    }
    return decode(data, path: url.path)
  }
}

/// An error that stops a layout from being read at all (decoding problems are diagnostics).
public struct LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, naming the file.
  public var description: String
}
