// AndroidX's `FragmentManager.OnBackStackChangedListener` as an object with its three methods (fragment 1.7+), for
// listeners that want to know which fragments a back-stack change moves; the closure form of
// `addOnBackStackChangedListener` hears only `onBackStackChanged`.
extension FragmentManager {
  /// AndroidX's `FragmentManager.OnBackStackChangedListener`.
  @preconcurrency @MainActor
  public protocol OnBackStackChangedListener: AnyObject {
    /// AndroidX's `onBackStackChanged()`: after the back stack changed.
    func onBackStackChanged()
    /// AndroidX's `onBackStackChangeStarted(Fragment, boolean)`: before a transaction on the back stack runs (or is
    /// popped, `pop` true), once per fragment it names.
    func onBackStackChangeStarted(_ fragment: Fragment, _ pop: Bool)
    /// AndroidX's `onBackStackChangeCommitted(Fragment, boolean)`: once it has run, once per fragment it names.
    func onBackStackChangeCommitted(_ fragment: Fragment, _ pop: Bool)
  }

  /// AndroidX's `addOnBackStackChangedListener(OnBackStackChangedListener)`.
  public func addOnBackStackChangedListener(_ listener: any OnBackStackChangedListener) {
    objectListeners.append(listener)
  }

  /// AndroidX's `removeOnBackStackChangedListener(OnBackStackChangedListener)`.
  public func removeOnBackStackChangedListener(_ listener: any OnBackStackChangedListener) {
    objectListeners.removeAll { $0 === listener }
  }

  /// Tells the listeners that `transactions` start (`committed` false) or have run, as AndroidX's
  /// `executeOpsTogether` does: each fragment the transactions name once, in operation order.
  func reportBackStackChange(_ transactions: [FragmentTransaction], pop: Bool, committed: Bool) {
    guard !objectListeners.isEmpty else { return }
    var fragments: [Fragment] = []
    for fragment in transactions.flatMap(\.operations).map(\.fragment) {
      if !fragments.contains(where: { $0 === fragment }) { fragments.append(fragment) }
    }
    for listener in objectListeners {
      for fragment in fragments {
        if committed {
          listener.onBackStackChangeCommitted(fragment, pop)
        } else {
          listener.onBackStackChangeStarted(fragment, pop)
        }
      }
    }
  }
}

extension FragmentManager.OnBackStackChangedListener {
  /// Empty, as in AndroidX.
  public func onBackStackChangeStarted(_ fragment: Fragment, _ pop: Bool) {}
  /// Empty, as in AndroidX.
  public func onBackStackChangeCommitted(_ fragment: Fragment, _ pop: Bool) {}
}
