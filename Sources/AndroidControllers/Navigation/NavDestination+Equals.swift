// Value equality of graphs and destinations, as AndroidX's `equals` overrides define it (navigation-common
// `NavDestination.equals`, `NavGraph.equals`, `NavAction.equals`, `NavArgument.equals`, `NavDeepLink.equals`,
// `NavOptions.equals`, `FragmentNavigator.Destination.equals`). `NavController.setGraph` uses it: a graph equal to the
// current one (the same resource inflated again) keeps the back stack and the saved back stacks, any other graph
// replaces them. Not public: Swift's `==` on these classes would change what existing code compares.
extension NavDestination {
  /// AndroidX's `NavDestination.equals(Object)`: the same id, deep links, actions and arguments (the label is not
  /// compared), and, as each navigator's `Destination` adds, the same class (`android:name`) and app attributes (an
  /// activity destination's intent). A graph also compares its start destination and its nodes (`NavGraph.equals`).
  func equals(_ other: NavDestination) -> Bool {
    if self === other { return true }
    guard id == other.id, navigatorName == other.navigatorName, className == other.className,
      appAttributes == other.appAttributes, deepLinks.count == other.deepLinks.count,
      zip(deepLinks, other.deepLinks).allSatisfy({ $0.equals($1) }), actions.count == other.actions.count,
      actions.allSatisfy({ id, action in other.actions[id].map(action.equals) ?? false }),
      arguments.count == other.arguments.count,
      arguments.allSatisfy({ mine in
        other.arguments.first { $0.name == mine.name }.map { mine.argument.equals($0.argument) } ?? false
      })
    else { return false }
    guard let graph = self as? NavGraph else { return !(other is NavGraph) }
    guard let otherGraph = other as? NavGraph, graph.startDestinationId == otherGraph.startDestinationId,
      graph.nodes.count == otherGraph.nodes.count
    else { return false }
    return graph.nodes.allSatisfy { node in otherGraph.nodes.first { $0.id == node.id }.map(node.equals) ?? false }
  }
}

extension NavAction {
  /// AndroidX's `NavAction.equals(Object)`: the same destination, options and default arguments.
  func equals(_ other: NavAction) -> Bool {
    guard destinationId == other.destinationId else { return false }
    switch (navOptions, other.navOptions) {
    case (nil, nil): break
    case (let mine?, let theirs?): guard mine.equals(theirs) else { return false }
    default: return false
    }
    // AndroidX compares the value of every key; a bundle's text lists each key with its value.
    return (defaultArguments?.isEmpty ?? true) && (other.defaultArguments?.isEmpty ?? true)
      || defaultArguments?.description == other.defaultArguments?.description
  }
}

extension NavOptions {
  /// AndroidX's `NavOptions.equals(Object)`: every option and animation.
  func equals(_ other: NavOptions) -> Bool {
    shouldLaunchSingleTop() == other.shouldLaunchSingleTop() && shouldRestoreState() == other.shouldRestoreState()
      && popUpToId == other.popUpToId && isPopUpToInclusive() == other.isPopUpToInclusive()
      && shouldPopUpToSaveState() == other.shouldPopUpToSaveState() && enterAnim == other.enterAnim
      && exitAnim == other.exitAnim && popEnterAnim == other.popEnterAnim && popExitAnim == other.popExitAnim
  }
}

extension NavArgument {
  /// AndroidX's `NavArgument.equals(Object)`: the same type, nullability and default value.
  func equals(_ other: NavArgument) -> Bool {
    type.name == other.type.name && isNullable == other.isNullable && defaultValueText == other.defaultValueText
  }
}

extension NavDeepLink {
  /// AndroidX's `NavDeepLink.equals(Object)`: the same URI pattern, action and MIME type.
  func equals(_ other: NavDeepLink) -> Bool {
    uriPattern == other.uriPattern && action == other.action && mimeType == other.mimeType
  }
}
