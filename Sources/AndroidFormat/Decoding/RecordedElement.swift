import StoryboardFormat

/// One element of an Android XML file as the shared reader recorded it: the element the builders read, walked in
/// document order without the reader's generic tree (`XMLTree`) being built first.
///
/// It reads like the tree's element (`element`, `attributes`, `content`, `location`, `children`); `children` steps
/// from one child to the next over the records, and `subtree` makes the tree's element only for what a model keeps
/// whole (unknown elements and their contents).
struct RecordedElement {
  let records: XMLRecords
  let index: Int

  var element: String { records.elements[index].element }
  var attributes: Attributes { records.elements[index].attributes }
  var content: String? { records.elements[index].content }
  var location: SourceLocation { records.elements[index].location }
  /// The child elements, in file order.
  var children: Children { Children(records: records, position: index + 1, end: records.ends[index]) }
  /// This element and everything below it, as the reader's tree has it.
  var subtree: StoryboardObject { records.subtree(index) }

  /// An element's children: each step goes past the child's descendants to its next sibling.
  struct Children: Sequence, IteratorProtocol {
    let records: XMLRecords
    /// The next child's index.
    var position: Int
    let end: Int

    mutating func next() -> RecordedElement? {
      guard position < end else { return nil }
      let child = RecordedElement(records: records, index: position)
      position = records.ends[position]
      return child
    }
  }
}
