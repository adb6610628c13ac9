import StoryboardFormat

/// What the nib rules share: the nib's cells, where a nib-wide finding goes, and the classes of outlet holders.
enum NibChecks {
  /// Top-level elements a table or collection view dequeues.
  static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell"]
  /// Top-level elements `register` accepts, cells included.
  static let reusableElements: Set<String> = cellElements.union([
    "collectionReusableView", "tableViewHeaderFooterView",
  ])

  /// The nib's top-level table and collection view cells.
  static func cells(_ nib: NibDocument) -> [StoryboardObject] {
    nib.topLevelObjects.filter { cellElements.contains($0.element) }
  }

  /// Where a finding about the whole nib goes: the File's Owner placeholder, else the first top-level object,
  /// else the file's start.
  static func location(_ nib: NibDocument) -> SourceLocation {
    nib.filesOwner?.location ?? nib.topLevelObjects.first?.location
      ?? SourceLocation(file: nib.path, line: 1, column: 1)
  }

  /// The file name, for messages: `ProfileCell.xib`.
  static func fileName(_ nib: NibDocument) -> String { "\(nib.name).xib" }

  /// `'A' (at A.swift:3:5), 'B' (…)` for up to two references, then a count of the rest.
  static func listed(_ references: [NibReference]) -> String {
    let named = references.prefix(2).map { reference in
      (reference.className.map { "'\($0)' " } ?? "") + "(at \(reference.location))"
    }
    let more = references.count > 2 ? " and \(references.count - 2) more" : ""
    return named.joined(separator: ", ") + more
  }
}
