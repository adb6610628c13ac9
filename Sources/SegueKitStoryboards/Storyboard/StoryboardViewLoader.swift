import Foundation
import StoryboardFormat

/// Builds a scene's view tree when its controller's view loads (<doc:LifeCycle#§6.1-Loading-the-view>), connects the
/// outlets and actions
/// of the scene's views, wires segue triggers (<doc:Segues#§2.5-Triggers>) and fires embed segues
/// (<doc:Segues#§2.6-Embed>).
@MainActor
struct StoryboardViewLoader {
  let controller: UIViewController
  let state: StoryboardSceneState
  private var pendingConnections: [(owner: AnyObject, connections: [Connection])] = []
  /// Every view made, in order: they get `awakeFromNib` once connected, as the views of the scene's view nib do.
  private var madeViews: [UIView] = []
  private var embedTemplates: [UIStoryboardSegueTemplate] = []
  /// The storyboard's views' geometry and constraints, read once per file.
  private let layouts: StoredLayouts
  /// The scene's `viewControllerLayoutGuide` ids (top and bottom).
  private let controllerGuides: (top: String?, bottom: String?)

  init(controller: UIViewController, state: StoryboardSceneState) {
    self.controller = controller
    self.state = state
    layouts = state.storyboard.storedLayouts
    controllerGuides = Self.controllerGuideIDs(state.controller.object)
  }

  /// Loads the view of a storyboard-made controller; false when the scene has no view description.
  static func loadView(of controller: UIViewController) -> Bool {
    guard let state = controller.sceneState, let description = state.controller.view else { return false }
    var loader = StoryboardViewLoader(controller: controller, state: state)
    let view = loader.makeView(description)
    controller.view = view
    loader.attachLooseObjects()
    loader.connect()
    loader.awakeViews()
    guard !loader.embedTemplates.isEmpty else { return true }
    _ = SceneCycleGuard.entering(state.controller, of: state.storyboard.document, .embedding) {
      for template in loader.embedTemplates {
        template.viewController = controller
        template.run(sender: nil)
      }
      return true
    }
    return true
  }

  // MARK: - Views

  private mutating func makeView(_ object: StoryboardObject) -> UIView {
    let layout = layouts.layout(of: object)
    let view = Self.instantiateView(object, layout: layout)
    madeViews.append(view)
    if let id = layout.id { state.objects[id] = view }
    for (id, guide) in Self.layoutGuides(of: layout, view) { state.objects[id] = guide }
    if !object.connections.isEmpty { pendingConnections.append((view, object.connections)) }
    wireTriggers(of: object, to: view)
    for child in object.children {
      switch child.kind {
      case .subviews:
        for subview in child.children { Self.add(makeView(subview), to: view) }
      case _ where Self.isCellContentView(child):
        // The content view's subviews and constraints are the cell's here (see `isCellContentView`).
        if let id = child.id { state.objects[id] = view }
        for group in child.children where group.kind == .subviews {
          for subview in group.children { view.addSubview(makeView(subview)) }
        }
        installConstraints(layouts.layout(of: child), on: view)
      case .prototypes:
        if let table = view as? UITableView {
          table.prototypeSegueTemplates = prototypeSegueTemplates(child.children)
          for cell in child.children {
            guard let identifier = cell.reuseIdentifier else { continue }
            let make = prototypeFactory(cell)
            table.prototypeFactories[identifier] = {
              make() as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
            }
          }
        }
      case .sections:
        if let table = view as? UITableView { installStaticCells(child, in: table) }
      case .cells:
        if let collection = view as? UICollectionView {
          collection.prototypeSegueTemplates = prototypeSegueTemplates(child.children)
          for cell in child.children {
            guard let identifier = cell.reuseIdentifier else { continue }
            let make = prototypeFactory(cell)
            collection.prototypeFactories[identifier] = {
              make() as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
            }
          }
        }
      default:
        break
      }
    }
    installConstraints(layout, on: view)
    return view
  }

