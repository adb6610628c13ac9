import SeguePictures

/// The outlines one wireframe of ``DiffHTML``'s page gets: one per drawn object a change is about (added before
/// removed before moved before changed when several are), and the whole screen for changes to objects it does not
/// draw.
struct DiffHTMLMarks {
  let side: String
  let file: Int
  /// The scene section's id, the prefix of the screen's.
  let anchor: String
  private(set) var marks: [String: WireframeMark] = [:]
  private(set) var screen: WireframeMark?

  init(side: String, file: Int, anchor: String) {
    self.side = side
    self.file = file
    self.anchor = anchor
  }

  private static let precedence = ["added", "removed", "moved", "changed"]

  /// Outlines the drawn object nearest to `index` (itself or an ancestor within the scene `group`), or the screen;
  /// returns the outline's id. `nil` when the element is in another scene on this side.
  mutating func mark(
    _ index: Int, in document: IBDocument, group: String, drawn: Set<String>, style: String, title: String
  ) -> String? {
    guard DiffHTMLFile.group(of: index, in: document) == group else { return nil }
    var current: Int? = index
    while let here = current, document.address(of: here) != group {
      if let id = document.elements[here].id, drawn.contains(id) {
        let mark = Self.merged(marks[id], style: style, title: title, anchor: "f\(file)-\(side)-\(id)")
        marks[id] = mark
        return mark.anchor
      }
      current = document.elements[here].parent
    }
    let mark = Self.merged(screen, style: style, title: title, anchor: "\(anchor)-\(side)")
    screen = mark
    return mark.anchor
  }

  private static func merged(_ existing: WireframeMark?, style: String, title: String, anchor: String) -> WireframeMark
  {
    guard var mark = existing else { return WireframeMark(style: style, anchor: anchor, title: title) }
    if (precedence.firstIndex(of: style) ?? 9) < (precedence.firstIndex(of: mark.style) ?? 9) { mark.style = style }
    mark.title += "\n" + title
    return mark
  }
}
