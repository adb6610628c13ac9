import StoryboardFormat

/// Table and collection cells that fire segues when the user selects them or taps their accessory button
/// (<doc:Segues#§2.5-Triggers>). UIKit keeps the template in the cell (`selectionSegueTemplate`); SegueKit keeps it here,
/// for static cells by cell and for prototypes by table and reuse identifier.
@MainActor
enum StoryboardCellTriggers {
  private struct Entry {
    weak var owner: AnyObject?
    var selection: UIStoryboardSegueTemplate?
    var accessory: UIStoryboardSegueTemplate?
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var prototypes: [ObjectIdentifier: [String: Entry]] = [:]
  /// Entries at the last pruning; pruning again only once they have doubled keeps registration O(1) amortised.
  private static var prunedCount = 0

  static func registerStaticCell(_ template: UIStoryboardSegueTemplate, cell: UIView) {
    prune()
    var entry = entries[ObjectIdentifier(cell)].flatMap { $0.owner === cell ? $0 : nil } ?? Entry(owner: cell)
    add(template, to: &entry)
    entries[ObjectIdentifier(cell)] = entry
  }

  static func registerPrototype(_ template: UIStoryboardSegueTemplate, reuseIdentifier: String, in view: UIView) {
    prune()
    // An entry left by a view that is gone, whose address the new view reuses, is not this view's.
    var table = prototypes[ObjectIdentifier(view)]?.filter { $0.value.owner === view } ?? [:]
    var entry = table[reuseIdentifier] ?? Entry(owner: view)
    add(template, to: &entry)
    table[reuseIdentifier] = entry
    prototypes[ObjectIdentifier(view)] = table
  }

  /// Called after the user selected a row or item (after `didSelect…`, [I]); fires its selection segue.
  static func userSelected(_ cell: UIView?, reuseIdentifier: String?, in view: UIView) {
    entry(for: cell, reuseIdentifier: reuseIdentifier, in: view)?.selection?.perform(sender: cell)
  }

  /// Called after the user tapped a row's accessory button; fires its accessory segue.
  static func userTappedAccessory(_ cell: UIView?, reuseIdentifier: String?, in view: UIView) {
    entry(for: cell, reuseIdentifier: reuseIdentifier, in: view)?.accessory?.perform(sender: cell)
  }

  private static func entry(for cell: UIView?, reuseIdentifier: String?, in view: UIView) -> Entry? {
    if let cell, let entry = entries[ObjectIdentifier(cell)], entry.owner === cell { return entry }
    guard let reuseIdentifier, let entry = prototypes[ObjectIdentifier(view)]?[reuseIdentifier], entry.owner === view
    else { return nil }
    return entry
  }

  private static func add(_ template: UIStoryboardSegueTemplate, to entry: inout Entry) {
    if template.segue.trigger == "accessoryAction" {
      entry.accessory = template
    } else {
      entry.selection = template
    }
  }

  /// Drops entries whose cell or table is gone, so that reused object identifiers never fire stale segues.
  private static func prune() {
    guard entries.count + prototypes.count > 2 * prunedCount + 64 else { return }
    entries = entries.filter { $0.value.owner != nil }
    prototypes = prototypes.filter { $0.value.values.contains { $0.owner != nil } }
    prunedCount = entries.count + prototypes.count
  }
}
