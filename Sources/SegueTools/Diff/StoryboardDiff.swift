public import StoryboardFormat

/// The semantic difference between two versions of a storyboard or xib: objects matched by `id` (scenes by
/// `sceneID`, property elements by their `key`) and reported as added, removed, moved, reordered or changed.
///
/// Not in Xcode: Xcode shows a storyboard's history only as XML text. Subtrees whose bytes are the same are skipped
/// (``IBSubtreeComparer``), so comparing costs little beyond reading the two files.
///
/// ```swift
/// let diff = StoryboardDiff.compare(old: IBDocument.read(bytes: old, path: "a"), new: IBDocument.read(bytes: new, path: "b"))
/// for change in diff.changes { print(change.summary) }
/// ```
public struct StoryboardDiff: Sendable {
  /// The old file's path.
  public var oldPath: String
  /// The new file's path.
  public var newPath: String
  /// The changes, in the new file's order, then the removals in the old file's order.
  public var changes: [DiffChange]
  /// Problems reading either file (malformed XML, conflict markers), with file:line:column.
  public var diagnostics: [Diagnostic]

  /// Compares `old` with `new`.
  public static func compare(old: IBDocument, new: IBDocument) -> StoryboardDiff {
    var comparison = Comparison(old: old, new: new)
    comparison.run()
    return StoryboardDiff(
      oldPath: old.path, newPath: new.path, changes: comparison.changes,
      diagnostics: old.diagnostics + new.diagnostics)
  }
}

/// One comparison's state.
private struct Comparison {
  let old: IBDocument
  let new: IBDocument
  let oldNames: DiffNames
  let newNames: DiffNames
  /// Tells unchanged subtrees by their bytes.
  var equality: IBSubtreeComparer
  var changes: [DiffChange] = []
  var removals: [DiffChange] = []
  /// Each element's names, by file (true: new) and index: an element with many changes is named once.
  private var namesCache: [NamesKey: (category: String, context: String?, object: String, id: String)] = [:]

  private struct NamesKey: Hashable {
    var isNew: Bool
    var index: Int
  }

  init(old: IBDocument, new: IBDocument) {
    self.old = old
    self.new = new
    oldNames = DiffNames(document: old)
    newNames = DiffNames(document: new)
    equality = IBSubtreeComparer(old, new)
  }

  mutating func run() {
    switch (old.root, new.root) {
    case (nil, nil): return
    case (nil, _):
      changes.append(change(.added, newIndex: 0))
    case (_, nil):
      changes.append(change(.removed, oldIndex: 0))
    default:
      walkNew(0)
      walkOld(0)
    }
    changes += removals
  }

  // MARK: - Walking

  /// Reports what is new or changed at `index` of the new file and below it.
  private mutating func walkNew(_ index: Int) {
    let element = new.elements[index]
    guard let oldIndex = old.index(matching: index, in: new) else {
      reportAdded(index)
      return
    }
    let before = old.elements[oldIndex]
    let oldParent = before.parent.map { old.address(of: $0) }
    let newParent = element.parent.map { new.address(of: $0) }
    if oldParent != newParent, let oldParentIndex = before.parent, let newParentIndex = element.parent {
      var moved = change(.moved, oldIndex: oldIndex, newIndex: index)
      moved.old = oldNames.describe(oldNames.owner(of: oldParentIndex))
      moved.new = newNames.describe(newNames.owner(of: newParentIndex))
      let oldContext = oldNames.context(of: oldParentIndex)
      let newContext = newNames.context(of: newParentIndex)
      if oldContext != newContext {
        moved.old = [moved.old, oldContext.map { "in \($0)" }].compactMap { $0 }.joined(separator: " ")
        moved.new = [moved.new, newContext.map { "in \($0)" }].compactMap { $0 }.joined(separator: " ")
        moved.context = nil
      }
      changes.append(moved)
    }
    guard !equality.equal(oldIndex, index) else { return }
    compareAttributes(oldIndex: oldIndex, newIndex: index)
    reportReordered(oldIndex: oldIndex, newIndex: index)
    for child in element.children { walkNew(child) }
  }

