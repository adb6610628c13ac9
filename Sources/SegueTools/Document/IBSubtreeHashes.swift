import StoryboardFormat

/// Hashes of an ``IBDocument``'s subtrees, computed when first asked for and kept: the whole subtree (names,
/// attributes, text, children) and the same without what Xcode's layout rewrites on its own (frames,
/// `<point key="canvasLocation">`, the `misplaced` and `ambiguous` flags).
///
/// Reading a document hashes nothing: a diff or a merge compares unchanged subtrees by their bytes
/// (``IBSubtreeComparer``) and needs hashes only for the few subtrees whose bytes differ, so each element is hashed
/// at most once whatever is asked.
struct IBSubtreeHashes {
  let document: IBDocument
  private var full: [Int]
  private var layoutFree: [Int]
  private var known: [UInt8]

  private static let fullKnown: UInt8 = 1
  private static let layoutFreeKnown: UInt8 = 2

  init(_ document: IBDocument) {
    self.document = document
    full = Array(repeating: 0, count: document.elements.count)
    layoutFree = full
    known = Array(repeating: 0, count: document.elements.count)
  }

  /// The hash of the element at `index` and everything below it.
  mutating func subtree(_ index: Int) -> Int {
    if known[index] & Self.fullKnown != 0 { return full[index] }
    let element = document.elements[index]
    var hasher = Hasher()
    hasher.combine(element.name)
    hasher.combine(element.attributes)
    hasher.combine(element.text)
    for child in element.children { hasher.combine(subtree(child)) }
    let hash = hasher.finalize()
    full[index] = hash
    known[index] |= Self.fullKnown
    return hash
  }

  /// The hash of the element at `index` and everything below it, frames, canvas locations and layout flags left out.
  mutating func layoutFreeSubtree(_ index: Int) -> Int {
    if known[index] & Self.layoutFreeKnown != 0 { return layoutFree[index] }
    let element = document.elements[index]
    var hasher = Hasher()
    hasher.combine(element.name)
    let key = element["key"]
    let isFrame =
      (element.name == "rect" && key == "frame") || (element.name == "point" && key == "canvasLocation")
    if !isFrame {
      for attribute in element.attributes where attribute.name != "misplaced" && attribute.name != "ambiguous" {
        hasher.combine(attribute.name)
        hasher.combine(attribute.value)
      }
    }
    hasher.combine(element.text)
    for child in element.children { hasher.combine(layoutFreeSubtree(child)) }
    let hash = hasher.finalize()
    layoutFree[index] = hash
    known[index] |= Self.layoutFreeKnown
    return hash
  }
}
