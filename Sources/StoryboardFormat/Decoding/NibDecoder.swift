public import Foundation

/// Reads `.xib` files into ``NibDocument`` values.
///
/// The same reader as ``StoryboardDecoder``, with the same guarantees: decoding never stops at the first problem
/// and never traps; malformed XML, merge-conflict markers, a storyboard instead of a xib, dangling connections
/// each become a ``Diagnostic`` with file:line:column, and everything else still loads. iOS, tvOS and macOS xibs
/// are all decoded (their XML is the same; macOS actions name their receiver in `target`).
///
/// ```swift
/// let nib = try NibDecoder.decode(contentsOf: URL(fileURLWithPath: "ProfileCell.xib"))
/// for object in nib.topLevelObjects { print(object.element, object.customClass ?? "-") }
/// ```
public enum NibDecoder {
  /// Decodes a xib from its bytes; `path` is used for the document's name and diagnostics.
  public static func decode(_ bytes: [UInt8], path: String) -> NibDocument {
    bytes.withUnsafeBufferPointer { decode(buffer: $0, path: path) }
  }

  /// Decodes a xib from its bytes; `path` is used for the document's name and diagnostics.
  public static func decode(_ data: Data, path: String) -> NibDocument {
    data.withUnsafeBytes { decode(buffer: $0.bindMemory(to: UInt8.self), path: path) }
  }

  /// Reads and decodes a xib file; throws only when the file cannot be read.
  public static func decode(contentsOf url: URL) throws(StoryboardError) -> NibDocument {
    decode(try StoryboardDecoder.contents(of: url), path: url.path)
  }

  static func decode(buffer: UnsafeBufferPointer<UInt8>, path: String) -> NibDocument {
    StoryboardDecoder.withBuilder(buffer: buffer, path: path) { $0.buildNib() }
  }
}
