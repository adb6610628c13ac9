import SegueKit

/// Records ``LifeCycleEvent``s: callbacks as they run (SegueKit's observation hook), deallocations at the end of
/// each step (controllers are held weakly).
///
/// The hook is global: the recorder of the most recently launched ``SegueApp`` receives the callbacks.
@MainActor
final class LifeCycleRecorder {
  private struct Seen {
    weak var controller: UIViewController?
    var name: String
  }

  private var events: [LifeCycleEvent] = []
  private var seen: [ObjectIdentifier: Seen] = [:]
  /// First-seen order, so that deallocations are reported in a stable order.
  private var order: [ObjectIdentifier] = []

  init() {
    LifeCycleObservation.observer = { [weak self] controller, callback, animated in
      guard let self else { return }
      let kind = LifeCycleEvent.Kind(callback)
      events.append(LifeCycleEvent(controller.traceName, kind, animated: callback == .viewDidLoad ? nil : animated))
      remember(controller)
    }
  }

  /// The events since the last call: the callbacks in the order they ran, then the deallocations.
  func record(window: UIWindow) -> [LifeCycleEvent] {
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
    if seen[id]?.controller !== controller {
      order.removeAll { $0 == id }
      order.append(id)
    }
    seen[id] = Seen(controller: controller, name: controller.traceName)
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
