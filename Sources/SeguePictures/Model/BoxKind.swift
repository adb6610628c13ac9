/// How a ``Box`` is drawn: the platform's kind of view, reduced to the shapes a wireframe tells apart.
///
/// Kinds without a shape of their own (``view``, and any name made with ``init(rawValue:)``) are drawn as outlined
/// boxes labelled with their name.
public struct BoxKind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  /// The kind's name, used as the SVG class `k-<name>`.
  public var rawValue: String
  /// A kind named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A plain view or view group.
  public static let view = BoxKind(rawValue: "view")
  /// Static text.
  public static let label = BoxKind(rawValue: "label")
  /// A button: its title in the accent colour.
  public static let button = BoxKind(rawValue: "button")
  /// An editable text field: its placeholder in grey.
  public static let textField = BoxKind(rawValue: "textField")
  /// A multi-line text view.
  public static let textView = BoxKind(rawValue: "textView")
  /// An image: a crossed box with the image's name.
  public static let image = BoxKind(rawValue: "image")
  /// An on/off switch or check box.
  public static let toggle = BoxKind(rawValue: "toggle")
  /// A slider or progress bar.
  public static let slider = BoxKind(rawValue: "slider")
  /// A segmented control, its segments' titles in ``Box/text`` separated by ` | `.
  public static let segmented = BoxKind(rawValue: "segmented")
  /// A search bar.
  public static let searchBar = BoxKind(rawValue: "searchBar")
  /// A scrolling list (table view, RecyclerView, ListView).
  public static let list = BoxKind(rawValue: "list")
  /// A grid (collection view).
  public static let grid = BoxKind(rawValue: "grid")
  /// A list's or grid's prototype cell or row.
  public static let cell = BoxKind(rawValue: "cell")
  /// A view that embeds another screen (a container view, a fragment host, an `<include>`).
  public static let container = BoxKind(rawValue: "container")
  /// A view drawn by code or by a system framework (a map, a web view, a custom class): its name in a box.
  public static let opaque = BoxKind(rawValue: "opaque")
  /// The status bar.
  public static let statusBar = BoxKind(rawValue: "statusBar")
  /// A navigation bar or app bar: its title centred, items as children.
  public static let navigationBar = BoxKind(rawValue: "navigationBar")
  /// A tab bar or bottom navigation: items as children.
  public static let tabBar = BoxKind(rawValue: "tabBar")
  /// A toolbar.
  public static let toolbar = BoxKind(rawValue: "toolbar")
  /// An item of a bar: its title or image name.
  public static let barItem = BoxKind(rawValue: "barItem")
  /// A box that only positions its children (a cell's content view); draws nothing itself.
  public static let group = BoxKind(rawValue: "group")
  /// The dimming behind a presented sheet or popover.
  public static let scrim = BoxKind(rawValue: "scrim")
  /// A note drawn in the middle of the screen: what a container controller shows, or why nothing is drawn.
  public static let caption = BoxKind(rawValue: "caption")

  public var description: String { rawValue }
}
