public import Foundation

/// A table cell.
///
/// Mirrors UIKit's `UITableViewCell`: its labels, accessory, selection state and reuse.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// Cell styles; raw values are UIKit's.
  public enum CellStyle: Int, Sendable {
    case `default` = 0, value1, value2, subtitle
  }

  /// Accessory types; raw values are UIKit's.
  public enum AccessoryType: Int, Sendable {
    case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// How a selected cell looks; raw values are UIKit's.
  public enum SelectionStyle: Int, Sendable {
    case none = 0, blue, gray
    /// The default selection look (a gray highlight since iOS 7); UIKit's `default`, raw value 3.
    case `default` = 3
  }

  /// The editing control a row shows; raw values are UIKit's.
  public enum EditingStyle: Int, Sendable {
    case none = 0, delete, insert
  }

  /// The separator style of a table; raw values are UIKit's.
  public enum SeparatorStyle: Int, Sendable {
    case none = 0, singleLine, singleLineEtched
  }

  /// The reuse identifier.
  open var reuseIdentifier: String? { reuseIdentifierStorage }
  /// Set at creation, or by the table for a storyboard prototype made through `init(coder:)`.
  package final var reuseIdentifierStorage: String?
  /// The style the cell was created with. Not in UIKit (UIKit keeps it private).
  public let cellStyle: CellStyle
  /// The main label.
  open var textLabel: UILabel? { labels.text }
  /// The secondary label (UIKit has none for `.default` cells; SegueKit always has one, as storyboard
  /// prototypes are made with the default style).
  open var detailTextLabel: UILabel? { labels.detail }
  /// The image at the cell's leading edge.
  open var imageView: UIImageView? { labels.image }
  /// The view to add custom subviews to: a subview of the cell, as in UIKit, so what code adds to it is in the
  /// cell's hierarchy (a storyboard or nib cell's content is in the cell's own hierarchy already).
  open var contentView: UIView {
    let content = labels.content
    if content.superview == nil { insertSubview(content, at: 0) }
    return content
  }
  /// The cell's content as a value (iOS 14); kept as set, while the labels above keep theirs.
  ///
  /// Mirrors UIKit's `contentConfiguration`, which UIKit turns into the content view; nothing is drawn here.
  open var contentConfiguration: (any UIContentConfiguration)?
  /// A list content configuration for the cell's style, with no values. Mirrors UIKit's
  /// `defaultContentConfiguration()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    cellStyle == .subtitle ? .subtitleCell() : cellStyle == .value1 ? .valueCell() : .cell()
  }
  /// The accessory.
  open var accessoryType: AccessoryType = .none
  /// The accessory while editing.
  open var editingAccessoryType: AccessoryType = .none
  /// A custom accessory view, shown instead of ``accessoryType``.
  open var accessoryView: UIView?
  /// A view behind the content.
  open var backgroundView: UIView?
  /// A view behind the content while the cell is selected.
  open var selectedBackgroundView: UIView?
  /// How the cell looks when selected.
  open var selectionStyle: SelectionStyle = .default
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  /// Whether the cell is in editing mode.
  open var isEditing = false
  /// The indentation level of the content.
  open var indentationLevel = 0
  /// The width of one indentation level. Mirrors UIKit's `indentationWidth` (10 points by default).
  open var indentationWidth: CGFloat = 10
  /// Whether the cell indents its background in editing mode. Mirrors UIKit's `shouldIndentWhileEditing`.
  open var shouldIndentWhileEditing = true
  /// The insets of the cell's separator line; inert (nothing is drawn).
  ///
  /// Mirrors UIKit's `separatorInset`, which defaults to the system's leading margin (16 points here).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// A storyboard static cell's segues.
  package final var segueTemplates = CellSegueTemplates()
  private lazy var labels = Labels()

  /// Creates a cell with a style and a reuse identifier.
  ///
  /// Mirrors UIKit's designated (not `required`) `init(style:reuseIdentifier:)`: a subclass overrides it with
  /// `override init`, and a registered cell class is made through it.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifierStorage = reuseIdentifier
    self.cellStyle = style
    super.init(frame: .zero)
  }

  /// A `.default` cell with no reuse identifier and `frame`.
  ///
  /// UIKit imports `UIView`'s `init(frame:)` as a convenience initializer of `UITableViewCell`, which goes through
  /// `init(style: .default, reuseIdentifier: nil)`; with it the cell also has `UIView`'s `init()`, so the usual
  /// fallback `return UITableViewCell()` compiles.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Makes a cell of the receiving class for ``UITableView/dequeueReusableCell(withIdentifier:for:)``, through
  /// the class's `init(style: .default, reuseIdentifier:)`.
  ///
  /// Not in UIKit, which reaches `init(style:reuseIdentifier:)` through the Objective-C runtime. A subclass
  /// inherits this initializer when it overrides (or inherits) every designated initializer, as cells written
  /// for UIKit do. One that declares only `init?(coder:)` or an initializer of its own does not, and the
  /// compiler asks for this one: override `init(style:reuseIdentifier:)` too (calling `super`), which UIKit
  /// accepts as well and which a registered cell class needs there anyway.
  public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  public required init?(coder: NSCoder) {
    self.reuseIdentifierStorage = nil
    self.cellStyle = .default
    super.init(coder: coder)
  }

  /// Sets ``isSelected``.
  ///
  /// Mirrors UIKit's `setSelected(_:animated:)`, which subclasses override to restyle a selected cell.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  /// Sets ``isHighlighted``.
  ///
  /// Mirrors UIKit's `setHighlighted(_:animated:)`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
  }

  /// Sets ``isEditing``.
  ///
  /// Mirrors UIKit's `setEditing(_:animated:)`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Called when the table view hands the cell out again from its reuse queue; subclasses reset their content.
  ///
  /// Mirrors UIKit's `prepareForReuse()`.
  open func prepareForReuse() {}

  /// The cell's labels and content view, made on first use.
  @MainActor
  private final class Labels {
    let text = UILabel()
    let detail = UILabel()
    let image = UIImageView()
    let content = UIView()
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 14.0, tvOS 14.0, *)
  open var backgroundConfiguration: UIBackgroundConfiguration? = nil
  @available(iOS 14.0, tvOS 14.0, *)
  open dynamic func updateConfiguration(using state: UICellConfigurationState) {}
  @available(iOS 14.0, *)
  open func setNeedsUpdateConfiguration() {}
  @available(iOS 14.0, *)
  open var automaticallyUpdatesContentConfiguration: Bool = false
  @available(iOS 14.0, *)
  open var automaticallyUpdatesBackgroundConfiguration: Bool = false
  @available(iOS 5.0, *)
  open var multipleSelectionBackgroundView: UIView? = nil
  open var editingStyle: UITableViewCell.EditingStyle { .delete }
  open var showsReorderControl: Bool = false
  open var editingAccessoryView: UIView? = nil
  open var showingDeleteConfirmation: Bool { false }
  @available(iOS 9.0, *)
  open var focusStyle: UITableViewCell.FocusStyle = .default
  @available(iOS 3.0, *)
  open func willTransition(to state: UITableViewCell.StateMask) {}
  @available(iOS 3.0, *)
  open func didTransition(to state: UITableViewCell.StateMask) {}
  @available(iOS 11.0, *)
  open func dragStateDidChange(_ dragState: UITableViewCell.DragState) {}
  @available(iOS 11.0, *)
  open var userInteractionEnabledWhileDragging: Bool = false
  @available(iOS 3.2, *)
  open func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  @available(iOS 7.0, *)
  open func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  @available(iOS 7.0, *)
  open func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  @available(iOS 3.2, *)
  open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
  // MARK: - End of generated members
}
