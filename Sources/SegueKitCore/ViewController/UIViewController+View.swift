/// Lazy view loading (<doc:LifeCycle#§6.1-Loading-the-view>).
extension UIViewController {
  /// The controller's root view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
  ///
  /// Mirrors UIKit's `view`: reading it loads the view; assigning a view associates it with the controller.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return viewStorage
    }
    set {
      setView(newValue)
    }
  }

  /// The root view if it is loaded; never loads it.
  public var viewIfLoaded: UIView? { viewStorage }

  /// Whether the root view is loaded; never loads it.
  public var isViewLoaded: Bool { viewStorage != nil }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard viewStorage == nil, !flags.contains(.loadingView) else { return }
    flags.insert(.loadingView)
    loadView()
    flags.remove(.loadingView)
    if viewStorage == nil {
      // UIKit would recurse forever; treat a loadView that sets no view as producing an empty one.
      setView(UIView())
    }
    viewDidLoad()
    LifeCycleObservation.notify(self, .viewDidLoad, false)
  }

  func setView(_ newView: UIView?) {
    if let newView, let owner = newView.owningViewController, owner !== self {
      UIKitException.raise(
        .viewControllerHierarchyInconsistency,
        "A view can only be associated with at most one view controller at a time! View \(newView) is "
          + "associated with \(owner). Clear this association before associating this view with \(self).")
      return
    }
    if let old = viewStorage, old !== newView, old.owningViewController === self {
      old.owningViewController = nil
    }
    viewStorage = newView
    newView?.owningViewController = self
  }
}
