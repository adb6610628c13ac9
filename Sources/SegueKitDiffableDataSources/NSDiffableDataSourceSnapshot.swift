/// The sections and items a diffable data source shows, identified by value.
///
/// Mirrors UIKit's `NSDiffableDataSourceSnapshot`.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  private var reloaded: [ItemIdentifierType] = []
  private var reconfigured: [ItemIdentifierType] = []
  private var reloadedSections: [SectionIdentifierType] = []

  /// An empty snapshot.
  ///
  /// Mirrors UIKit's `init()`.
  public init() {}

  /// The number of items in all sections.
  ///
  /// Mirrors UIKit's `numberOfItems`.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  /// The number of sections.
  ///
  /// Mirrors UIKit's `numberOfSections`.
  public var numberOfSections: Int { sections.count }
  /// The sections, in order.
  ///
  /// Mirrors UIKit's `sectionIdentifiers`.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  /// The items of all sections, in order.
  ///
  /// Mirrors UIKit's `itemIdentifiers`.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
  /// The items marked for reloading.
  ///
  /// Mirrors UIKit's `reloadedItemIdentifiers`.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloaded }
  /// The items marked for reconfiguring.
  ///
  /// Mirrors UIKit's `reconfiguredItemIdentifiers`.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfigured }
  /// The sections marked for reloading.
  ///
  /// Mirrors UIKit's `reloadedSectionIdentifiers`.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

  /// The number of items in a section.
  ///
  /// Mirrors UIKit's `numberOfItems(inSection:)`.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The items of a section, in order.
  ///
  /// Mirrors UIKit's `itemIdentifiers(inSection:)`.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.id == identifier }?.items ?? []
  }

  /// The section holding an item.
  ///
  /// Mirrors UIKit's `sectionIdentifier(containingItem:)`.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { $0.items.contains(identifier) }?.id
  }

  /// An item's index among all items.
  ///
  /// Mirrors UIKit's `indexOfItem(_:)`.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// A section's index.
  ///
  /// Mirrors UIKit's `indexOfSection(_:)`.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.id == identifier }
  }

  /// Appends items to a section (the last when `nil`).
  ///
  /// Mirrors UIKit's `appendItems(_:toSection:)`.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let index = sectionIdentifier.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1)
    guard let index else { preconditionFailure("There are currently no sections in the data source.") }
    sections[index].items.append(contentsOf: identifiers)
  }

  /// Inserts items before an item.
  ///
  /// Mirrors UIKit's `insertItems(_:beforeItem:)`.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  {
    insert(identifiers, at: beforeIdentifier, offset: 0)
  }

  /// Inserts items after an item.
  ///
  /// Mirrors UIKit's `insertItems(_:afterItem:)`.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    insert(identifiers, at: afterIdentifier, offset: 1)
  }

  private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
    for index in sections.indices {
      if let position = sections[index].items.firstIndex(of: anchor) {
        sections[index].items.insert(contentsOf: identifiers, at: position + offset)
        return
      }
    }
    preconditionFailure("Invalid item identifier specified for insert: \(anchor)")
  }

  /// Deletes items.
  ///
  /// Mirrors UIKit's `deleteItems(_:)`.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let doomed = Set(identifiers)
    for index in sections.indices { sections[index].items.removeAll { doomed.contains($0) } }
  }

  /// Deletes every item, keeping no sections.
  ///
  /// Mirrors UIKit's `deleteAllItems()`.
  public mutating func deleteAllItems() {
    sections = []
  }

  /// Moves an item before another.
  ///
  /// Mirrors UIKit's `moveItem(_:beforeItem:)`.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    deleteItems([identifier])
    insertItems([identifier], beforeItem: toIdentifier)
  }

  /// Moves an item after another.
  ///
  /// Mirrors UIKit's `moveItem(_:afterItem:)`.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    deleteItems([identifier])
    insertItems([identifier], afterItem: toIdentifier)
  }

  /// Marks items for reloading.
  ///
  /// Mirrors UIKit's `reloadItems(_:)`.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloaded.append(contentsOf: identifiers)
  }

  /// Marks items for reconfiguring.
  ///
  /// Mirrors UIKit's `reconfigureItems(_:)`.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfigured.append(contentsOf: identifiers)
  }

  /// Appends sections.
  ///
  /// Mirrors UIKit's `appendSections(_:)`.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections.append(contentsOf: identifiers.map { (id: $0, items: []) })
  }

  /// Inserts sections before a section.
  ///
  /// Mirrors UIKit's `insertSections(_:beforeSection:)`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = indexOfSection(toIdentifier) else { preconditionFailure("Invalid section identifier") }
    sections.insert(contentsOf: identifiers.map { (id: $0, items: []) }, at: index)
  }

  /// Inserts sections after a section.
  ///
  /// Mirrors UIKit's `insertSections(_:afterSection:)`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = indexOfSection(toIdentifier) else { preconditionFailure("Invalid section identifier") }
    sections.insert(contentsOf: identifiers.map { (id: $0, items: []) }, at: index + 1)
  }

  /// Deletes sections and their items.
  ///
  /// Mirrors UIKit's `deleteSections(_:)`.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers)
    sections.removeAll { doomed.contains($0.id) }
  }

  /// Moves a section, with its items, before another.
  ///
  /// Mirrors UIKit's `moveSection(_:beforeSection:)`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, beside: toIdentifier, offset: 0)
  }

  /// Moves a section, with its items, after another.
  ///
  /// Mirrors UIKit's `moveSection(_:afterSection:)`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, beside: toIdentifier, offset: 1)
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, beside anchor: SectionIdentifierType, offset: Int
  ) {
    guard let from = indexOfSection(identifier), indexOfSection(anchor) != nil else {
      preconditionFailure("Invalid section identifier")
    }
    guard identifier != anchor else { return }
    let moved = sections.remove(at: from)
    sections.insert(moved, at: (indexOfSection(anchor) ?? from) + offset)
  }

  /// Marks sections for reloading.
  ///
  /// Mirrors UIKit's `reloadSections(_:)`.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSections.append(contentsOf: identifiers)
  }

  /// The item at an index path, if any.
  func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// The index path of an item, if present.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    for (section, entry) in sections.enumerated() {
      if let item = entry.items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
    }
    return nil
  }

  /// The snapshot as applied: reload and reconfigure marks cleared.
  var applied: Self {
    var copy = self
    copy.reloaded = []
    copy.reconfigured = []
    copy.reloadedSections = []
    return copy
  }
}

// What the table and collection view diffable data sources share.
extension NSDiffableDataSourceSnapshot {
  /// The section at `index`, or `nil` past the end.
  func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
    let sections = sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  /// Runs an `apply`'s `completion` once the snapshot shows: after the next drain when animated, else at once.
  @MainActor
  func complete(animated: Bool, _ completion: (() -> Void)?) {
    guard let completion else { return }
    if animated && UIView.areAnimationsEnabled {
      MainQueue.async { completion() }
    } else {
      completion()
    }
  }
}
