/// The element name of an object in a view tree (a view, control, cell or bar item) or of a group element that
/// holds such objects (`subviews`, `prototypes`, `sections` …).
///
/// The same vocabulary serves storyboards and, later, nibs. Names without a constant are kept under their own name
/// (``isKnown`` is false, except for gesture recognizers, known by their suffix), so a file from a newer Xcode
/// still loads and reads back whole:
///
/// ```swift
/// if object.kind == .tableViewCell { … }
/// ObjectKind(rawValue: "visualEffectView").isKnown  // false, still "visualEffectView"
/// ```
public struct ObjectKind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  // MARK: Views and controls

  public static let view = ObjectKind(rawValue: "view")
  public static let label = ObjectKind(rawValue: "label")
  public static let button = ObjectKind(rawValue: "button")
  public static let textField = ObjectKind(rawValue: "textField")
  public static let `switch` = ObjectKind(rawValue: "switch")
  public static let slider = ObjectKind(rawValue: "slider")
  public static let stepper = ObjectKind(rawValue: "stepper")
  public static let segmentedControl = ObjectKind(rawValue: "segmentedControl")
  public static let datePicker = ObjectKind(rawValue: "datePicker")
  public static let pageControl = ObjectKind(rawValue: "pageControl")
  public static let searchBar = ObjectKind(rawValue: "searchBar")
  public static let textView = ObjectKind(rawValue: "textView")
  /// A macOS and Mac Catalyst colour well.
  public static let colorWell = ObjectKind(rawValue: "colorWell")
  public static let tableView = ObjectKind(rawValue: "tableView")
  public static let collectionView = ObjectKind(rawValue: "collectionView")
  public static let tableViewCell = ObjectKind(rawValue: "tableViewCell")
  public static let collectionViewCell = ObjectKind(rawValue: "collectionViewCell")
  /// A view that embeds a child view controller through an embed segue.
  public static let containerView = ObjectKind(rawValue: "containerView")

  // MARK: Bar items

  public static let navigationItem = ObjectKind(rawValue: "navigationItem")
  public static let barButtonItem = ObjectKind(rawValue: "barButtonItem")
  public static let tabBarItem = ObjectKind(rawValue: "tabBarItem")
  /// A macOS menu item.
  public static let menuItem = ObjectKind(rawValue: "menuItem")
  /// A macOS toolbar item.
  public static let toolbarItem = ObjectKind(rawValue: "toolbarItem")

  // MARK: Placeholders

  /// A scene's Exit placeholder, the destination of its unwind segues.
  public static let exit = ObjectKind(rawValue: "exit")

  // MARK: Group elements

  /// A view's subviews, in order from back to front.
  public static let subviews = ObjectKind(rawValue: "subviews")
  /// A table view cell's content view; its `subviews` are the cell's.
  public static let tableViewCellContentView = ObjectKind(rawValue: "tableViewCellContentView")
  /// A collection view cell's content view; its `subviews` are the cell's.
  public static let collectionViewCellContentView = ObjectKind(rawValue: "collectionViewCellContentView")
  /// A dynamic table view's prototype cells.
  public static let prototypes = ObjectKind(rawValue: "prototypes")
  /// A static table view's sections.
  public static let sections = ObjectKind(rawValue: "sections")
  /// One section of a static table view; its cells are in a `cells` child.
  public static let tableViewSection = ObjectKind(rawValue: "tableViewSection")
  /// A collection view's prototype cells, or a static table section's cells.
  public static let cells = ObjectKind(rawValue: "cells")

  public static let allKnown: [ObjectKind] = [
    .view, .label, .button, .textField, .switch, .slider, .stepper, .segmentedControl, .datePicker, .pageControl,
    .searchBar, .textView, .colorWell, .tableView, .collectionView, .tableViewCell, .collectionViewCell, .containerView,
    .navigationItem, .barButtonItem, .tabBarItem, .menuItem, .toolbarItem, .exit, .subviews, .tableViewCellContentView,
    .collectionViewCellContentView, .prototypes, .sections, .tableViewSection, .cells,
  ]

  public var isKnown: Bool { Self.allKnown.contains(self) || isGestureRecognizer }

  /// Any gesture recognizer: `tapGestureRecognizer`, `pongPressGestureRecognizer` (Interface Builder's spelling of
  /// long press), `swipeGestureRecognizer` ….
  public var isGestureRecognizer: Bool { rawValue.hasSuffix("GestureRecognizer") }

  /// The gesture a gesture recognizer recognizes (`tap`, `longPress`, `swipe` …); `nil` for other elements.
  public var gestureName: String? {
    guard isGestureRecognizer else { return nil }
    let name = String(rawValue.dropLast("GestureRecognizer".count))
    return name == "pongPress" ? "longPress" : name  // Interface Builder's spelling of the long-press element
  }

  public var description: String { rawValue }
}

extension StoryboardObject {
  /// The element name, typed; ``element`` keeps it as written.
  public var kind: ObjectKind { ObjectKind(rawValue: element) }
}
