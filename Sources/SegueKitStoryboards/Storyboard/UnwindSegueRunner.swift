import Foundation
import StoryboardFormat

/// Runs an unwind segue: destination search, segue, `prepare`, the unwind action, then the unwind chain
/// (<doc:Segues#§5.2-Unwind-steps>–<doc:Segues#§5.5-Unwinding-the-path>).
@MainActor
struct UnwindSegueRunner {
  let template: UIStoryboardSegueTemplate
  let source: UIViewController
  let sender: Any?

  func run() {
    guard let actionName = template.segue.unwindAction else {
      UIKitException.raise(.internalInconsistency, "Cannot perform an unwind without an unwind action")
      return
    }
    let action = Selector(actionName)
    let search = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
    // <doc:Segues#§5.2-Unwind-steps> step 2: no destination → nothing at all happens, silently.
    var finder = UnwindDestinationSearch(search: search)
    guard let destination = finder.find() else { return }
    guard let segue = template.makeSegue(source: source, destination: destination) else { return }
    if destination === source {
      segue.performHandler = {}
    } else {
      guard let chain = UnwindChain(source: source, destination: destination) else { return }
      segue.performHandler = { [unowned segue] in chain.perform(for: segue) }
    }
    source.prepare(for: segue, sender: sender)
    _ = ConnectionDispatch.performUnwind(actionName, on: destination, segue: segue)
    let animationsWereEnabled = UIView.areAnimationsEnabled
    UIView.setAnimationsEnabled(template.segue.animates)
    segue.perform()
    UIView.setAnimationsEnabled(animationsWereEnabled)
  }
}

/// The destination search of <doc:Segues#§5.3-Unwind-search>.
@MainActor
struct UnwindDestinationSearch {
  let search: UIStoryboardUnwindSegueSource
  private var visited: Set<ObjectIdentifier> = []

  init(search: UIStoryboardUnwindSegueSource) {
    self.search = search
  }

  mutating func find() -> UIViewController? {
    var node = Self.next(after: search.source)
    while let current = node {
      search.chain.append(current)
      if let destination = visit(current) { return destination }
      node = Self.next(after: current)
    }
    return nil
  }

  /// The destination a container names through the deprecated hook, when it overrides it
  /// (<doc:Segues#§5.3-Unwind-search>).
  private func legacyDestination(at node: UIViewController) -> UIViewController? {
    LegacyUnwindProbe.probed = node
    LegacyUnwindProbe.defaultRan = false
    let destination = node.forUnwindSegueAction(search.unwindAction, from: search.source, withSender: search.sender)
    LegacyUnwindProbe.probed = nil
    return LegacyUnwindProbe.defaultRan ? nil : destination
  }

  /// UIKit's `_nextViewControllerForUnwindSegueSearch`: the modal source, the presenter, else the parent.
  static func next(after controller: UIViewController) -> UIViewController? {
    if let source = controller.modalSource,
      source.presentedViewController === controller
        || controller.presentingViewController != nil
    {
      return source
    }
    if let presenter = controller.parentModal { return presenter }
    return controller.parent
  }

  private mutating func visit(_ node: UIViewController) -> UIViewController? {
    guard visited.insert(ObjectIdentifier(node)).inserted else { return nil }
    if let presented = node.childModal, let destination = visit(presented) { return destination }
    LegacyUnwindProbe.allowedChildrenDefaultRan = false
    let children = node.allowedChildrenForUnwinding(from: search)
    if LegacyUnwindProbe.allowedChildrenDefaultRan, let destination = legacyDestination(at: node) {
      return destination
    }
    for child in children {
      if let destination = visit(child) { return destination }
    }
    return node.canPerformUnwindSegueAction(search.unwindAction, from: search.source, sender: search.sender)
      ? node : nil
  }
}

/// The unwind path from the source to the destination and its default perform handler (<doc:Segues#§5.4-Unwind-path>,
/// <doc:Segues#§5.5-Unwinding-the-path>).
@MainActor
struct UnwindChain {
  let list: [UIViewController]
  let modalAncestorIndex: Int?

  static func ancestor(of controller: UIViewController) -> UIViewController? {
    controller.parent ?? controller.parentModal
  }

  init?(source: UIViewController, destination: UIViewController) {
    var upward = [source]
    var current = source
    while current !== destination, let next = Self.ancestor(of: current) {
      upward.append(next)
      current = next
    }
    guard upward.count > 1 else {
      UIKitException.raise(
        .internalInconsistency,
        "Could not unwind from \(source) to \(destination) because the parent view controller of \(source) could "
          + "not be found.")
      return nil
    }
    var downward: [UIViewController] = []
    var candidate: UIViewController? = destination
    var commonIndex: Int?
    while let node = candidate {
      if let index = upward.firstIndex(where: { $0 === node }) {
        commonIndex = index
        break
      }
      downward.append(node)
      candidate = Self.ancestor(of: node)
    }
    guard let commonIndex else {
      UIKitException.raise(
        .internalInconsistency,
        "Could not unwind from \(source) to \(destination) because a common ancestor could not be found. (Note that "
          + "it is not supported to unwind from a view controller to one of its descendants.)")
      return nil
    }
    let path = Array(upward[...commonIndex]) + downward.reversed()
    list = path
    modalAncestorIndex = stride(from: commonIndex, through: 1, by: -1).first { path[$0].childModal != nil }
  }

  func perform(for segue: UIStoryboardSegue) {
    let animated = UIView.areAnimationsEnabled
    let modalAncestor = modalAncestorIndex.map { list[$0] }
    modalAncestor?.dismiss(animated: animated, completion: nil)
    let start = modalAncestorIndex ?? 0
    guard start < list.count - 1 else { return }
    for index in start..<(list.count - 1) {
      let (from, towards) = (list[index], list[index + 1])
      if from.childModal === towards { continue }
      if from.childModal != nil, from !== modalAncestor { from.dismiss(animated: animated, completion: nil) }
      from.unwind(for: segue, towards: towards)
    }
  }
}
