import AndroidControllersTesting

/// ``ExplorationStrategy/guided`` on Android: the manifest's activities a click may start.
extension AndroidAppDriver {
  /// For each click (a view, an options-menu item), the declared activities, other than the one on screen, whose
  /// name shares a word with the click's target (`cart` and `Open cart` name `CartActivity`; `History` names
  /// `HistoryActivity`); failing that, the activities whose manifest entry names the one on screen as their
  /// `android:parentActivityName` (Up leads there from them, so it usually opens them). Other actions lead nowhere
  /// the files tell.
  public func destinations(of actions: [ExplorerAction]) -> [[String]] {
    guard let top = app?.topActivity else { return actions.map { _ in [] } }
    let current = String(describing: type(of: top))
    let children = declaredActivities.filter { parentActivities[$0] == current }
    return actions.map { action in
      switch action.kind {
      case .tap, .tapIdentifier, .menuItem:
        let words = Self.words(action.target ?? "")
        let named = declaredActivities.filter { $0 != current && !Self.words(Self.stem($0)).isDisjoint(with: words) }
        return named.isEmpty ? children : named
      default:
        return []
      }
    }
  }

  /// Whether an activity of the class named `scene` (simple name) was shown since the driver was made.
  public func hasShown(scene: String) -> Bool {
    shownActivities.contains(scene)
  }

  /// An activity's name without its `Activity` suffix.
  private static func stem(_ name: String) -> String {
    name.hasSuffix("Activity") && name.count > "Activity".count ? String(name.dropLast("Activity".count)) : name
  }

  /// The lowercased words of a resource id, a title or a class name (`open_cart`, `Open cart`, `OpenCart`), those of
  /// three letters or more.
  static func words(_ text: String) -> Set<String> {
    var words: Set<String> = []
    var word = ""
    var previous: Character?
    func flush() {
      if word.count >= 3 { words.insert(word.lowercased()) }
      word = ""
    }
    for character in text {
      if !(character.isLetter || character.isNumber) {
        flush()
      } else {
        if character.isUppercase, let previous, previous.isLowercase { flush() }
        word.append(character)
      }
      previous = character
    }
    flush()
    return words
  }
}
