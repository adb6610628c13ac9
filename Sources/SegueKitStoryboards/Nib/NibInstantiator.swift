internal import Foundation
internal import StoryboardFormat

/// Makes the objects of one nib, as UIKit's nib loading does for `UINib.instantiate(withOwner:options:)`.
///
/// The order is UIKit's [DOC: Resource Programming Guide, "The Nib Object Life Cycle"]: every object is made first
/// (views through `init?(coder:)`; a view's subviews finish before it does, as UIKit decodes them inside the
/// superview's `initWithCoder:` [I]), then every outlet and action is connected (the owner's outlets included), then
/// `awakeFromNib` goes to each object the nib made — never to the owner or another placeholder — in the order the
/// objects finished initializing (Apple leaves this order unspecified).
@MainActor
struct NibInstantiator {
  private let document: NibDocument
  /// The nib's views' geometry and constraints, read once per nib.
  private let layouts: StoredLayouts
  /// Objects by id: the placeholders (File's Owner, external objects) and every object made so far.
  private var objects: [String: AnyObject] = [:]
  private var made: [AnyObject] = []
  private var connections: [(holder: AnyObject, connection: Connection)] = []

  init(document: NibDocument, layouts: StoredLayouts, owner: AnyObject?, externalObjects: [String: Any]) {
    self.document = document
    self.layouts = layouts
    let ownerID = document.filesOwner?.id
    for placeholder in document.placeholders {
      guard let id = placeholder.id else { continue }
      let external = placeholder.attributes["placeholderIdentifier"].flatMap { externalObjects[$0] }
      guard let standIn = id == ownerID ? owner : external.map({ $0 as AnyObject }) else { continue }
      objects[id] = standIn
      record(standIn, placeholder)
    }
  }

  /// Makes the nib's top-level objects, connects them and wakes them; returns them in the file's order.
  mutating func instantiate() -> [AnyObject] {
    let topLevel = document.topLevelObjects.compactMap { make($0) }
    connect()
    for object in made {
      if let view = object as? UIView {
        view.noteDesignContent()
        view.awakeFromNib()
      } else if let controller = object as? UIViewController {
        controller.awakeFromNib()
      }
    }
    return topLevel
  }

  // MARK: - Objects

  private mutating func make(_ object: StoryboardObject) -> AnyObject? {
    let kind = object.kind
    if kind.isGestureRecognizer { return finish(UIGestureRecognizer.made(for: object), object) }
    switch kind.rawValue {
    case ObjectKind.barButtonItem.rawValue:
      let item = UIBarButtonItem()
      item.title = object.title
      item.tag = object.tag ?? 0
      return finish(item, object)
    case let element where element.hasSuffix("Controller") || element == "customObject" || element == "navigationItem":
      // Controllers need a storyboard's coder, and Swift on Linux has no required `NSObject.init()` to make a custom
      // object of a class known only by name.
      Console.log(
        "SegueKit does not make <\(element)> objects from nibs: object \(object.id ?? "?") of nib "
          + "'\(document.name)' is left out.")
      return nil
    default:
      return makeView(object)
    }
  }

  /// A view and its subviews: the subviews first, as UIKit finishes them inside the superview's `init?(coder:)`.
  private mutating func makeView(_ object: StoryboardObject) -> UIView {
    var subviews: [UIView] = []
    var contentSubviews: [UIView] = []
    for child in object.children {
      switch child.kind {
      case .subviews:
        subviews += child.children.map { makeView($0) }
      case _ where StoryboardViewLoader.isCellContentView(child):
        for group in child.children where group.kind == .subviews {
          contentSubviews += group.children.map { makeView($0) }
        }
      default:
        break
      }
    }
    let layout = layouts.layout(of: object)
    let view = StoryboardViewLoader.instantiateView(object, layout: layout)
    for subview in subviews { StoryboardViewLoader.add(subview, to: view) }
    // As in storyboards, a cell's content is in the cell's own hierarchy, where the driver looks for it.
    for subview in contentSubviews { view.addSubview(subview) }
    for (id, guide) in StoryboardViewLoader.layoutGuides(of: layout, view) { objects[id] = guide }
    var holders = [layout]
    for child in object.children where StoryboardViewLoader.isCellContentView(child) {
      if let id = child.id { objects[id] = view }
      holders.append(layouts.layout(of: child))
    }
    for holder in holders {
      let made = StoryboardViewLoader.installConstraints(
        holder, on: view, resolve: { $0 == layout.id ? view : objects[$0] })
      for (id, constraint) in made { objects[id] = constraint }
    }
    return finish(view, object, id: layout.id)
  }

  /// Registers `made` under its element's id (`id`, when the caller has it from the element's record) and keeps it for
  /// its connections and `awakeFromNib`.
  private mutating func finish<Made: AnyObject>(
    _ made: Made, _ object: StoryboardObject, id: String?? = nil
  ) -> Made {
    if let id = id ?? object.id { objects[id] = made }
    self.made.append(made)
    record(made, object)
    return made
  }

  private mutating func record(_ holder: AnyObject, _ object: StoryboardObject) {
    connections += object.connections.map { (holder, $0) }
  }

  // MARK: - Connections

  private func connect() {
    for (holder, connection) in connections {
      let destination = connection.destination.flatMap { objects[$0] }
      switch connection.kind {
      case .outlet:
        connectOutlet(connection, of: holder, to: destination)
      case .outletCollection where connection.outletProperty == .gestureRecognizers:
        if let view = holder as? UIView, let recognizer = destination as? UIGestureRecognizer {
          view.addGestureRecognizer(recognizer)
        }
      case .action:
        guard let selector = connection.selector.map({ Selector($0) }) else { continue }
        switch holder {
        case let control as UIControl:
          let event = connection.controlEvent.map(UIControl.Event.init) ?? .touchUpInside
          control.addTarget(destination, action: selector, for: event)
        case let recognizer as UIGestureRecognizer:
          recognizer.addTarget(destination as Any, action: selector)
        case let item as UIBarButtonItem:
          item.target = destination
          item.action = selector
        default:
          break
        }
      default:
        break
      }
    }
  }

  /// The owner's `view` outlet loads a controller's view; other outlets go through the holder's connection table.
  private func connectOutlet(_ connection: Connection, of holder: AnyObject, to value: AnyObject?) {
    if let controller = holder as? UIViewController, connection.outletProperty == .view {
      controller.view = value as? UIView
      return
    }
    StoryboardViewLoader.connectViewOutlet(connection, of: holder, to: value)
  }
}

extension UIGestureRecognizer {
  /// The recognizer a nib's `<…GestureRecognizer>` element makes (its custom class is not used: SegueKit's
  /// recognizers have no `init?(coder:)`).
  @MainActor
  fileprivate static func made(for object: StoryboardObject) -> UIGestureRecognizer {
    object.kind.gestureName == "tap"
      ? UITapGestureRecognizer(target: nil, action: nil) : UIGestureRecognizer(target: nil, action: nil)
  }
}