  /// The constraints a view's element stores (`layout`), held by `view`, registered by id for outlets.
  private func installConstraints(_ layout: StoredViewLayout, on view: UIView) {
    let scene = state
    // Only a constraint can name the controller's guides: without one, the root view is not looked up.
    let root = layout.constraints.isEmpty ? nil : scene.controller.view?.id.flatMap { scene.objects[$0] as? UIView }
    let made = Self.installConstraints(
      layout, on: view, resolve: { scene.objects[$0] },
      controllerGuides: (controllerGuides.top, controllerGuides.bottom, root))
    for (id, constraint) in made { scene.objects[id] = constraint }
  }

  /// A new view of `object`'s class (a custom class through `init?(coder:)`), configured from its attributes and its
  /// geometry record (`layout`, the same element read once per file); its subviews and connections are the caller's.
  static func instantiateView(_ object: StoryboardObject, layout: StoredViewLayout) -> UIView {
    let view = bareView(object, layout)
    applyGeometry(view, layout)
    view.tag = layout.tag ?? 0
    view.accessibilityIdentifier = layout.accessibilityIdentifier
    if let label = layout.accessibilityLabel { view.accessibilityLabel = label }
    view.isHidden = layout.isHidden
    // Interface Builder writes `userInteractionEnabled` only when the box is unchecked, for every kind (an image
    // view's box starts unchecked, so its nib says "NO"); a view without the attribute takes touches, an image
    // view too (its `init?(coder:)` leaves it on), unless the app's own `init?(coder:)` turned it off.
    if !layout.isUserInteractionEnabled { view.isUserInteractionEnabled = false }
    AppearanceProxies.decodingNib { configureAppearance(view, layout.appearance) }
    return view
  }

  private static func bareView(_ object: StoryboardObject, _ layout: StoredViewLayout) -> UIView {
    if let name = layout.customClass {
      let found: AnyClass? = StoryboardClassRegistry.lookup(
        className: name, module: layout.customModule, moduleProvider: layout.moduleProvider)
      if let type = found as? UIView.Type, let view = type.init(coder: StoryboardViewCoder()) {
        return configured(view, object)
      }
      Console.log("Unknown class \(name) in Interface Builder file.")
    }
    switch object.kind {
    case .label:
      let label = UILabel()
      label.text = object.text
      return label
    case .button:
      let button = UIButton()
      button.setTitle(object.title, for: .normal)
      return button
    case .tableView: return UITableView()
    case .collectionView: return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    case .tableViewCell:
      let cell = UITableViewCell(style: .default, reuseIdentifier: object.reuseIdentifier)
      // A system-style cell's label is its `textLabel` (the cell names it by id).
      if let labelID = object.textLabelID { cell.textLabel?.text = object.object(withID: labelID)?.text }
      return cell
    case .collectionViewCell:
      let cell = UICollectionViewCell()
      cell.reuseIdentifier = object.reuseIdentifier
      return cell
    case .textField, .switch, .slider, .stepper, .segmentedControl, .datePicker, .pageControl:
      return Self.storyboardControl(object) ?? UIControl()
    default:
      // `<wkWebView>`, `<mapView>`: classes of modules above the core, which register them by element name.
      if let type = StoryboardClassRegistry.viewClass(forElement: object.kind.rawValue),
        let view = type.init(coder: StoryboardViewCoder())
      {
        return view
      }
      return Self.storyboardControl(object) ?? UIView()
    }
  }

  private static func configured(_ view: UIView, _ object: StoryboardObject) -> UIView {
    if let label = view as? UILabel { label.text = object.text }
    if let button = view as? UIButton { button.setTitle(object.title, for: .normal) }
    if let cell = view as? UITableViewCell {
      cell.reuseIdentifierStorage = object.reuseIdentifier
      if let labelID = object.textLabelID { cell.textLabel?.text = object.object(withID: labelID)?.text }
    }
    Self.configureControl(view, object)
    return view
  }

  // MARK: - Cells

  /// A cell's content view: `<tableViewCellContentView>`, `<collectionViewCellContentView>`, or the
  /// `<view key="contentView">` newer Xcodes write for collection view cells.
  static func isCellContentView(_ child: StoryboardObject) -> Bool {
    child.kind == .tableViewCellContentView || child.kind == .collectionViewCellContentView
      || child.key == "contentView"
  }