  /// Reports what is gone at `index` of the old file and below it.
  private mutating func walkOld(_ index: Int) {
    let element = old.elements[index]
    guard let newIndex = new.index(matching: index, in: old) else {
      reportRemoved(index)
      return
    }
    guard !equality.equal(index, newIndex) else { return }
    for child in element.children { walkOld(child) }
  }

  private func isObject(_ element: IBElement) -> Bool { element.id != nil || element.name == "scene" }

  private func isContainer(_ element: IBElement, in document: IBDocument) -> Bool {
    !isObject(element)
      && (element.parent == nil || element.children.contains { isObject(document.elements[$0]) }
        || ["scenes", "objects", "subviews", "constraints", "connections", "resources", "dependencies"].contains(
          element.name))
  }

  private mutating func reportAdded(_ index: Int) {
    let element = new.elements[index]
    if isObject(element) {
      changes.append(change(.added, newIndex: index))
      movedIn(below: index)
    } else if isContainer(element, in: new) {
      for child in element.children { walkNew(child) }
    } else {
      let owner = newNames.owner(of: index)
      var added = change(.changed, newIndex: owner)
      added.attribute = newNames.propertyPath(of: index, below: owner)
      added.new = Self.summary(of: element)
      added.noise = noise(element: index, in: new, attribute: added.attribute ?? "")
      changes.append(added)
    }
  }

  /// Objects inside an added object that were elsewhere before are moves, not additions.
  private mutating func movedIn(below index: Int) {
    for child in new.elements[index].children {
      if old.index(matching: child, in: new) != nil {
        walkNew(child)
      } else {
        movedIn(below: child)
      }
    }
  }

  private mutating func reportRemoved(_ index: Int) {
    let element = old.elements[index]
    if isObject(element) {
      removals.append(change(.removed, oldIndex: index))
    } else if isContainer(element, in: old) {
      for child in element.children { walkOld(child) }
    } else {
      let owner = oldNames.owner(of: index)
      guard let newOwner = new.index(matching: owner, in: old) else { return }
      var removed = change(.changed, oldIndex: owner, newIndex: newOwner)
      removed.attribute = oldNames.propertyPath(of: index, below: owner)
      removed.old = Self.summary(of: element)
      removed.noise = noise(element: index, in: old, attribute: removed.attribute ?? "")
      removals.append(removed)
    }
  }

  // MARK: - Attributes and order

  private mutating func compareAttributes(oldIndex: Int, newIndex: Int) {
    let before = old.elements[oldIndex]
    let after = new.elements[newIndex]
    let object = isObject(after)
    let owner = object ? newIndex : newNames.owner(of: newIndex)
    let oldOwner = object ? oldIndex : oldNames.owner(of: oldIndex)
    let path = object ? "" : newNames.propertyPath(of: newIndex, below: owner)
    let prefix = path.isEmpty ? "" : path + "."
    var oldValues: [String: String] = [:]
    for attribute in before.attributes { oldValues[attribute.name] = attribute.value }
    var seen: Set<String> = []
    for attribute in after.attributes {
      seen.insert(attribute.name)
      let previous = oldValues[attribute.name]
      guard previous != attribute.value else { continue }
      appendChange(
        owner: owner, oldOwner: oldOwner, element: newIndex, attribute: attribute.name, prefix: prefix,
        old: previous, new: attribute.value)
    }
    for attribute in before.attributes where !seen.contains(attribute.name) {
      appendChange(
        owner: owner, oldOwner: oldOwner, element: newIndex, attribute: attribute.name, prefix: prefix,
        old: attribute.value, new: nil)
    }
    if before.text != after.text {
      appendChange(
        owner: owner, oldOwner: oldOwner, element: newIndex, attribute: "text", prefix: prefix, old: before.text,
        new: after.text)
    }
  }

  private mutating func appendChange(
    owner: Int, oldOwner: Int, element: Int, attribute: String, prefix: String, old oldValue: String?,
    new newValue: String?
  ) {
    var changed = change(.changed, oldIndex: oldOwner, newIndex: owner)
    let isSegueKind = new.elements[owner].name == "segue" && attribute == "kind" && prefix.isEmpty
    if isSegueKind {
      changed.attribute = nil
      changed.old = oldValue.map { DiffNames.segueKinds[$0] ?? $0 }
      changed.new = newValue.map { DiffNames.segueKinds[$0] ?? $0 }
    } else {
      changed.attribute = prefix + attribute
      changed.old = oldValue
      changed.new = newValue
    }
    changed.noise = noise(element: element, in: new, attribute: prefix + attribute)
    changes.append(changed)
  }

