/// Shows destinations of one kind and takes them away again: AndroidX's `Navigator` (`FragmentNavigator`,
/// `DialogFragmentNavigator`, `ActivityNavigator`, a test's `TestNavigator`).
///
/// The ``NavController`` keeps the back stack; a navigator performs what each change means on screen (fragment
/// transactions, an activity start). Subclass it for a custom navigator and add it to the controller's
/// ``NavController/navigatorProvider``.
@preconcurrency @MainActor
open class Navigator {
  /// The element name of the destinations it shows (`fragment`, `dialog`, `activity` …): AndroidX's
  /// `@Navigator.Name`.
  public let name: String

  /// A navigator for destinations of the element `name`.
  public init(name: String) { self.name = name }

  /// Whether its destinations float over the one below (AndroidX's `FloatingWindow`): that one stays STARTED.
  open var isFloatingWindow: Bool { false }

  /// Whether its destinations go on the back stack: an `ActivityNavigator`'s do not (it only starts the activity).
  open var addsToBackStack: Bool { true }

  /// Shows `entry` (AndroidX `navigate(List, NavOptions, Extras)` for one entry); `initial` for the first entry of
  /// the back stack, `restoring` for an entry brought back by `restoreState`.
  open func navigate(_ entry: NavBackStackEntry, _ navOptions: NavOptions?, initial: Bool, restoring: Bool) {}

  /// Shows `entry` in place of the top entry with the same id (AndroidX `onLaunchSingleTop`).
  open func onLaunchSingleTop(_ entry: NavBackStackEntry, backStackCount: Int) {}

  /// Takes `popUpTo` and every entry of this navigator above it away (AndroidX `popBackStack(NavBackStackEntry,
  /// boolean savedState)`).
  open func popBackStack(_ popUpTo: NavBackStackEntry, _ savedState: Bool) {}

  /// AndroidX's `onSaveState()`: the navigator's own state, saved with its controller's (`nil` for none).
  open func onSaveState() -> Bundle? { nil }

  /// AndroidX's `onRestoreState(Bundle)`: what ``onSaveState()`` returned, given back to the navigator of a
  /// re-created host before its back stack comes back.
  open func onRestoreState(_ savedState: Bundle) {}

  /// An entry of this navigator put back on a re-created controller's back stack, bottom first (AndroidX
  /// `NavigatorState.push` from `onGraphCreated`). Not in AndroidX as a method.
  func didRestore(_ entry: NavBackStackEntry) {}
}

/// The navigators of a controller, by name: AndroidX's `NavigatorProvider`.
@preconcurrency @MainActor
public final class NavigatorProvider {
  private var navigators: [String: Navigator] = [:]

  public init() {}

  /// AndroidX's `addNavigator(Navigator)`: replaces one of the same name.
  public func addNavigator(_ navigator: Navigator) { navigators[navigator.name] = navigator }

  /// AndroidX's `getNavigator(String)`; a missing one fails with AndroidX's text.
  public func getNavigator(_ name: String) -> Navigator? {
    guard let navigator = navigators[name] ?? fallback?(name) else {
      AndroidException.raise(
        .illegalState(
          "Could not find Navigator with name \"\(name)\". You must call NavController.addNavigator() for each "
            + "navigation type."))
      return nil
    }
    return navigator
  }

  /// The navigators, by name (AndroidX's `getNavigators()`), in name order.
  var navigatorsByName: [(name: String, navigator: Navigator)] {
    navigators.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  func navigator(for destination: NavDestination) -> Navigator? {
    destination is NavGraph ? nil : navigators[destination.navigatorName] ?? fallback?(destination.navigatorName)
  }

  /// Makes a navigator for a name none was added for (navigation-testing's `TestNavigatorProvider` does).
  package var fallback: (@MainActor (String) -> Navigator)?
}
