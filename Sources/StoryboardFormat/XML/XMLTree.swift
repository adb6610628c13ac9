/// The element tree of one XML file, for the package's other file-format modules (Android manifests): what the
/// storyboard decoder's reader sees, with the same guarantees.
///
/// Reading never traps and never stops at the first problem; merge-conflict marker lines are blanked out and
/// reported (so both sides load); a document type declaration with entities refuses the file. Every problem is a
/// ``Diagnostic`` with file:line:column. The tree's nodes are ``StoryboardObject``s, the reader's element type,
/// with no connections lifted; a caller turns them into its own model.
package struct XMLTree: Sendable {
  /// The top-level elements, in file order (a well-formed file has one); empty when the file was refused.
  package var roots: [StoryboardObject]
  /// Problems found while reading, in the order found.
  package var diagnostics: [Diagnostic]
  /// True when the file declared entities or external identifiers and nothing was read.
  package var refused: Bool

  /// Reads `bytes`; `path` names the file in locations.
  package static func read(_ bytes: [UInt8], path: String) -> XMLTree {
    bytes.withUnsafeBufferPointer { read(buffer: $0, path: path) }
  }

  /// Reads `buffer`; `path` names the file in locations.
  package static func read(buffer: UnsafeBufferPointer<UInt8>, path: String) -> XMLTree {
    scanning(buffer, path: path, flat: false) { scanner, diagnostics in
      let roots = scanner.scan()
      return XMLTree(roots: roots, diagnostics: diagnostics + scanner.problems, refused: scanner.refused)
    }
  }

  /// Reads `bytes` flat, every element with its byte ranges (for a lossless rewriter), with the same reader and
  /// the same diagnostics as ``read(_:path:)``; `path` names the file in locations.
  package static func readFlat(_ bytes: [UInt8], path: String) -> XMLFlatTree {
    bytes.withUnsafeBufferPointer { buffer in
      scanning(buffer, path: path, flat: true) { scanner, diagnostics in
        _ = scanner.scan()
        return XMLFlatTree(
          elements: scanner.flatElements, valueRanges: scanner.flatValueRanges, nameStarts: scanner.flatNameStarts,
          diagnostics: diagnostics + scanner.problems, refused: scanner.refused)
      }
    }
  }

  /// Reads `bytes` into its elements in document order, with no tree built (for a builder that walks them in
  /// order), with the same reader and the same diagnostics as `read(_:path:)`; `path` names the file in locations.
  package static func readRecords(_ bytes: [UInt8], path: String) -> XMLRecords {
    bytes.withUnsafeBufferPointer { buffer in
      scanning(buffer, path: path, flat: false, inOrder: true) { scanner, diagnostics in
        _ = scanner.scan()
        return XMLRecords(
          elements: scanner.orderedElements, ends: scanner.orderedEnds, diagnostics: diagnostics + scanner.problems,
          refused: scanner.refused)
      }
    }
  }

  /// Runs `body` with a scanner over `buffer` (conflict-marker lines blanked out) and the markers' diagnostics.
  private static func scanning<Result>(
    _ buffer: UnsafeBufferPointer<UInt8>, path: String, flat: Bool, inOrder: Bool = false,
    _ body: (inout XMLScanner, [Diagnostic]) -> Result
  ) -> Result {
    let lines = LineIndex(buffer)
    return ConflictMarkers.withMarkersBlanked(in: buffer, lines: lines) { patched, conflicts in
      let diagnostics = conflicts.map { conflict in
        let position = lines.position(of: conflict.range.lowerBound, in: buffer)
        return Diagnostic(
          severity: .error, code: .mergeConflict,
          message: ConflictMarkers.message(conflict.marker),
          location: SourceLocation(file: path, line: position.line, column: position.column))
      }
      var scanner = XMLScanner(
        bytes: patched, lines: lines, path: path, recordsFlat: flat, recordsInOrder: inOrder)
      return body(&scanner, diagnostics)
    }
  }
}
