public import Foundation

/// Reads `AndroidManifest.xml` files into ``AndroidManifest`` values.
///
/// The same XML reader as StoryboardFormat's decoders, with the same guarantees: decoding never stops at the first
/// problem and never traps; malformed XML, merge-conflict markers, unknown elements, attributes and values each
/// become a diagnostic with file:line:column, and everything else still loads. Entities are never expanded beyond
/// XML's five predefined ones and character references; a file that declares entities is refused.
///
/// Android's attributes are found by their namespace URI, whatever prefix the file binds to it. Build placeholders
/// (`${applicationId}`) and resource references (`@string/app_name`) are kept as written.
///
/// ```swift
/// let manifest = try ManifestDecoder.decode(contentsOf: URL(fileURLWithPath: "app/src/main/AndroidManifest.xml"))
/// print(manifest.package ?? "-", manifest.launcherActivities.map(\.className))
/// ```
public enum ManifestDecoder {
  /// Decodes a manifest from its bytes; `path` names the file in diagnostics. `namespace` is the Gradle
  /// `namespace` (AGP 7+), used as the package when the manifest has no `package` attribute.
  public static func decode(_ bytes: [UInt8], path: String, namespace: String? = nil) -> AndroidManifest {
    var builder = ManifestBuilder(path: path, namespace: namespace)
    return builder.build(bytes)
  }

  /// Decodes a manifest from its bytes as `decode(_:path:namespace:)` does, but reading every element's attributes
  /// as strings, never on their bytes (the decoder's own reading of elements whose attribute names are not ASCII):
  /// for tests that check both readings give the same manifest.
  package static func decode(
    _ bytes: [UInt8], path: String, namespace: String? = nil, readingAttributesAsStrings: Bool
  ) -> AndroidManifest {
    var builder = ManifestBuilder(
      path: path, namespace: namespace, readsAttributesAsStrings: readingAttributesAsStrings)
    return builder.build(bytes)
  }

  /// Decodes a manifest from its bytes; `path` names the file in diagnostics.
  public static func decode(_ data: Data, path: String, namespace: String? = nil) -> AndroidManifest {
    decode(Array(data), path: path, namespace: namespace)
  }

  /// Reads and decodes a manifest file; throws only when the file cannot be read.
  public static func decode(contentsOf url: URL, namespace: String? = nil) throws(ManifestError) -> AndroidManifest {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ManifestError(description: "Cannot read '\(url.path)': \(error.localizedDescription)")
    }
    return decode(data, path: url.path, namespace: namespace)
  }
}

/// An error that stops a manifest from being read at all (decoding problems are diagnostics).
public struct ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, naming the file.
  public var description: String
}
