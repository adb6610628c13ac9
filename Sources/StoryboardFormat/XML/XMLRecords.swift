/// The elements of one XML file in document order, as the reader meets them, with no tree built: for a builder that
/// walks the elements in order with its own stack (the Android decoders). Made by `XMLTree.readRecords(_:path:)`.
///
/// Each element is a ``StoryboardObject`` with its attributes, character data and location and no children; where
/// its descendants end is in `ends`, so a walk steps from a child to its next sibling in one move. Shared by
/// reference: a builder's element values hold it, not copies of the arrays.
package final class XMLRecords: Sendable {
  /// Every element in document order (depth first), each without children.
  package let elements: [StoryboardObject]
  /// Parallel to `elements`: the index just past each element's last descendant (its next sibling's, if any).
  package let ends: [Int]
  /// The indices of the top-level elements, in file order (a well-formed file has one).
  package let roots: [Int]
  /// Problems found while reading, in the order found (the same as `XMLTree`'s for the same bytes).
  package let diagnostics: [Diagnostic]
  /// True when the file declared entities or external identifiers and nothing was read.
  package let refused: Bool

  init(elements: [StoryboardObject], ends: [Int], diagnostics: [Diagnostic], refused: Bool) {
    self.elements = elements
    self.ends = ends
    var roots: [Int] = []
    var index = 0
    while index < elements.count {
      roots.append(index)
      index = ends[index]
    }
    self.roots = roots
    self.diagnostics = diagnostics
    self.refused = refused
  }

  /// The element at `index` with everything below it, as `XMLTree` would give it.
  package func subtree(_ index: Int) -> StoryboardObject {
    var object = elements[index]
    let end = ends[index]
    guard index + 1 < end else { return object }
    var children: [StoryboardObject] = []
    var child = index + 1
    while child < end {
      children.append(subtree(child))
      child = ends[child]
    }
    object.children = children
    return object
  }
}