  /// Objects whose place among the same siblings changed: those outside the longest run kept in order.
  private mutating func reportReordered(oldIndex: Int, newIndex: Int) {
    var oldPosition: [String: Int] = [:]
    for (position, child) in old.elements[oldIndex].children.enumerated() {
      oldPosition[old.address(of: child)] = position
    }
    let common = new.elements[newIndex].children.compactMap { child -> (Int, Int)? in
      oldPosition[new.address(of: child)].map { (child, $0) }
    }
    guard common.count > 1 else { return }
    let kept = Self.longestIncreasingRun(common.map(\.1))
    for (offset, pair) in common.enumerated() where !kept.contains(offset) && isObject(new.elements[pair.0]) {
      guard let before = old.index(matching: pair.0, in: new) else { continue }
      changes.append(change(.reordered, oldIndex: before, newIndex: pair.0))
    }
  }

  /// The offsets of a longest strictly increasing subsequence of `values` (patience sorting, n log n).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (offset, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[offset] = tails[low - 1] }
      if low == tails.count { tails.append(offset) } else { tails[low] = offset }
    }
    var kept: Set<Int> = []
    var current = tails.last ?? -1
    while current >= 0 {
      kept.insert(current)
      current = previous[current]
    }
    return kept
  }

  // MARK: - Building changes

  private mutating func change(_ kind: DiffChange.Kind, oldIndex: Int? = nil, newIndex: Int? = nil) -> DiffChange {
    let names = newIndex != nil ? newNames : oldNames
    let index = newIndex ?? oldIndex ?? 0
    let document = newIndex != nil ? new : old
    let element = document.elements[index]
    let key = NamesKey(isNew: newIndex != nil, index: index)
    let named: (category: String, context: String?, object: String, id: String)
    if let cached = namesCache[key] {
      named = cached
    } else {
      var context = names.context(of: index)
      let object = names.describe(index)
      if context == object || element.name == "scene" || names.isController(index) { context = nil }
      named = (
        names.category(of: index), context, object, element.id ?? element["sceneID"] ?? document.address(of: index)
      )
      namesCache[key] = named
    }
    return DiffChange(
      kind: kind, category: named.category, context: named.context, object: named.object,
      id: named.id, attribute: nil, old: nil, new: nil,
      oldLocation: oldIndex.map { old.elements[$0].location }, newLocation: newIndex.map { new.elements[$0].location },
      noise: noise(element: index, in: document, attribute: ""))
  }

  /// Whether a change to `attribute` of `element` (or to the element) is re-save or frame noise.
  private func noise(element index: Int, in document: IBDocument, attribute: String) -> DiffChange.Noise? {
    let element = document.elements[index]
    if element.parent == nil, ["toolsVersion", "systemVersion"].contains(attribute) { return .resave }
    if ["capability", "plugIn", "device"].contains(element.name) || Self.isResaveNoise(index, in: document) {
      return .resave
    }
    if attribute == "frame" || attribute.hasPrefix("frame.") || attribute == "misplaced" || attribute == "ambiguous"
      || attribute.hasSuffix(".frame") || attribute.hasPrefix("canvasLocation")
    {
      return .frame
    }
    return nil
  }

  /// Whether the element is in the document's resources or its layout tie-breakers, which Xcode rewrites on re-save.
  private static func isResaveNoise(_ index: Int, in document: IBDocument) -> Bool {
    let address = document.address(of: index)
    return address.hasPrefix("/document/resources") || address.hasPrefix("/document/inferredMetricsTieBreakers")
  }

  /// A property element's attributes in one line: `x=0 y=0 width=375 height=44`.
  static func summary(of element: IBElement) -> String {
    let parts = element.attributes.filter { $0.name != "key" }.map { "\($0.name)=\($0.value)" }
    if let text = element.text { return (parts + ["'\(text)'"]).joined(separator: " ") }
    return parts.isEmpty ? element.name : parts.joined(separator: " ")
  }
}
