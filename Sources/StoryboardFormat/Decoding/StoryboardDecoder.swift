public import Foundation

/// Reads `.storyboard` files into ``StoryboardDocument`` values.
///
/// Decoding never stops at the first problem and never traps: malformed XML, merge-conflict
/// markers, a xib instead of a storyboard (``NibDecoder`` reads those), unknown elements or kinds each become a ``Diagnostic``
/// with file:line:column, and everything else still loads. Entities are never expanded beyond
/// XML's five predefined ones and character references; a file that declares entities is refused.
///
/// ```swift
/// let document = try StoryboardDecoder.decode(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// for segue in document.segues { print(segue.kind, segue.identifier ?? "-", segue.owner.role) }
/// ```
public enum StoryboardDecoder {
  /// Decodes a storyboard from its bytes; `path` is used for the document's name and diagnostics.
  public static func decode(_ bytes: [UInt8], path: String) -> StoryboardDocument {
    bytes.withUnsafeBufferPointer { decode(buffer: $0, path: path) }
  }

  /// Decodes a storyboard from its bytes; `path` is used for the document's name and diagnostics.
  public static func decode(_ data: Data, path: String) -> StoryboardDocument {
    data.withUnsafeBytes { decode(buffer: $0.bindMemory(to: UInt8.self), path: path) }
  }

  /// Reads and decodes a storyboard file; throws only when the file cannot be read.
  public static func decode(contentsOf url: URL) throws(StoryboardError) -> StoryboardDocument {
    decode(try StoryboardDecoder.contents(of: url), path: url.path)
  }

  /// The bytes of a storyboard or xib file, or ``StoryboardError`` saying why they cannot be read.
  static func contents(of url: URL) throws(StoryboardError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw StoryboardError(.unreadable(path: url.path, reason: error.localizedDescription))
    }
  }

  static func decode(buffer: UnsafeBufferPointer<UInt8>, path: String) -> StoryboardDocument {
    withBuilder(buffer: buffer, path: path) { $0.build() }
  }

  /// Runs `build` on a builder over the file's bytes, with merge-conflict marker lines blanked out and reported
  /// (so both sides of a conflict load); shared by storyboards and nibs.
  static func withBuilder<Document>(
    buffer: UnsafeBufferPointer<UInt8>, path: String, _ build: (inout DocumentBuilder) -> Document
  ) -> Document {
    let lines = LineIndex(buffer)
    return ConflictMarkers.withMarkersBlanked(in: buffer, lines: lines) { patched, conflicts in
      var builder = DocumentBuilder(path: path, bytes: patched, lines: lines)
      for conflict in conflicts {
        builder.report(
          .error, .mergeConflict, ConflictMarkers.message(conflict.marker, hint: true),
          atOffset: conflict.range.lowerBound)
      }
      return build(&builder)
    }
  }
}

/// An error that stops a storyboard from being read at all (decoding problems are diagnostics).
public struct StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
  enum Reason: Sendable, Hashable {
    case unreadable(path: String, reason: String)
  }

  let reason: Reason

  init(_ reason: Reason) {
    self.reason = reason
  }

  public var description: String {
    switch reason {
    case .unreadable(let path, let reason): "Cannot read '\(path)': \(reason)"
    }
  }
}
