import Foundation
import StoryboardFormat

/// One segue of a scene, as UIKit compiles it: it knows how to make the destination, the segue object and
/// the transition for its kind (<doc:Segues#§1.1-Templates>, <doc:Segues#§1.2-Kinds>). Controls, bar button items,
/// gestures and cells that fire the
/// segue have the template as their target and `perform:` as their action (<doc:Segues#§2.5-Triggers>).
@MainActor
final class UIStoryboardSegueTemplate: NSObject, SelectorActionTarget {
  static let performSelector = Selector("perform:")

  let segue: Segue
  let storyboard: UIStoryboard
  /// The source view controller (UIKit's weak `viewController` back-pointer).
  weak var viewController: UIViewController?

  init(segue: Segue, storyboard: UIStoryboard) {
    self.segue = segue
    self.storyboard = storyboard
    super.init()
  }

  var identifier: String? { segue.identifier }

  func perform(action: Selector, sender: Any?) -> Bool {
    guard "\(action)" == "\(Self.performSelector)" else { return false }
    perform(sender: sender)
    return true
  }

  /// A user trigger fired the segue: ask `shouldPerformSegue` first (<doc:Segues#§2.1-Performing>,
  /// <doc:Segues#§5.2-Unwind-steps> step 1).
  func perform(sender: Any?) {
    guard let source = viewController else { return }
    // [I] UIKit passes the template's identifier, nil for an unnamed segue; Swift's signature takes a String.
    guard source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: sender) else { return }
    run(sender: sender)
  }

  /// UIKit's `_perform:`: what `performSegue(withIdentifier:sender:)` calls directly (<doc:Segues#§2.2-Steps>).
  func run(sender: Any?) {
    guard let source = viewController else { return }
    if segue.kind == .unwind {
      UnwindSegueRunner(template: self, source: source, sender: sender).run()
      return
    }
    guard let destination = makeDestination(source: source, sender: sender) else {
      UIKitException.raise(.internalInconsistency, "Failed to create a segue")
      return
    }
    guard let segueObject = makeSegue(source: source, destination: destination) else { return }
    segueObject.performHandler = performHandler(for: segueObject, sender: sender)
    prepareHandler(for: segueObject)
    source.prepare(for: segueObject, sender: sender)
    let animationsWereEnabled = UIView.areAnimationsEnabled
    UIView.setAnimationsEnabled(segue.animates)
    segueObject.perform()
    UIView.setAnimationsEnabled(animationsWereEnabled)
  }

  /// A new destination every time, made by the source's storyboard (<doc:Segues#§2.2-Steps> step 1,
  /// <doc:Segues#§2.3-Destinations>).
  func makeDestination(source: UIViewController, sender: Any?) -> UIViewController? {
    guard let controller = storyboard.document.controller(withID: segue.destination) else { return nil }
    let context = SceneInstantiator.SegueContext(template: self, source: source, sender: sender)
    return SceneInstantiator(storyboard: storyboard).instantiate(controller, creator: nil, segue: context)
  }

  /// The segue object: the storyboard's custom class, else a plain `UIStoryboardSegue` (<doc:Segues#§1.1-Templates>).
  func makeSegue(source: UIViewController, destination: UIViewController) -> UIStoryboardSegue? {
    // The legacy popover kind always makes a UIStoryboardPopoverSegue (<doc:Segues#§1.1-Templates>).
    if segue.kind == .popover {
      return UIStoryboardPopoverSegue(identifier: identifier, source: source, destination: destination)
    }
    guard let className = segue.customClass else {
      return UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    }
    let found: AnyClass? = StoryboardClassRegistry.lookup(
      className: className, module: segue.customModule, moduleProvider: segue.moduleProvider)
    guard let segueClass = found as? UIStoryboardSegue.Type else {
      UIKitException.raise(.internalInconsistency, "Could not create a segue of class '\(className)'")
      return nil
    }
    return segueClass.init(_storyboardIdentifier: identifier, source: source, destination: destination)
  }

  // MARK: - Kinds (<doc:Segues#§1.2-Kinds>)

  /// Storyboard-specified styles, applied before `prepare(for:sender:)` so that it can still change them.
  private func prepareHandler(for segueObject: UIStoryboardSegue) {
    let destination = segueObject.destination
    switch segue.kind {
    case .presentation:
      applyModalStyles(to: destination)
    case .popoverPresentation:
      destination.modalPresentationStyle = .popover
      guard let popover = destination.popoverPresentationController, let state = viewController?.sceneState else {
        return
      }
      if let anchor = segue.popoverAnchorView { popover.sourceView = state.objects[anchor] as? UIView }
      if let anchor = segue.popoverAnchorBarButtonItem {
        popover.barButtonItem = state.objects[anchor] as? UIBarButtonItem
      }
      if let directions = segue.popoverArrowDirections {
        popover.permittedArrowDirections = UIPopoverArrowDirection(directions)
      }
    default:
      break
    }
  }

  private func applyModalStyles(to destination: UIViewController) {
    if let style = segue.modalPresentation.map(UIModalPresentationStyle.init) {
      destination.modalPresentationStyle = style
    }
    if let style = segue.modalTransition.map(UIModalTransitionStyle.init) {
      destination.modalTransitionStyle = style
    }
  }

  private func performHandler(for segueObject: UIStoryboardSegue, sender: Any?) -> (@MainActor () -> Void)? {
    let source = segueObject.source
    let destination = segueObject.destination
    let kind = segue.kind
    let identifier = identifier
    switch kind {
    case .show:
      return { source.show(destination, sender: sender) }
    case .showDetail:
      return { source.showDetailViewController(destination, sender: sender) }
    case .presentation, .popoverPresentation:
      return { source.present(destination, animated: UIView.areAnimationsEnabled, completion: nil) }
    case .modal:
      return { [weak self] in
        self?.applyModalStyles(to: destination)
        source.present(destination, animated: UIView.areAnimationsEnabled, completion: nil)
      }
    case .push:
      return {
        guard let navigation = source.navigationController else {
          let second =
            "Push segues can only be used when the source controller is managed by an instance of "
            + "UINavigationController."
          let reason =
            identifier.map { "Could not find a navigation controller for segue '\($0)'. \(second)" } ?? second
          UIKitException.raise(.generic, reason)
          return
        }
        navigation.pushViewController(destination, animated: UIView.areAnimationsEnabled)
      }
    case .embed:
      return { EmbedSegue.perform(source: source, destination: destination, template: self) }
    case .replace:
      let index = segue.splitViewControllerTargetIndex ?? 1
      return { LegacySegues.replace(source: source, destination: destination, index: index, identifier: identifier) }
    case .popover:
      return { [weak self] in
        destination.modalPresentationStyle = .popover
        if let anchor = self?.segue.popoverAnchorBarButtonItem {
          destination.popoverPresentationController?.barButtonItem =
            source.sceneState?.objects[anchor] as? UIBarButtonItem
        }
        source.present(destination, animated: UIView.areAnimationsEnabled, completion: nil)
      }
    default:
      return nil
    }
  }
}
