public import SegueKit

/// The navigation state of a window, as a value: window root → selected tab → navigation stacks → split columns
/// → presented chain.
///
/// Not in UIKit. Two snapshots are equal when the same kinds of controllers, with the same titles, sit in the same
/// places; compare whole snapshots in tests and read ``description`` when they differ.
///
/// ```swift
/// #expect(app.snapshot.description == """
///   iPhone 16, portrait
///   RootTabBarController tabs=[*Shop, Library, Settings]
///     UINavigationController
///       [0] Products (ProductListViewController)
///   """)
/// ```
public struct NavigationSnapshot: Equatable, Sendable, CustomStringConvertible {
  /// The simulated device's name.
  public var device: String
  /// The simulated orientation.
  public var orientation: UIInterfaceOrientation
  /// The window's root view controller, or `nil` when the window has none.
  public var root: ControllerSnapshot?
  /// The context menu on screen, above everything else, or `nil`.
  public var contextMenu: MenuSnapshot?

  public init(
    device: String, orientation: UIInterfaceOrientation, root: ControllerSnapshot?, contextMenu: MenuSnapshot? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.root = root
    self.contextMenu = contextMenu
  }

  /// The presented chain from the window's root: each presentation, outermost first, wherever it was presented
  /// from in the hierarchy.
  public var presentationChain: [PresentationSnapshot] {
    var chain: [PresentationSnapshot] = []
    var pending = root.map { [$0] } ?? []
    while !pending.isEmpty {
      let node = pending.removeFirst()
      if let presentation = node.presentation {
        chain.append(presentation)
        pending.append(presentation.controller)
      }
      pending.append(contentsOf: node.shownChildren)
    }
    return chain
  }

  /// A readable text picture: one line per controller, indented under its container; presentations marked
  /// `presents(style)` under their presenter; the context menu on screen last, with its elements indented under it.
  public var description: String {
    var lines = ["\(device), \(orientation.snapshotName)"]
    if let root {
      root.render(into: &lines, indent: "", label: nil)
    } else {
      lines.append("(no root view controller)")
    }
    contextMenu?.render(into: &lines, indent: "", label: "context menu")
    return lines.joined(separator: "\n")
  }
}

/// One view controller in a ``NavigationSnapshot``, with what it shows.
public struct ControllerSnapshot: Equatable, Sendable {
  /// What a controller shows, by container kind.
  public indirect enum Content: Equatable, Sendable {
    /// A controller that is not a built-in container.
    case plain
    /// A navigation controller's stack, root first.
    case navigation(stack: [ControllerSnapshot])
    /// A tab bar controller: every tab's title, the selected index (`nil` while the More list shows), and what is
    /// on screen: the selected tab, or the More navigation controller with the overflow tab it shows.
    case tabs(titles: [String], selectedIndex: Int?, selected: ControllerSnapshot?)
    /// A split view controller's shown columns (one when collapsed).
    case split(isCollapsed: Bool, columns: [ControllerSnapshot])
    /// An alert or action sheet: its message and its actions' titles, in order.
    case alert(message: String?, actions: [String])
  }

  /// The controller's class name, without its module.
  public var className: String
  /// The controller's title (or its navigation item's title), if any.
  public var title: String?
  /// What the controller shows when it is a built-in container.
  public var content: Content
  /// Child view controllers that are not managed by a built-in container (embed segues, custom containers).
  public var embedded: [ControllerSnapshot]
  /// The presentation made by this controller, if any.
  public var presentation: PresentationSnapshot? {
    get { presentationStorage.first }
    set { presentationStorage = newValue.map { [$0] } ?? [] }
  }
  /// An array, because a value cannot contain itself directly (presented controllers are controller snapshots).
  private var presentationStorage: [PresentationSnapshot]

  public init(
    className: String, title: String? = nil, content: Content = .plain, embedded: [ControllerSnapshot] = [],
    presentation: PresentationSnapshot? = nil
  ) {
    self.className = className
    self.title = title
    self.content = content
    self.embedded = embedded
    self.presentationStorage = presentation.map { [$0] } ?? []
  }

  /// The title when there is one, else the class name; how traces and messages name the controller.
  public var name: String { title ?? className }

  /// The children shown on screen (selected tab, stack, columns, embedded).
  var shownChildren: [ControllerSnapshot] {
    switch content {
    case .plain: embedded
    case .navigation(let stack): stack + embedded
    case .tabs(_, _, let selected): (selected.map { [$0] } ?? []) + embedded
    case .split(_, let columns): columns + embedded
    case .alert: embedded
    }
  }

  func render(into lines: inout [String], indent: String, label: String?) {
    var line = indent + (label.map { "\($0) " } ?? "")
    line += title.map { "\($0) (\(className))" } ?? className
    switch content {
    case .plain:
      break
    case .navigation:
      break
    case .tabs(let titles, let selectedIndex, _):
      let items = titles.enumerated().map { index, title in (index == selectedIndex ? "*" : "") + title }
      line += " tabs=[\(items.joined(separator: ", "))]"
    case .split(let isCollapsed, _):
      line += isCollapsed ? " collapsed" : " expanded"
    case .alert(let message, let actions):
      if let message { line += " message='\(message)'" }
      line += " actions=[\(actions.joined(separator: ", "))]"
    }
    lines.append(line)
    let inner = indent + "  "
    switch content {
    case .plain, .alert:
      break
    case .navigation(let stack):
      for (index, controller) in stack.enumerated() {
        controller.render(into: &lines, indent: inner, label: "[\(index)]")
      }
    case .tabs(_, _, let selected):
      selected?.render(into: &lines, indent: inner, label: nil)
    case .split(_, let columns):
      for (index, column) in columns.enumerated() {
        column.render(into: &lines, indent: inner, label: columns.count == 1 ? "column" : "column \(index)")
      }
    }
    for child in embedded {
      child.render(into: &lines, indent: inner, label: "embeds")
    }
    if let presentation {
      presentation.controller.render(into: &lines, indent: inner, label: "presents(\(presentation.styleName))")
    }
  }
}

/// A modal presentation in a ``NavigationSnapshot``.
public struct PresentationSnapshot: Equatable, Sendable {
  /// The style the presented controller asked for (`.automatic` resolved).
  public var requestedStyle: UIModalPresentationStyle
  /// The style the presentation adapted to for the current traits, or `nil` when it did not adapt
  /// (<doc:UIKitRules#§4.5-Adaptation>).
  public var adaptedStyle: UIModalPresentationStyle?
  /// The presented controller.
  public var controller: ControllerSnapshot

  public init(
    requestedStyle: UIModalPresentationStyle, adaptedStyle: UIModalPresentationStyle? = nil,
    controller: ControllerSnapshot
  ) {
    self.requestedStyle = requestedStyle
    self.adaptedStyle = adaptedStyle
    self.controller = controller
  }

  /// `formSheet`, or `popover→formSheet` when adapted.
  public var styleName: String {
    requestedStyle.snapshotName + (adaptedStyle.map { "→" + $0.snapshotName } ?? "")
  }
}

extension UIModalPresentationStyle {
  /// UIKit's name of the style, as in hierarchy dumps.
  public var snapshotName: String { dumpName }
}

extension UIInterfaceOrientation {
  /// The orientation's name, as snapshots print it.
  public var snapshotName: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    }
  }
}
