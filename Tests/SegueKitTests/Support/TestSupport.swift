import Foundation
import SegueKit
import SegueTestSupport

/// What every traced controller records.
@MainActor
protocol Traced: UIViewController {
  var trace: Trace { get }
}

extension Traced {
  var name: String { title ?? "?" }

  func record(_ event: String) { trace.log("\(name).\(event)") }

  func recordMove(_ verb: String, _ parent: UIViewController?) {
    trace.log("\(name).\(verb)(toParent: \(parent?.title ?? "nil"))")
  }
}

/// A plain view controller that records its life cycle.
@MainActor
class TracedViewController: UIViewController, Traced {
  let trace: Trace

  init(_ name: String, _ trace: Trace) {
    self.trace = trace
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) {
    self.trace = Trace()
    super.init(coder: coder)
  }

  override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated); record("viewWillAppear(\(animated))")
  }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated); record("viewIsAppearing(\(animated))")
  }
  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated); record("viewWillDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated); record("viewDidDisappear(\(animated))")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent); recordMove("willMove", parent)
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent); recordMove("didMove", parent)
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    record("traitCollectionDidChange(H: \(traitCollection.horizontalSizeClass.short))")
  }
}

/// A navigation controller that records its life cycle.
@MainActor
class TracedNavigationController: UINavigationController, Traced {
  var trace = Trace()

  convenience init(_ name: String, _ trace: Trace, root: UIViewController? = nil) {
    self.init(nibName: nil, bundle: nil)
    self.trace = trace
    title = name
    if let root { pushViewController(root, animated: false) }
  }

  override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated); record("viewWillAppear(\(animated))")
  }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated); record("viewIsAppearing(\(animated))")
  }
  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated); record("viewWillDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated); record("viewDidDisappear(\(animated))")
  }
}

/// A tab bar controller that records its life cycle.
@MainActor
final class TracedTabBarController: UITabBarController, Traced {
  var trace = Trace()

  convenience init(_ name: String, _ trace: Trace, tabs: [UIViewController]) {
    self.init(nibName: nil, bundle: nil)
    self.trace = trace
    title = name
    viewControllers = tabs
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated); record("viewWillAppear(\(animated))")
  }
  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated); record("viewWillDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated); record("viewDidDisappear(\(animated))")
  }
}

/// Records navigation, tab, presentation and split delegate calls into a trace.
@MainActor
final class DelegateRecorder: UINavigationControllerDelegate, UITabBarControllerDelegate,
  UIAdaptivePresentationControllerDelegate, UISplitViewControllerDelegate
{
  let trace: Trace
  var allowSelection = true
  var allowDismiss = true
  var adaptiveStyle: UIModalPresentationStyle?
  var collapseHandled = false

  init(_ trace: Trace) { self.trace = trace }

  func navigationController(_ nav: UINavigationController, willShow vc: UIViewController, animated: Bool) {
    trace.log("delegate.willShow(\(vc.title ?? "?"), \(animated))")
  }
  func navigationController(_ nav: UINavigationController, didShow vc: UIViewController, animated: Bool) {
    trace.log("delegate.didShow(\(vc.title ?? "?"), \(animated))")
  }
  func tabBarController(_ tab: UITabBarController, shouldSelect vc: UIViewController) -> Bool {
    trace.log("delegate.shouldSelect(\(vc.title ?? "?"))")
    return allowSelection
  }
  func tabBarController(_ tab: UITabBarController, didSelect vc: UIViewController) {
    trace.log("delegate.didSelect(\(vc.title ?? "?"))")
  }
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    adaptiveStyle ?? controller.defaultAdaptivePresentationStyle(for: traitCollection)
  }
  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    trace.log("delegate.willPresentWithAdaptiveStyle(\(style))")
  }
  func presentationController(
    _ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController
  ) {
    trace.log("delegate.prepare(\(type(of: adaptivePresentationController)))")
  }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    trace.log("delegate.shouldDismiss")
    return allowDismiss
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    trace.log("delegate.didAttemptToDismiss")
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    trace.log("delegate.willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    trace.log("delegate.didDismiss")
  }
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    trace.log("delegate.collapseSecondary(\(secondaryViewController.title ?? "?"))")
    return collapseHandled
  }
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? {
    trace.log("delegate.separateSecondary")
    return nil
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { trace.log("delegate.didCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { trace.log("delegate.didExpand") }
}

extension UIUserInterfaceSizeClass {
  var short: String {
    switch self {
    case .compact: "compact"
    case .regular: "regular"
    case .unspecified: "unspecified"
    }
  }
}

/// Keeps the current test's windows alive (UIKit apps keep their windows too; a released window goes away).
@MainActor
enum WindowKeeper {
  static var windows: [UIWindow] = []
}

/// Starts a test from a quiet runtime: drained queue, empty console, previous test's windows released.
@MainActor
func freshRuntime() {
  WindowKeeper.windows = []
  MainQueue.drain()
  Console.clear()
}

/// A visible window with `root`, drained, and the trace emptied.
@MainActor
func showInWindow(
  _ root: UIViewController, trace: Trace? = nil, device: DevicePreset = .iPhone,
  orientation: UIInterfaceOrientation = .portrait
) -> UIWindow {
  freshRuntime()
  let window = UIWindow(device: device, orientation: orientation)
  window.rootViewController = root
  window.makeKeyAndVisible()
  WindowKeeper.windows.append(window)
  MainQueue.drain()
  _ = trace?.take()
  return window
}
