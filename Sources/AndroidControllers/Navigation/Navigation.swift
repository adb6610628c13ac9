/// Finding the `NavController` that drives a fragment or a view: AndroidX's `Navigation` and
/// `NavHostFragment.findNavController(Fragment)` (Kotlin's `findNavController()`).
@preconcurrency @MainActor
public enum Navigation {
  /// AndroidX's `NavHostFragment.findNavController(Fragment)`: the controller of the nearest `NavHostFragment` among
  /// the fragment and its parents; none fails with AndroidX's text.
  public static func findNavController(_ fragment: Fragment) -> NavController? {
    var current: Fragment? = fragment
    while let node = current {
      if let host = node as? NavHostFragment { return host.navController }
      current = node.parentFragment
    }
    AndroidException.raise(.illegalState("Fragment \(fragment) does not have a NavController set"))
    return nil
  }

  /// AndroidX's `Activity.findNavController(int viewId)`: the controller of the `NavHostFragment` in the view with
  /// that id.
  public static func findNavController(_ activity: FragmentActivity, _ viewId: Int32) -> NavController? {
    if let host = activity.supportFragmentManager.findFragmentById(viewId) as? NavHostFragment {
      return host.navController
    }
    AndroidException.raise(
      .illegalArgument(
        "Activity \(activity) does not have a NavController set on \(viewId)"))
    return nil
  }
}

extension Fragment {
  /// Kotlin's `Fragment.findNavController()`.
  public func findNavController() -> NavController? { Navigation.findNavController(self) }
}

/// Connecting bottom navigation and menus to a `NavController`: AndroidX's `NavigationUI`.
@preconcurrency @MainActor
public enum NavigationUI {
  /// AndroidX's `onNavDestinationSelected(MenuItem, NavController)` for the item with `itemId`: navigates to the
  /// destination of that id single-top, popping up to the graph's start destination with the state saved and
  /// restoring the state saved for the destination — each tab keeps its own back stack. Returns whether the
  /// destination is now current.
  @discardableResult
  public static func onNavDestinationSelected(itemId: Int32, _ navController: NavController) -> Bool {
    var start: NavDestination = navController.graph
    while let graph = start as? NavGraph, let node = graph.findNode(graph.startDestinationId, searchParents: false) {
      start = node
    }
    let options = NavOptions.Builder().setLaunchSingleTop(true).setRestoreState(true)
      .setPopUpTo(start.id, false, true).build()
    let thrown = AndroidException.capture { navController.navigate(itemId, nil, options) }
    guard thrown.isEmpty else {
      Console.log(
        "I/NavigationUI: Ignoring onNavDestinationSelected for MenuItem \(navController.displayName(itemId)) as it "
          + "cannot be found from the current destination \(navController.currentDestination.map { "\($0)" } ?? "null")"
      )
      return false
    }
    var node = navController.currentDestination
    while let current = node {
      if current.id == itemId { return true }
      node = current.parent
    }
    return false
  }

  /// The same, for a menu item (AndroidX's signature).
  @discardableResult
  public static func onNavDestinationSelected(_ item: MenuItem, _ navController: NavController) -> Bool {
    onNavDestinationSelected(itemId: item.itemId, navController)
  }
}
