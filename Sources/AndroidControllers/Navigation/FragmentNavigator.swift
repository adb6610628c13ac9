/// Shows `<fragment>` destinations in a container of a fragment manager: AndroidX's `FragmentNavigator`.
///
/// Each navigation is one transaction, as AndroidX's `createFragmentTransaction` builds it: `replace(containerId,
/// fragment, entry.id)`, `setPrimaryNavigationFragment(fragment)`, `setReorderingAllowed(true)`, and
/// `addToBackStack(entry.id)` for all but the first entry; popping is `popBackStack(entry.id,
/// POP_BACK_STACK_INCLUSIVE)`. So the fragments' life cycles are those the fragment manager gives these
/// transactions. Popping with `saveState` saves each popped entry's transaction with
/// `FragmentManager.saveBackStack(entry.id)` (all but the navigator's initial entry, which the fragment manager
/// cannot save), and navigating to such an entry with `restoreState` brings it back with
/// `FragmentManager.restoreBackStack(entry.id)`: new fragment instances with their saved instance state.
@preconcurrency @MainActor
public final class FragmentNavigator: Navigator {
  let context: Context?
  let fragmentManager: FragmentManager
  let containerId: Int32
  /// AndroidX's `savedIds`: the entries whose transactions the fragment manager saved.
  var savedIds: Set<String> = []
  /// The first entry this navigator showed (AndroidX's `state.backStack.value.first()`): never saved.
  var initialEntryId: String?

  /// AndroidX's `FragmentNavigator(Context, FragmentManager, int)`.
  public init(_ context: Context?, _ manager: FragmentManager, _ containerId: Int32) {
    self.context = context
    fragmentManager = manager
    self.containerId = containerId
    super.init(name: "fragment")
  }

  public override func navigate(_ entry: NavBackStackEntry, _ navOptions: NavOptions?, initial: Bool, restoring: Bool) {
    guard !fragmentManager.isStateSaved else {
      Console.log("I/FragmentNavigator: Ignoring navigate() call: FragmentManager has already saved its state")
      return
    }
    if restoring, !initial, savedIds.remove(entry.id) != nil, fragmentManager.hasSavedBackStack(entry.id) {
      fragmentManager.restoreBackStack(entry.id)
      return
    }
    if initial { initialEntryId = entry.id }
    let transaction = makeTransaction(entry)
    if !initial { _ = transaction.addToBackStack(entry.id) }
    transaction.commit()
  }

  public override func onLaunchSingleTop(_ entry: NavBackStackEntry, backStackCount: Int) {
    guard !fragmentManager.isStateSaved else { return }
    let transaction = makeTransaction(entry)
    if backStackCount > 1 {
      fragmentManager.popBackStack(entry.id, FragmentManager.POP_BACK_STACK_INCLUSIVE)
      _ = transaction.addToBackStack(entry.id)
    }
    transaction.commit()
  }

  public override func popBackStack(_ popUpTo: NavBackStackEntry, _ savedState: Bool) {
    guard !fragmentManager.isStateSaved else {
      Console.log("I/FragmentNavigator: Ignoring popBackStack() call: FragmentManager has already saved its state")
      return
    }
    guard savedState else {
      fragmentManager.popBackStack(popUpTo.id, FragmentManager.POP_BACK_STACK_INCLUSIVE)
      return
    }
    if popUpTo.id == initialEntryId {
      Console.log("I/FragmentNavigator: FragmentManager cannot save the state of the initial destination \(popUpTo)")
    } else {
      fragmentManager.saveBackStack(popUpTo.id)
      savedIds.insert(popUpTo.id)
    }
  }

  /// AndroidX's `KEY_SAVED_IDS`.
  static let savedIdsKey = "androidx-nav-fragment:navigator:savedIds"

  /// AndroidX's `onSaveState()`: the ids of the entries whose transactions the fragment manager saved.
  public override func onSaveState() -> Bundle? {
    guard !savedIds.isEmpty else { return nil }
    let state = Bundle()
    state.putStringArrayList(Self.savedIdsKey, savedIds.sorted())
    return state
  }

