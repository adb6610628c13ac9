import SegueKit

/// Records ``LifeCycleEvent``s: callbacks as they run (SegueKit's observation hook), deallocations at the end of
/// each step (controllers are held weakly).
///
/// The hook is global: a callback goes to the recorder of the live ``SegueApp`` whose window holds the controller
/// (its tree of children and presented controllers, or its view in the window), else to the most recently launched
/// app's. So an `async` test that awaits while another test launches an app keeps its own trace.
@MainActor
final class LifeCycleRecorder {
  private struct Live {
    weak var recorder: LifeCycleRecorder?
  }

  /// The recorders of the apps alive, oldest first.
  private static var live: [Live] = []
  /// The window whose controllers this recorder records (set by the first ``record(window:)``).
  private weak var window: UIWindow?

  private struct Seen {
    weak var controller: UIViewController?
    var name: String
  }

  private var events: [LifeCycleEvent] = []
  private var seen: [ObjectIdentifier: Seen] = [:]
  /// First-seen order, so that deallocations are reported in a stable order.
  private var order: [ObjectIdentifier] = []

  init() {
    Self.live.removeAll { $0.recorder == nil }
    Self.live.append(Live(recorder: self))
    LifeCycleObservation.observer = { controller, callback, animated in
      let recorders = Self.live.compactMap(\.recorder)
      let owner = recorders.last { $0.holds(controller) } ?? recorders.last
      owner?.receive(controller, callback, animated: animated)
    }
  }

  private func receive(_ controller: UIViewController, _ callback: LifeCycleObservation.Callback, animated: Bool) {
    let kind = LifeCycleEvent.Kind(callback)
    events.append(LifeCycleEvent(controller.traceName, kind, animated: callback == .viewDidLoad ? nil : animated))
    remember(controller)
  }

  /// Whether `controller` is shown in, or being shown in, this recorder's window: its view is there, or its chain of
  /// parents and presenting controllers reaches the window's root.
  private func holds(_ controller: UIViewController) -> Bool {
    guard let window else { return false }
    if let view = controller.viewIfLoaded, view.window === window { return true }
    var current: UIViewController? = controller
    while let candidate = current {
      if candidate === window.rootViewController { return true }
      current = candidate.parent ?? candidate.presentingViewController
    }
    return false
  }

  /// The events since the last call: the callbacks in the order they ran, then the deallocations.
  func record(window: UIWindow) -> [LifeCycleEvent] {
    self.window = window
    for controller in Self.allControllers(of: window) { remember(controller) }
    var result = events
    events = []
    for id in order {
      guard let entry = seen[id], entry.controller == nil else { continue }
      result.append(LifeCycleEvent(entry.name, .deinit))
      seen[id] = nil
    }
    order.removeAll { seen[$0] == nil }
    return result
  }

  private func remember(_ controller: UIViewController) {
    let id = ObjectIdentifier(controller)
    let name = controller.traceName
    if let entry = seen[id], entry.controller === controller {
      // Seen before: only its name may have changed (it is remembered after every step and every callback).
      if entry.name != name { seen[id]?.name = name }
      return
    }
    order.removeAll { $0 == id }
    order.append(id)
    seen[id] = Seen(controller: controller, name: name)
  }

  /// Every controller of the window: children (all tabs, whole stacks) and presented controllers, depth first.
  static func allControllers(of window: UIWindow) -> [UIViewController] {
    var result: [UIViewController] = []
    func visit(_ controller: UIViewController) {
      result.append(controller)
      for child in controller.children { visit(child) }
      if let presented = controller.presentedViewController, presented.presentingViewController === controller {
        visit(presented)
      }
    }
    if let root = window.rootViewController { visit(root) }
    return result
  }
}

extension UIViewController {
  /// How traces name the controller: its title; an untitled navigation controller by its root
  /// (`UINavigationController(Products)`); else its class name.
  var traceName: String {
    if let title = displayTitle { return title }
    if let navigation = self as? UINavigationController, let root = navigation.viewControllers.first {
      return "\(className)(\(root.traceName))"
    }
    return className
  }
}
