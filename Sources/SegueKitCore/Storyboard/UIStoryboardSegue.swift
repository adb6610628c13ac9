public import Foundation

/// A transition between two view controllers, made by a storyboard when a segue fires.
///
/// Mirrors UIKit's `UIStoryboardSegue`: built-in kinds hand `prepare(for:sender:)` a plain
/// `UIStoryboardSegue` whose perform handler does the transition; a custom segue subclass overrides
/// ``perform()``. Subclasses are found by the storyboard's `customClass` like view controllers.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier, if the storyboard gives it one.
  public let identifier: String?
  /// The view controller the segue starts from.
  public let source: UIViewController
  /// The view controller the segue leads to.
  public let destination: UIViewController
  package final var performHandler: (() -> Void)?

  /// Creates a segue; storyboards call this initializer for custom segue classes.
  ///
  /// Mirrors UIKit's designated (not `required`) initializer: a custom segue overrides it with `override init`.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// Makes a segue of the receiving class for a storyboard, through the class's
  /// `init(identifier:source:destination:)`.
  ///
  /// Not in UIKit, which reaches that initializer through the Objective-C runtime. A custom segue inherits this
  /// initializer when it overrides `init(identifier:source:destination:)` or declares no initializer, as segues
  /// written for UIKit do; one with an initializer of its own must override that one too.
  public required convenience init(
    _storyboardIdentifier identifier: String?, source: UIViewController, destination: UIViewController
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
  }

  /// Creates a segue that runs `performHandler` when performed.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Performs the transition: runs the perform handler. Override it in a custom segue.
  ///
  /// Mirrors UIKit: without a handler or an override it raises `NSInternalInconsistencyException`.
  open func perform() {
    guard let performHandler else {
      UIKitException.raise(
        .internalInconsistency,
        "Could not perform segue with identifier '\(identifier ?? "(null)")'. A segue must either have a "
          + "performHandler or it must override -perform.")
      return
    }
    performHandler()
  }
}

/// What an unwind segue's destination search knows: where it starts and what it looks for.
///
/// Mirrors UIKit's `UIStoryboardUnwindSegueSource` (<doc:Segues#§5.3-Unwind-search>).
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource: NSObject {
  /// The view controller the unwind starts from.
  public let source: UIViewController
  /// The unwind action, such as `unwindToList:`.
  public let unwindAction: Selector
  /// The object that triggered the unwind.
  public let sender: Any?
  /// The controllers visited so far, in search order (UIKit's private search chain).
  package final var chain: [UIViewController] = []

  package init(source: UIViewController, unwindAction: Selector, sender: Any?) {
    self.source = source
    self.unwindAction = unwindAction
    self.sender = sender
    super.init()
  }
}