  /// AndroidX's `onRestoreState(Bundle)`.
  public override func onRestoreState(_ savedState: Bundle) {
    savedIds.formUnion(savedState.getStringArrayList(Self.savedIdsKey) ?? [])
  }

  override func didRestore(_ entry: NavBackStackEntry) {
    if initialEntryId == nil { initialEntryId = entry.id }
  }

  private func makeTransaction(_ entry: NavBackStackEntry) -> FragmentTransaction {
    let className = entry.destination.className ?? ""
    let fragment = fragmentManager.fragmentFactory.instantiate(className)
    fragment.arguments = entry.arguments
    return fragmentManager.beginTransaction().replace(containerId, fragment, entry.id)
      .setPrimaryNavigationFragment(fragment).setReorderingAllowed(true)
  }
}

/// Shows `<dialog>` destinations as dialog fragments over the screen: AndroidX's `DialogFragmentNavigator`, whose
/// destinations are `FloatingWindow`s. Showing adds the fragment without a container (`DialogFragment.show`:
/// `add(fragment, entry.id)`), dismissing removes it.
@preconcurrency @MainActor
public final class DialogFragmentNavigator: Navigator {
  let fragmentManager: FragmentManager

  /// AndroidX's `DialogFragmentNavigator(Context, FragmentManager)`.
  public init(_ context: Context?, _ manager: FragmentManager) {
    fragmentManager = manager
    super.init(name: "dialog")
  }

  public override var isFloatingWindow: Bool { true }

  public override func navigate(_ entry: NavBackStackEntry, _ navOptions: NavOptions?, initial: Bool, restoring: Bool) {
    let fragment = fragmentManager.fragmentFactory.instantiate(entry.destination.className ?? "")
    fragment.arguments = entry.arguments
    fragmentManager.beginTransaction().setReorderingAllowed(true).add(fragment, entry.id).commit()
  }

  /// Dismisses the dialog of `popUpTo`: the fragment tagged with its entry's id, found in the fragment manager (a
  /// re-created host's navigator did not show it itself; the fragment manager restored it).
  public override func popBackStack(_ popUpTo: NavBackStackEntry, _ savedState: Bool) {
    if let fragment = fragmentManager.findFragmentByTag(popUpTo.id) {
      fragmentManager.beginTransaction().remove(fragment).commit()
    }
  }
}

/// Starts the activity of an `<activity>` destination: AndroidX's `ActivityNavigator`. Its destinations never go on
/// the back stack; the intent carries the arguments as extras, the destination's `app:action`, and `app:data`
/// (or `app:dataPattern` with `{arg}`s filled in).
@preconcurrency @MainActor
public final class ActivityNavigator: Navigator {
  let context: Context

  /// AndroidX's `ActivityNavigator(Context)`.
  public init(_ context: Context) {
    self.context = context
    super.init(name: "activity")
  }

  public override var addsToBackStack: Bool { false }

  public override func navigate(_ entry: NavBackStackEntry, _ navOptions: NavOptions?, initial: Bool, restoring: Bool) {
    let destination = entry.destination
    let intent = Intent()
    if let className = destination.className {
      let package = destination.appAttributes["targetPackage"] ?? context.packageName
      _ = intent.setClassName(package, className)
    }
    if let action = destination.appAttributes["action"] { _ = intent.setAction(action) }
    if let data = destination.appAttributes["data"] {
      _ = intent.setData(Uri.parse(data))
    } else if let pattern = destination.appAttributes["dataPattern"] {
      var filled = pattern
      for key in entry.arguments?.keySet() ?? [] {
        filled = filled.replacingEvery("{\(key)}", with: entry.arguments?.text(of: key) ?? "")
      }
      _ = intent.setData(Uri.parse(filled))
    }
    if let arguments = entry.arguments { _ = intent.putExtras(arguments) }
    if !(context is Activity) { _ = intent.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK) }
    context.startActivity(intent)
  }
}

extension String {
  /// Every occurrence of `target` replaced, without Foundation.
  func replacingEvery(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while !rest.isEmpty {
      if rest.hasPrefix(target) {
        result += replacement
        rest = rest.dropFirst(target.count)
      } else {
        result.append(rest.removeFirst())
      }
    }
    return result
  }
}
