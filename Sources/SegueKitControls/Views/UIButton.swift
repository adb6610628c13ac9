public import Foundation

/// A button.
///
/// Mirrors UIKit's `UIButton`: a title, title colour, image and background image per ``UIControl/State``; a state
/// without its own value uses the `.normal` one, and ``currentTitle`` (``currentImage`` …) is the value for the
/// control's current ``UIControl/state``.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The button's kind. Mirrors UIKit's `UIButton.ButtonType`; raw values are UIKit's.
  public enum ButtonType: Int, Sendable, CaseIterable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
  }

  private var titles: [UIControl.State: String] = [:]
  private var titleColors: [UIControl.State: UIColor] = [:]
  private var images: [UIControl.State: UIImage] = [:]
  private var backgroundImages: [UIControl.State: UIImage] = [:]
  private var attributedTitles: [UIControl.State: NSAttributedString] = [:]
  /// The button's kind.
  public final private(set) var buttonType: ButtonType = .custom
  /// The label showing the title; its font is the 15-point system font, as UIKit's (and Interface Builder's) buttons
  /// have.
  public final private(set) lazy var titleLabel: UILabel? = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    return label
  }()
  /// The insets of the content. Mirrors UIKit's deprecated `contentEdgeInsets`.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { noteAppearanceSet(\.contentEdgeInsets) }
  }
  /// The insets of the title. Mirrors UIKit's deprecated `titleEdgeInsets`.
  open var titleEdgeInsets: UIEdgeInsets = .zero
  /// The insets of the image. Mirrors UIKit's deprecated `imageEdgeInsets`.
  open var imageEdgeInsets: UIEdgeInsets = .zero
  /// Whether the image dims when highlighted.
  open var adjustsImageWhenHighlighted = true
  /// The button's configuration (iOS 15+), or `nil` for a button styled by its per-state values. Mirrors UIKit's
  /// `configuration`; setting it runs ``configurationUpdateHandler``.
  open var configuration: UIButton.Configuration? {
    didSet { configurationUpdateHandler?(self) }
  }
  /// What runs when the configuration needs an update. Mirrors UIKit's `configurationUpdateHandler` (iOS 15+).
  open var configurationUpdateHandler: ((UIButton) -> Void)?
  /// Whether the button updates its configuration for its state. Mirrors UIKit's
  /// `automaticallyUpdatesConfiguration` (iOS 15+).
  open var automaticallyUpdatesConfiguration = true
  /// The menu the button shows: on a long press, or on a tap when ``UIControl/showsMenuAsPrimaryAction``. Setting it
  /// enables the button's context menu interaction, and `nil` disables it.
  ///
  /// Mirrors UIKit's `menu` (iOS 14+; UIKit copies the menu, SegueKit keeps it, as menus do not change).
  @available(iOS 14.0, *)
  open var menu: UIMenu? {
    didSet { isContextMenuInteractionEnabled = menu != nil }
  }

  /// The configuration of the button's ``menu``, or `nil` when it has none: the menu shows as the button has it.
  ///
  /// Mirrors UIKit's `UIButton`, which gives its `menu` to its context menu interaction.
  open override func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let menu else { return nil }
    return UIContextMenuConfiguration(identifier: nil, preview: nil) { _ in menu }
  }

  /// Creates a button of a kind. Mirrors UIKit's `init(type:)`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a button with a primary action (iOS 14+).
  public convenience init(primaryAction: UIAction?) {
    self.init(frame: .zero)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a button of a kind with a primary action. Mirrors UIKit's `init(type:primaryAction:)` (iOS 14+).
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(primaryAction: primaryAction)
    self.buttonType = buttonType
  }

  /// A system button showing `image`, whose taps send `action` to `target` (for `.primaryActionTriggered`, as
  /// UIButton.h registers it; no action when `action` is `nil`).
  ///
  /// Mirrors UIKit's `systemButton(with:target:action:)` (iOS 13+). Called on `UIButton`, it makes a button of type
  /// `.system`. Called on a subclass, Swift can make `Self` only through a `required` initializer, and `UIButton`'s
  /// one is `init?(coder:)`: the subclass is made through it with a coder that holds no values (a button with no
  /// attributes, as a storyboard's bare button is), where UIKit's Objective-C calls `init(frame:)`. A subclass whose
  /// `init?(coder:)` gives no button cannot be made this way, which stops with a message saying so.
  @available(iOS 13.0, *)
  open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
    let button: Self
    if let plain = UIButton(type: .system) as? Self {
      button = plain
    } else {
      let archiver = NSKeyedArchiver(requiringSecureCoding: false)
      archiver.finishEncoding()
      guard let coder = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData),
        let made = self.init(coder: coder)
      else {
        preconditionFailure(
          "systemButton(with:target:action:) made no \(self): its init?(coder:) gave none, which SegueKit makes "
            + "Self through (UIKit calls init(frame:), which a Swift subclass need not make required)")
      }
      made.buttonType = .system
      button = made
    }
    button.setImage(image, for: .normal)
    if let action { button.addTarget(target, action: action, for: .primaryActionTriggered) }
    return button
  }

  /// Sets the title for a state; `nil` removes it, so the state uses the `.normal` title again.
  ///
  /// Mirrors UIKit's `setTitle(_:for:)`.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state] = title
    invalidateIntrinsicContentSize()
  }

  /// The title for a state: the one set for exactly that state, else the `.normal` one.
  ///
  /// Mirrors UIKit's `title(for:)` ("If no title has been set for the specific state, this method returns the
  /// title associated with the normal state").
  open func title(for state: UIControl.State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title for the control's current ``UIControl/state``.
  open var currentTitle: String? { title(for: state) }

  /// Sets the styled title for a state. Mirrors UIKit's `setAttributedTitle(_:for:)`.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state] = title
    invalidateIntrinsicContentSize()
  }

  /// The styled title for a state, else the `.normal` one. Mirrors UIKit's `attributedTitle(for:)`.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state] ?? attributedTitles[.normal]
  }

  /// Sets the title colour for a state. Mirrors UIKit's `setTitleColor(_:for:)`.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state] = color
    noteAppearanceSet("titleColor", state.rawValue, color) { $0.setTitleColor($1, for: state) }
  }

  /// The title colour for a state, else the `.normal` one. Mirrors UIKit's `titleColor(for:)`.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state] ?? titleColors[.normal]
  }

  /// The title colour for the current state. Mirrors UIKit's `currentTitleColor` (white when none is set).
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

  /// Sets the image for a state. Mirrors UIKit's `setImage(_:for:)`.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state] = image
    invalidateIntrinsicContentSize()
  }

  /// The image for a state, else the `.normal` one. Mirrors UIKit's `image(for:)`.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state] ?? images[.normal]
  }

  /// The image for the current state. Mirrors UIKit's `currentImage`.
  open var currentImage: UIImage? { image(for: state) }

  /// Sets the background image for a state. Mirrors UIKit's `setBackgroundImage(_:for:)`.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state] = image
    noteAppearanceSet("backgroundImage", state.rawValue, image) { $0.setBackgroundImage($1, for: state) }
  }

  /// The background image for a state, else the `.normal` one. Mirrors UIKit's `backgroundImage(for:)`.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state] ?? backgroundImages[.normal]
  }

  /// The background image for the current state. Mirrors UIKit's `currentBackgroundImage`.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// The size of the title and image side by side, rounded up to the screen's pixels. Mirrors UIKit's
  /// `intrinsicContentSize` for a button without a ``configuration``: the title measured in the title label's font,
  /// then the ``contentEdgeInsets``. With zero insets a title gets 6 points above and below, as UIKit's buttons have
  /// (a 15-point title makes a 30-point button; inferred from the button frames Xcode stored in the corpus); non-zero
  /// insets replace that padding. A button with a configuration, or with neither title nor image, reports none.
  open override var intrinsicContentSize: CGSize {
    let title = currentTitleLayout
    guard configuration == nil, title != nil || currentImage != nil else { return super.intrinsicContentSize }
    let titleSize = title?.size(maxWidth: .greatestFiniteMagnitude, maxLines: 1) ?? .zero
    let imageSize = currentImage?.size ?? .zero
    let padding =
      contentEdgeInsets == .zero && title != nil
      ? UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
    let width = titleSize.width + imageSize.width + padding.left + padding.right
    let height = max(
      titleSize.height + padding.top + padding.bottom,
      imageSize.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    return roundedUpToPixels(CGSize(width: width, height: height))
  }

  /// The title's line, centred vertically between the ``contentEdgeInsets``; none without a title.
  package final var contentTextBaselines: TextBaselines? {
    guard let title = currentTitleLayout else { return nil }
    let font = titleLabel?.font ?? .systemFont(ofSize: 15)
    let height = title.size(maxWidth: .greatestFiniteMagnitude, maxLines: 1).height
    return .centred(
      blockHeight: height, font: font, shift: (contentEdgeInsets.top - contentEdgeInsets.bottom) / 2)
  }

  /// The current title in the title label's font, or `nil` when the button has none.
  private var currentTitleLayout: TextLayout? {
    let font = titleLabel?.font ?? .systemFont(ofSize: 15)
    if let attributed = attributedTitle(for: state), attributed.length > 0 {
      return TextLayout(attributed, defaultFont: font)
    }
    guard let title = currentTitle, !title.isEmpty else { return nil }
    return TextLayout(title, attributes: [.font: font])
  }

  /// What the button shows: its stored frame is its size while it still shows what its storyboard or nib stored.
  private struct Content: Equatable {
    var title: String?
    var attributedTitle: NSAttributedString?
    var imageSize: CGSize?
    var font: UIFont?
    var contentEdgeInsets: UIEdgeInsets
  }
  private var content: Content {
    Content(
      title: currentTitle, attributedTitle: attributedTitle(for: state), imageSize: currentImage?.size,
      font: titleLabel?.font, contentEdgeInsets: contentEdgeInsets)
  }
  private var designContent: Content?

  package final func noteContentDesign() { designContent = content }
  package final var showsContentDesign: Bool { designContent == content }

  package final var contentIsAccessibilityElement: Bool { true }
  package final var contentAccessibilityLabel: String? { currentTitle ?? configuration?.title }
  package final var contentAccessibilityTraits: UIAccessibilityTraits { .button }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open var reversesTitleShadowWhenHighlighted: Bool = false
  open var adjustsImageWhenDisabled: Bool = false
  open var showsTouchWhenHighlighted: Bool = false
  @available(iOS 14.0, *)
  open var role: UIButton.Role = .normal
  @available(iOS 13.4, *)
  open var isPointerInteractionEnabled: Bool = false
  open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {}
  @available(iOS 13.0, *)
  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
  ) {}
  open func titleShadowColor(for state: UIControl.State) -> UIColor? { nil }
  @available(iOS 13.0, *)
  open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? { nil }
  open var currentTitleShadowColor: UIColor? { nil }
  @available(iOS 13.0, *)
  open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { nil }
  @available(iOS 6.0, *)
  open var currentAttributedTitle: NSAttributedString? { nil }
  @available(iOS 3.0, *)
  open var imageView: UIImageView? { nil }
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func contentRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect { .zero }
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect { .zero }
  open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool = false
  @available(iOS 11.0, *)
  open var isSpringLoaded: Bool = false
  // MARK: - End of generated members
}
