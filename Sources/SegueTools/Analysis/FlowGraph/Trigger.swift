public import StoryboardFormat

/// What fires a segue, in a few words for graph labels: `button 'Buy'`, `bar item 'done'`, `cell 'item'`.
public enum Trigger {
  public static func describe(_ segue: Segue) -> String {
    let owner = segue.owner
    let title = owner.title.map { " '\($0)'" } ?? ""
    switch owner.role {
    case .controller:
      return segue.kind == .relationship ? "relationship" : "manual"
    case .control: return "\(owner.element)\(title)"
    case .barButtonItem: return "bar item\(title)"
    case .tableViewCell, .collectionViewCell:
      let noun = owner.role == .tableViewCell ? "cell" : "collection cell"
      let name = owner.reuseIdentifier.map { " '\($0)'" } ?? title
      let kind = owner.cellContent == .staticCells ? "static \(noun)" : noun
      return segue.cellTrigger == .accessoryAction ? "accessory of \(kind)\(name)" : "\(kind)\(name)"
    case .gestureRecognizer:
      return "\(ObjectKind(rawValue: owner.element).gestureName ?? owner.element) gesture"
    case .containerView: return "container view"
    case .menuItem: return "menu item\(title)"
    case .toolbarItem: return "toolbar item\(title)"
    case .other: return "\(owner.element)\(title)"
    }
  }
}