  /// Makes a new cell from a prototype each time it is called, as UIKit instantiates a prototype's nib for each
  /// dequeued cell: its custom class, its subviews, its outlets and actions (the controller's own outlets are not
  /// connected again).
  private func prototypeFactory(_ prototype: StoryboardObject) -> @MainActor () -> UIView {
    let controller = controller
    let state = state
    // Weak: the controller keeps the scene state, whose objects include the table that keeps this closure.
    return { [weak controller, weak state] in
      guard let controller, let state else { return UIView() }
      var loader = StoryboardViewLoader(controller: controller, state: state)
      let cell = loader.makeView(prototype)
      loader.connect(includingController: false)
      loader.awakeViews()
      // The prototype's segues stay with the table, found by reuse identifier (see `CellSegueTemplates`).
      (cell as? UITableViewCell)?.segueTemplates = CellSegueTemplates()
      (cell as? UICollectionViewCell)?.segueTemplates = CellSegueTemplates()
      return cell
    }
  }

  /// The segue templates of a table's or collection view's prototype cells, by reuse identifier.
  private func prototypeSegueTemplates(_ cells: [StoryboardObject]) -> [String: CellSegueTemplates] {
    var templates: [String: CellSegueTemplates] = [:]
    for cell in cells {
      guard let reuseIdentifier = cell.reuseIdentifier else { continue }
      for template in state.templates where template.segue.owner.id == cell.id {
        template.viewController = controller
        templates[reuseIdentifier, default: CellSegueTemplates()].add(template)
      }
    }
    return templates
  }

  private mutating func installStaticCells(_ sections: StoryboardObject, in table: UITableView) {
    var rows: [[UITableViewCell]] = []
    for section in sections.children where section.kind == .tableViewSection {
      let cells = section.children.first { $0.kind == .cells }?.children ?? []
      rows.append(cells.compactMap { makeView($0) as? UITableViewCell })
    }
    let dataSource = StaticCellsDataSource(sections: rows)
    table.staticCellsDataSource = dataSource
    table.dataSource = dataSource
  }

  // MARK: - Triggers and connections

  /// Segues owned by a view fire through it: controls on their primary event, gestures on recognition, cells on
  /// selection or accessory taps, container views while the view loads.
  private mutating func wireTriggers(of object: StoryboardObject, to view: UIView) {
    guard let id = object.id else { return }
    for template in state.templates where template.segue.owner.id == id {
      template.viewController = controller
      switch view {
      case let control as UIControl:
        control.addTarget(
          template, action: UIStoryboardSegueTemplate.performSelector, for: Self.primaryEvent(of: object))
      case let cell as UITableViewCell:
        cell.segueTemplates.add(template)
      case let cell as UICollectionViewCell:
        cell.segueTemplates.add(template)
      default:
        if template.segue.kind == .embed { embedTemplates.append(template) }
      }
    }
  }

  static func primaryEvent(of object: StoryboardObject) -> UIControl.Event {
    switch object.kind {
    case .button: .touchUpInside
    case .textField: .primaryActionTriggered
    default: .valueChanged
    }
  }

  /// Scene-level objects that views refer to: gesture recognizers attached through `gestureRecognizers`.
  private mutating func attachLooseObjects() {
    for object in state.scene?.objects ?? [] where object.kind.isGestureRecognizer {
      let recognizer = Self.gestureRecognizer(object)
      if let id = object.id {
        state.objects[id] = recognizer
        for template in state.templates where template.segue.owner.id == id {
          template.viewController = controller
          recognizer.addTarget(template, action: UIStoryboardSegueTemplate.performSelector)
        }
      }
      for action in object.connections where action.kind == .action {
        if let selector = action.selector, let target = target(of: action) {
          recognizer.addTarget(target, action: Selector(selector))
        }
      }
      let outlets = object.connections.filter { $0.kind == .outlet }
      if !outlets.isEmpty { pendingConnections.append((recognizer, outlets)) }
    }
  }

