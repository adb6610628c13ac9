import SegueKit

/// Records ``LifeCycleEvent``s by comparing the controllers of a window before and after each step.
///
/// SegueKit has no life-cycle observation hook, and the driver must not subclass the app's controllers, so the
/// recorder remembers, for every controller it has seen, whether its view is loaded and on screen (its view in a
/// visible window: with the main queue drained, that is exactly UIKit's "appeared"), and holds it weakly to see it
/// go away.
@MainActor
final class LifeCycleRecorder {
  private struct Seen {
    weak var controller: UIViewController?
    var name: String
    var isLoaded: Bool
    var isOnScreen: Bool
  }

  private var seen: [ObjectIdentifier: Seen] = [:]
  /// First-seen order, so that deallocations are reported in a stable order.
  private var order: [ObjectIdentifier] = []

  /// The events since the last call, and remembers the new state.
  func record(window: UIWindow) -> [LifeCycleEvent] {
    var loads: [LifeCycleEvent] = []
    var disappearances: [LifeCycleEvent] = []
    var appearances: [LifeCycleEvent] = []
    var current: Set<ObjectIdentifier> = []
    for controller in Self.allControllers(of: window) {
      let id = ObjectIdentifier(controller)
      current.insert(id)
      let name = controller.traceName
      let isLoaded = controller.isViewLoaded
      let isOnScreen = controller.viewIfLoaded?.window.map { !$0.isHidden } ?? false
      let before = seen[id].flatMap { $0.controller === controller ? $0 : nil }
      if before == nil {
        order.removeAll { $0 == id }
        order.append(id)
      }
      if isLoaded && !(before?.isLoaded ?? false) { loads.append(LifeCycleEvent(name, .viewDidLoad)) }
      let wasOnScreen = before?.isOnScreen ?? false
      if wasOnScreen && !isOnScreen { disappearances.append(LifeCycleEvent(name, .viewDidDisappear)) }
      if isOnScreen && !wasOnScreen { appearances.append(LifeCycleEvent(name, .viewDidAppear)) }
      seen[id] = Seen(controller: controller, name: name, isLoaded: isLoaded, isOnScreen: isOnScreen)
    }
    var deallocations: [LifeCycleEvent] = []
    for id in order {
      guard let entry = seen[id], entry.controller == nil || !current.contains(id) else { continue }
      // Out of the window's hierarchy: it went off screen if it was on, and it may be gone.
      if entry.isOnScreen { disappearances.append(LifeCycleEvent(entry.name, .viewDidDisappear)) }
      seen[id]?.isOnScreen = false
      if entry.controller == nil {
        deallocations.append(LifeCycleEvent(entry.name, .deinit))
        seen[id] = nil
      }
    }
    order.removeAll { seen[$0] == nil }
    return loads + disappearances + appearances + deallocations
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
