/// The items of one section as a tree: root items, each with children, each expanded or collapsed.
///
/// Mirrors UIKit's `NSDiffableDataSourceSectionSnapshot`. `items` lists every item depth-first (a parent before its
/// children); `visibleItems` only those whose ancestors are all expanded, which is what a collection view shows when
/// the snapshot is applied to a section with `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:
/// completion:)`. Items start collapsed, as in UIKit.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
  private var roots: [ItemIdentifierType] = []
  private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
  private var expanded: Set<ItemIdentifierType> = []

  /// An empty section snapshot.
  ///
  /// Mirrors UIKit's `init()`.
  public init() {}

  /// A copy of `snapshot`.
  ///
  /// Mirrors UIKit's `init(_:)`.
  public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
    self = snapshot
  }

  /// Every item, depth-first: each parent before its children.
  ///
  /// Mirrors UIKit's `items`.
  public var items: [ItemIdentifierType] { roots.flatMap(subtree) }

  /// The items without a parent, in order.
  ///
  /// Mirrors UIKit's `rootItems`.
  public var rootItems: [ItemIdentifierType] { roots }

  /// The items whose ancestors are all expanded, depth-first.
  ///
  /// Mirrors UIKit's `visibleItems`.
  public var visibleItems: [ItemIdentifierType] { roots.flatMap(visibleSubtree) }

  /// Appends items as the last children of `parent`, or as the last root items when `parent` is `nil`.
  ///
  /// Mirrors UIKit's `append(_:to:)`.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    if let parent {
      precondition(contains(parent), "Invalid parent item identifier specified: \(parent)")
      children[parent, default: []].append(contentsOf: items)
      for item in items { parents[item] = parent }
    } else {
      roots.append(contentsOf: items)
    }
  }

  /// Inserts items as siblings just before `item`.
  ///
  /// Mirrors UIKit's `insert(_:before:)`.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    insert(items, beside: item, offset: 0)
  }

  /// Inserts items as siblings just after `item`.
  ///
  /// Mirrors UIKit's `insert(_:after:)`.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    insert(items, beside: item, offset: 1)
  }

  private mutating func insert(_ items: [ItemIdentifierType], beside anchor: ItemIdentifierType, offset: Int) {
    if let parent = parents[anchor] {
      let position = children[parent]?.firstIndex(of: anchor) ?? 0
      children[parent, default: []].insert(contentsOf: items, at: position + offset)
      for item in items { parents[item] = parent }
    } else {
      guard let position = roots.firstIndex(of: anchor) else {
        preconditionFailure("Invalid item identifier specified for insert: \(anchor)")
      }
      roots.insert(contentsOf: items, at: position + offset)
    }
  }

  /// Deletes items with their children.
  ///
  /// Mirrors UIKit's `delete(_:)`.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where contains(item) {
      let doomed = subtree(item)
      if let parent = parents[item] {
        children[parent]?.removeAll { $0 == item }
      } else {
        roots.removeAll { $0 == item }
      }
      for gone in doomed {
        children[gone] = nil
        parents[gone] = nil
        expanded.remove(gone)
      }
    }
  }

  /// Deletes every item.
  ///
  /// Mirrors UIKit's `deleteAll()`.
  public mutating func deleteAll() {
    self = NSDiffableDataSourceSectionSnapshot()
  }

  /// Expands items: their children become visible when their ancestors are expanded too.
  ///
  /// Mirrors UIKit's `expand(_:)`.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    expanded.formUnion(items.filter(contains))
  }

  /// Collapses items: their children are hidden.
  ///
  /// Mirrors UIKit's `collapse(_:)`.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    expanded.subtract(items)
  }

  /// Whether `item` is expanded.
  ///
  /// Mirrors UIKit's `isExpanded(_:)`.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

  /// Whether `item` is in the snapshot and all its ancestors are expanded.
  ///
  /// Mirrors UIKit's `isVisible(_:)`.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard contains(item) else { return false }
    var current = item
    while let parent = parents[current] {
      guard expanded.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// Whether `item` is in the snapshot.
  ///
  /// Mirrors UIKit's `contains(_:)`.
  public func contains(_ item: ItemIdentifierType) -> Bool {
    parents[item] != nil || roots.contains(item)
  }

  /// How deep `item` is: 0 for a root item.
  ///
  /// Mirrors UIKit's `level(of:)`.
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var current = item
    while let parent = parents[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// The position of `item` in ``items``.
  ///
  /// Mirrors UIKit's `index(of:)`.
  public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

  /// The parent of `child`, `nil` for a root item.
  ///
  /// Mirrors UIKit's `parent(of:)`.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

  /// The items below `parent` (with `parent` as the only root item when `includingParent`), keeping their expansion.
  ///
  /// Mirrors UIKit's `snapshot(of:includingParent:)`.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    precondition(contains(parent), "Invalid parent item identifier specified: \(parent)")
    var copy = NSDiffableDataSourceSectionSnapshot()
    if includingParent {
      copy.append([parent])
      copy.copySubtrees(of: parent, from: self, under: parent)
    } else {
      copy.append(children[parent] ?? [])
      for child in children[parent] ?? [] { copy.copySubtrees(of: child, from: self, under: child) }
    }
    copy.expanded = expanded.intersection(copy.items)
    return copy
  }

  /// Replaces the children of `parent` with the root items of `snapshot` and everything below them.
  ///
  /// Mirrors UIKit's `replace(childrenOf:using:)`.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    delete(children[parent] ?? [])
    append(snapshot.roots, to: parent)
    for root in snapshot.roots { copySubtrees(of: root, from: snapshot, under: root) }
    expanded.formUnion(snapshot.expanded)
  }

  /// The tree, one item a line, indented by level, `+` before an expanded item and `-` before a collapsed one with
  /// children.
  ///
  /// Mirrors UIKit's `visualDescription()` (its exact text is not documented).
  public func visualDescription() -> String {
    items.map { item in
      let mark = children[item]?.isEmpty == false ? (expanded.contains(item) ? "+ " : "- ") : "  "
      return String(repeating: "  ", count: level(of: item)) + mark + "\(item)"
    }.joined(separator: "\n")
  }

  private mutating func copySubtrees(
    of item: ItemIdentifierType, from other: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    under parent: ItemIdentifierType
  ) {
    let below = other.children[item] ?? []
    append(below, to: parent)
    for child in below { copySubtrees(of: child, from: other, under: child) }
  }

  private func subtree(_ item: ItemIdentifierType) -> [ItemIdentifierType] {
    [item] + (children[item] ?? []).flatMap(subtree)
  }

  private func visibleSubtree(_ item: ItemIdentifierType) -> [ItemIdentifierType] {
    [item] + (expanded.contains(item) ? (children[item] ?? []).flatMap(visibleSubtree) : [])
  }
}
