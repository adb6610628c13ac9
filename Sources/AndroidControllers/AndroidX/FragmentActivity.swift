/// An activity that hosts fragments: AndroidX's `androidx.fragment.app.FragmentActivity`.
///
/// Its callbacks drive ``supportFragmentManager`` where AndroidX's do: fragments are restored and created in
/// `onCreate` (after `super`'s work), get their views and start at the end of `onStart`, resume in `onPostResume`,
/// and pause, stop and are destroyed at the end of the matching callbacks; `onSaveInstanceState` saves them. The
/// trace records a callback when it returns, so a fragment's callback that runs inside the activity's comes first.
@preconcurrency @MainActor
open class FragmentActivity: ComponentActivity {
  private var fragmentManager: FragmentManager?
  private var createdFragmentViews = false
  private var fragmentCounter = 0

  public required init() {}

  /// AndroidX's `getSupportFragmentManager()`.
  public var supportFragmentManager: FragmentManager {
    if let fragmentManager { return fragmentManager }
    let made = FragmentManager(host: self)
    fragmentManager = made
    made.registerBackCallback(on: onBackPressedDispatcher)
    return made
  }

  /// The manager if `supportFragmentManager` was ever asked for, without making one.
  package var supportFragmentManagerIfAny: FragmentManager? { fragmentManager }

  func nextFragmentNumber() -> Int {
    fragmentCounter += 1
    return fragmentCounter
  }

  open override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    supportFragmentManager.restoreIfNeeded(from: savedInstanceState)
    supportFragmentManager.dispatch(.created)
  }

  open override func onStart() {
    supportFragmentManager.noteStateNotSaved()
    super.onStart()
    if !createdFragmentViews {
      createdFragmentViews = true
      supportFragmentManager.dispatch(.activityCreated)
    }
    supportFragmentManager.executePendingTransactions()
    supportFragmentManager.dispatch(.started)
  }

  open override func onPostResume() {
    super.onPostResume()
    supportFragmentManager.noteStateNotSaved()
    supportFragmentManager.dispatch(.resumed)
  }

  open override func onPause() {
    super.onPause()
    supportFragmentManager.dispatch(.started)
  }

  open override func onStop() {
    super.onStop()
    supportFragmentManager.dispatch(.activityCreated)
  }

  open override func onSaveInstanceState(_ outState: Bundle) {
    super.onSaveInstanceState(outState)
    if let fragments = supportFragmentManager.saveAllState() {
      outState.putBundle(FragmentManager.savedStateKey, fragments)
    }
  }

  open override func onDestroy() {
    super.onDestroy()
    supportFragmentManager.dispatch(.initializing)
  }
}
