// Stand-ins for SwiftMessages' views: `BaseView`, `MessageView`, `CornerRoundingView`, and the theme and icon names.
import SegueKit

/// Stands in for SwiftMessages' `BaseView`.
open class BaseView: UIView {
  /// The view behind the content.
  open var backgroundView: UIView! = UIView()
  /// The content view.
  open var contentView: UIView! = UIView()
  /// Extra margins.
  open var layoutMarginAdditions = UIEdgeInsets.zero
  /// The height of the background view.
  open var backgroundHeight: CGFloat?

  /// Installs `view` as the background.
  open func installBackgroundView(_ view: UIView) {
    backgroundView = view
    addSubview(view)
  }

  /// Installs `view` as the content.
  open func installContentView(_ view: UIView) {
    contentView = view
    backgroundView.addSubview(view)
  }

  /// Gives the background a shadow (none is drawn here).
  open func configureDropShadow() {}

  /// Gives the background a width.
  open func configureBackgroundView(width: CGFloat, dontExceedScreenWidth: Bool = true) {}
}

/// Stands in for SwiftMessages' `MessageView`.
open class MessageView: BaseView, Identifiable {
  /// The layouts of the nibs SwiftMessages ships.
  public enum Layout: String {
    case messageView = "MessageView", cardView = "CardView", tabView = "TabView", statusLine = "StatusLine"
    case centeredView = "CenteredView"
  }

  /// The title.
  open var titleLabel: UILabel? = UILabel()
  /// The body.
  open var bodyLabel: UILabel? = UILabel()
  /// The icon's image view.
  open var iconImageView: UIImageView? = UIImageView()
  /// The icon's text.
  open var iconLabel: UILabel? = UILabel()
  /// The button.
  open var button: UIButton? = UIButton()
  /// The prefix of the accessibility messages.
  open var accessibilityPrefix: String?
  /// The haptic feedback the theme chose.
  open var defaultHaptic: SwiftMessages.Haptic?
  /// The action of the button.
  open var buttonTapHandler: ((_ button: UIButton) -> Void)?
  /// The message's identity.
  open var id: String { "MessageView:title=\(titleLabel?.text ?? ""), body=\(bodyLabel?.text ?? "")" }

  /// Loads the view of `layout`.
  public static func viewFromNib(layout: Layout, bundle: Bundle? = nil) -> MessageView {
    MessageView(frame: .zero)
  }

  /// Colours the view for `theme`.
  open func configureTheme(_ theme: Theme, iconStyle: IconStyle = .default, includeHaptic: Bool = false) {
    if includeHaptic { defaultHaptic = theme.haptic }
  }

  /// Colours the view.
  open func configureTheme(
    backgroundColor: UIColor, foregroundColor: UIColor, iconImage: UIImage? = nil, iconText: String? = nil
  ) {
    backgroundView.backgroundColor = backgroundColor
    iconLabel?.text = iconText
  }

  /// Sets the title and body.
  open func configureContent(title: String, body: String) {
    titleLabel?.text = title
    bodyLabel?.text = body
  }

  /// Sets the body.
  open func configureContent(body: String) {
    bodyLabel?.text = body
  }

  /// Sets the title, body and icon text.
  open func configureContent(title: String, body: String, iconText: String) {
    configureContent(title: title, body: body)
    iconLabel?.text = iconText
  }

  /// Sets everything.
  open func configureContent(
    title: String?, body: String?, iconImage: UIImage?, iconText: String?, buttonImage: UIImage?,
    buttonTitle: String?, buttonTapHandler: ((_ button: UIButton) -> Void)?
  ) {
    titleLabel?.text = title
    bodyLabel?.text = body
    iconImageView?.image = iconImage
    iconLabel?.text = iconText
    button?.setImage(buttonImage, for: .normal)
    button?.setTitle(buttonTitle, for: .normal)
    self.buttonTapHandler = buttonTapHandler
  }
}

/// Stands in for SwiftMessages' `CornerRoundingView`.
open class CornerRoundingView: UIView {
  /// The corner radius.
  open var cornerRadius: CGFloat = 0
}

/// Stands in for SwiftMessages' `Theme`.
public enum Theme {
  case info, success, warning, error

  var haptic: SwiftMessages.Haptic? {
    switch self {
    case .success: .success
    case .warning: .warning
    case .error: .error
    case .info: nil
    }
  }
}

/// Stands in for SwiftMessages' `IconStyle`.
public enum IconStyle {
  case `default`, light, subtle, none
}

/// Stands in for SwiftMessages' `Icon`.
public enum Icon: String {
  case error = "errorIcon", warning = "warningIcon", success = "successIcon", info = "infoIcon"
  case errorLight = "errorIconLight", warningLight = "warningIconLight", successLight = "successIconLight"
  case infoLight = "infoIconLight", errorSubtle = "errorIconSubtle", warningSubtle = "warningIconSubtle"
  case successSubtle = "successIconSubtle", infoSubtle = "infoIconSubtle"

  /// The icon's image.
  public var image: UIImage { UIImage(named: rawValue) ?? UIImage() }
}

/// Stands in for SwiftMessages' `SwiftMessagesSegue`: it presents its destination modally (the real one does, with
/// a custom transition that lays it out as a message).
open class SwiftMessagesSegue: UIStoryboardSegue {
  /// The layouts of the presented view.
  public enum Layout {
    case topMessage, bottomMessage, topCard, topTab, bottomCard, bottomTab, centered
  }

  /// The layout chosen with ``configure(layout:)``.
  public private(set) var layout: Layout?

  /// Chooses the layout.
  open func configure(layout: Layout) {
    self.layout = layout
  }

  /// Presents the destination.
  open override func perform() {
    source.present(destination, animated: true)
  }
}
