public import Foundation

/// A controller that shows a web page in Safari's interface, presented by the app.
///
/// Mirrors SafariServices' `SFSafariViewController`. Nothing loads (there is no network or web engine): the controller
/// keeps the URL it was made with (``initialURL``, not in SafariServices), and a test drives what the user and the
/// page would do with ``simulateInitialLoad(succeeded:redirectedTo:)`` and ``simulateDoneTap()``. Its dismiss button
/// (titled by ``dismissButtonStyle``) is one of its ``systemInterfaceButtons``, so SegueKitTesting's driver lists it
/// as an element a test taps by its title (`try app.tap("Done")`).
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
  /// The options a Safari view controller is made with.
  ///
  /// Mirrors `SFSafariViewController.Configuration`.
  open class Configuration: NSObject, NSCopying {
    /// Whether Reader mode starts when the page supports it.
    open var entersReaderIfAvailable = false
    /// Whether the bars collapse as the user scrolls.
    open var barCollapsingEnabled = true

    public override init() {
      super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
      let copy = Configuration()
      copy.entersReaderIfAvailable = entersReaderIfAvailable
      copy.barCollapsingEnabled = barCollapsingEnabled
      return copy
    }
  }

  /// The title of the button that dismisses the controller.
  ///
  /// Mirrors `SFSafariViewController.DismissButtonStyle`; raw values are SafariServices'.
  public enum DismissButtonStyle: Int, Sendable {
    case done = 0
    case close = 1
    case cancel = 2
  }

  /// The delegate told about the initial load and the user's Done tap.
  open weak var delegate: (any SFSafariViewControllerDelegate)?
  /// A copy of the configuration the controller was made with.
  public let configuration: Configuration
  /// The tint of the bars.
  open var preferredBarTintColor: UIColor?
  /// The tint of the controls.
  open var preferredControlTintColor: UIColor?
  /// The dismiss button's title: `Done` (the default), `Close` or `Cancel`.
  ///
  /// SafariServices' header: "The default value is SFSafariViewControllerDismissButtonStyleDone, which makes the button
  /// title the localized string "Done"" (iOS 26 shows the styles as icons and starts at `.close`; VoiceOver still
  /// reads the same names).
  open var dismissButtonStyle: DismissButtonStyle = .done

  /// The URL the controller was made with. Not in SafariServices, which does not expose it.
  public let initialURL: URL

  /// Creates a controller that shows `URL` (an `http` or `https` URL, as SafariServices requires).
  public init(url URL: URL, configuration: Configuration) {
    initialURL = URL
    self.configuration = configuration.copy() as? Configuration ?? Configuration()
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .fullScreen
  }

  /// Creates a controller that shows `URL`, entering Reader mode if asked (deprecated in iOS 11).
  @available(iOS, introduced: 9.0, deprecated: 11.0)
  public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: URL, configuration: configuration)
  }

  /// Creates a controller that shows `URL` with the default configuration.
  public convenience init(url URL: URL) {
    self.init(url: URL, configuration: Configuration())
  }

  public required init?(coder: NSCoder) {
    nil
  }

  // MARK: Simulated page and user (not in SafariServices)

  /// Simulates the end of the first page load: the delegate hears about a redirect first (when there was one), then
  /// `safariViewController(_:didCompleteInitialLoad:)`.
  ///
  /// Not in SafariServices.
  public func simulateInitialLoad(succeeded: Bool = true, redirectedTo redirect: URL? = nil) {
    if let redirect { delegate?.safariViewController(self, initialLoadDidRedirectTo: redirect) }
    delegate?.safariViewController(self, didCompleteInitialLoad: succeeded)
  }

  /// Simulates a tap on the dismiss button (``dismissButtonStyle``'s Done, Close or Cancel): the delegate hears
  /// `safariViewControllerDidFinish(_:)`, then the controller is dismissed (animated) unless the delegate dismissed it
  /// already. Apple's documentation of the delegate method: "You can perform any necessary cleanup here. The view
  /// controller is dismissed afterwards"; SafariServices' header: "Delegate callback called when the user taps the
  /// Done button. Upon this call, the view controller is dismissed modally."
  ///
  /// Not in SafariServices.
  public func simulateDoneTap() {
    delegate?.safariViewControllerDidFinish(self)
    // Apps commonly dismiss it themselves in the callback; a second dismissal would warn.
    guard presentingViewController != nil, !isBeingDismissed else { return }
    dismiss(animated: true)
  }

  /// The dismiss button's title, as the user sees it (and VoiceOver reads it where iOS shows an icon).
  var dismissButtonTitle: String {
    switch dismissButtonStyle {
    case .done: "Done"
    case .close: "Close"
    case .cancel: "Cancel"
    }
  }
}

extension SFSafariViewController: SystemInterfaceButtons {
  /// The dismiss button, titled by ``dismissButtonStyle``; a tap is ``simulateDoneTap()``.
  ///
  /// Not in SafariServices (its buttons are drawn by Safari's view service, outside the app's views).
  public var systemInterfaceButtons: [SystemInterfaceButton] {
    [SystemInterfaceButton(title: dismissButtonTitle) { [weak self] in self?.simulateDoneTap() }]
  }
}

/// The delegate of a Safari view controller.
///
/// Mirrors SafariServices' `SFSafariViewControllerDelegate`; its requirements are optional there and have defaults
/// here (no extra activities, nothing excluded, nothing done).
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?)
    -> [UIActivity]
  func safariViewController(
    _ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?
  ) -> [UIActivity.ActivityType]
  /// The user tapped Done and the controller was dismissed.
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  /// The first page finished loading, or failed to.
  func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
  /// The first page redirected to `URL`.
  func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
  /// The user is about to open the page in Safari.
  func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
  public func safariViewController(
    _ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?
  ) -> [UIActivity] { [] }
  public func safariViewController(
    _ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?
  ) -> [UIActivity.ActivityType] { [] }
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
  public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
  public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