  private func awakeViews() {
    for view in madeViews {
      view.noteDesignContent()
      view.awakeFromNib()
    }
  }

  private func connect(includingController: Bool = true) {
    for (owner, connections) in pendingConnections {
      for connection in connections {
        switch connection.kind {
        case .action:
          guard let control = owner as? UIControl, let selector = connection.selector else { continue }
          let event = connection.controlEvent.map(UIControl.Event.init) ?? .touchUpInside
          control.addTarget(target(of: connection), action: Selector(selector), for: event)
        case .outlet:
          Self.connectViewOutlet(connection, of: owner, to: target(of: connection))
        case .outletCollection where connection.outletProperty == .gestureRecognizers:
          if let view = owner as? UIView,
            let recognizer = connection.destination.flatMap({ state.objects[$0] }) as? UIGestureRecognizer
          {
            view.addGestureRecognizer(recognizer)
          }
        default:
          break
        }
      }
    }
    guard includingController else { return }
    for connection in state.controller.connections where connection.kind == .outlet {
      guard let property = connection.property, connection.outletProperty != .view else { continue }
      let value = connection.destination.flatMap { state.objects[$0] }
      if !ConnectionDispatch.connectOutlet(property, of: controller, to: value) {
        MissingConnections.outlet(property, of: controller, objectID: connection.destination)
      }
    }
  }

  /// An outlet of a view: a table or collection view's `dataSource` and `delegate` (static tables keep their
  /// cells), or a custom view's own outlet through its connection table.
  static func connectViewOutlet(_ connection: Connection, of owner: AnyObject, to value: AnyObject?) {
    switch (owner, connection.outletProperty) {
    case (let table as UITableView, .dataSource?):
      if table.dataSource == nil, let source = value as? any UITableViewDataSource { table.dataSource = source }
    case (let table as UITableView, .delegate?):
      if let delegate = value as? any UITableViewDelegate { table.delegate = delegate }
    case (let collection as UICollectionView, .dataSource?):
      if let source = value as? any UICollectionViewDataSource { collection.dataSource = source }
    case (let collection as UICollectionView, .delegate?):
      if let delegate = value as? any UICollectionViewDelegate { collection.delegate = delegate }
    case (let scrollView as UIScrollView, .delegate?):
      // A text view's delegate is a scroll view delegate too (`UITextViewDelegate` refines it).
      if let delegate = value as? any UIScrollViewDelegate { scrollView.delegate = delegate }
    case (let field as UITextField, .delegate?):
      if let delegate = value as? any UITextFieldDelegate { field.delegate = delegate }
    case (let picker as UIPickerView, .dataSource?):
      if let source = value as? any UIPickerViewDataSource { picker.dataSource = source }
    case (let picker as UIPickerView, .delegate?):
      if let delegate = value as? any UIPickerViewDelegate { picker.delegate = delegate }
    case (let searchBar as UISearchBar, .delegate?):
      if let delegate = value as? any UISearchBarDelegate { searchBar.delegate = delegate }
    case (let recognizer as UIGestureRecognizer, .delegate?):
      if let delegate = value as? any UIGestureRecognizerDelegate { recognizer.delegate = delegate }
    default:
      // A custom view's own outlet (a prototype cell's label …), through its connection table.
      if let property = connection.property, !ConnectionDispatch.connectOutlet(property, of: owner, to: value) {
        MissingConnections.outlet(property, of: owner, objectID: connection.destination)
      }
    }
  }

  /// An action's receiver: the scene controller, another scene object, or `nil` (first responder: the
  /// responder chain).
  private func target(of connection: Connection) -> AnyObject? {
    guard let destination = connection.destination else { return nil }
    if destination == state.controller.id { return controller }
    return state.objects[destination]
  }
}

/// Rows of a static-cells table view.
@MainActor
final class StaticCellsDataSource: UITableViewDataSource {
  let sections: [[UITableViewCell]]

  init(sections: [[UITableViewCell]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    sections[indexPath.section][indexPath.row]
  }
}
