// A stand-in for SwiftMessages (github.com/SwiftKickMobile/SwiftMessages) with the public names and signatures its
// demo app uses, for the demo ported to Linux: messages are kept in a list instead of being shown over the window,
// and `SwiftMessagesSegue` presents its destination modally, as the real segue does underneath its layout.
import SegueKit

/// Stands in for SwiftMessages' `SwiftMessages`: `show` adds the view to ``shownViews``, `hide` removes them.
@MainActor
open class SwiftMessages {
  /// Where a message appears.
  public enum PresentationStyle {
    case top, bottom, center
  }

  /// What a message is shown over.
  public enum PresentationContext {
    case automatic
    case window(windowLevel: UIWindow.Level)
    case viewController(UIViewController)
    case view(UIView)
  }

  /// How long a message stays.
  public enum Duration {
    case automatic, forever
    case seconds(seconds: TimeInterval)
    case indefinite(delay: TimeInterval, minimum: TimeInterval)
  }

  /// What dims the content behind a message.
  public enum DimMode {
    case none
    case gray(interactive: Bool)
    case color(color: UIColor, interactive: Bool)
    case blur(style: UIBlurEffect.Style, alpha: CGFloat, interactive: Bool)
  }

  /// The haptic feedback of a message.
  public enum Haptic {
    case success, warning, error
  }

  /// A message's options.
  public struct Config {
    /// Creates the default options.
    public init() {}
    /// Where the message appears.
    public var presentationStyle = PresentationStyle.top
    /// What it is shown over.
    public var presentationContext = PresentationContext.automatic
    /// How long it stays.
    public var duration = Duration.automatic
    /// What dims the content behind it.
    public var dimMode = DimMode.none
    /// Whether a swipe hides it.
    public var interactiveHide = true
    /// The status bar style while it shows.
    public var preferredStatusBarStyle: UIStatusBarStyle?
    /// Whether it rotates with the device.
    public var shouldAutorotate = true
    /// Its haptic feedback.
    public var haptic: Haptic?
  }

  /// The options `show(view:)` uses.
  public static var defaultConfig = Config()

  /// Not in SwiftMessages: the views shown and not hidden, oldest first.
  public private(set) static var shownViews: [UIView] = []

  /// Shows `view` with the default options.
  public static func show(view: UIView) {
    show(config: defaultConfig, view: view)
  }

  /// Shows `view` with `config`.
  public static func show(config: Config, view: UIView) {
    shownViews.append(view)
  }

  /// Hides the current message.
  public static func hide(animated: Bool = true) {
    if !shownViews.isEmpty { shownViews.removeFirst() }
  }

  /// Hides the messages with `id`.
  public static func hide(id: String) {
    shownViews.removeAll { ($0 as? any Identifiable)?.id == id }
  }

  /// Hides one of the counted messages with `id`.
  public static func hideCounted(id: String) {
    if let index = shownViews.firstIndex(where: { ($0 as? any Identifiable)?.id == id }) {
      shownViews.remove(at: index)
    }
  }

  /// How many messages with `id` are shown.
  public static func count(id: String) -> Int {
    shownViews.filter { ($0 as? any Identifiable)?.id == id }.count
  }

  /// Loads a view of class `T` from the app's nib named after it.
  public static func viewFromNib<T: UIView>(filesOwner: AnyObject = NSNull()) throws -> T {
    let name = String(describing: T.self)
    let objects = UINib(nibName: name, bundle: nil).instantiate(withOwner: filesOwner, options: nil)
    guard let view = objects.compactMap({ $0 as? T }).first else { throw NibError(name: name) }
    return view
  }

  /// Not in SwiftMessages: the nib held no view of the class.
  public struct NibError: Error {
    /// The nib's name.
    public var name: String
  }
}

/// Stands in for SwiftMessages' `Identifiable`: a message with an identity.
public protocol Identifiable {
  /// The message's identity.
  var id: String { get }
}
