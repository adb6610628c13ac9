import StoryboardFormat

/// Names for the objects of an ``IBDocument`` the way Interface Builder's outline shows them.
struct DiffNames {
  let document: IBDocument

  /// The elements that hold scenes' or a xib's objects and are not objects themselves.
  private static let containers: Set<String> = [
    "document", "scenes", "scene", "objects", "subviews", "constraints", "connections", "prototypes", "cells",
    "sections", "items", "dependencies", "resources", "gestureRecognizers",
  ]

  /// Segue kinds as Xcode's segue menu names them.
  static let segueKinds: [String: String] = [
    "show": "show", "showDetail": "show detail", "presentation": "present modally",
    "popoverPresentation": "present as popover", "embed": "embed", "relationship": "relationship",
    "unwind": "unwind", "custom": "custom", "push": "push (deprecated)", "modal": "modal (deprecated)",
    "replace": "replace (deprecated)",
  ]

  /// The category of an element for the JSON output.
  func category(of index: Int) -> String {
    let element = document.elements[index]
    switch element.name {
    case "document": return "document"
    case "scene": return "scene"
    case "segue": return "segue"
    case "outlet", "outletCollection": return "outlet"
    case "action": return "action"
    case "constraint": return "constraint"
    default:
      if isController(index) { return "controller" }
      if element.name.hasSuffix("View") || element.name == "view" || isControl(element.name) { return "view" }
      return "object"
    }
  }

  private func isControl(_ name: String) -> Bool {
    [
      "button", "label", "textField", "textView", "switch", "slider", "stepper", "segmentedControl", "imageView",
      "tableViewCell", "collectionViewCell", "navigationBar", "toolbar", "tabBar", "searchBar", "pageControl",
      "activityIndicatorView", "progressView", "datePicker", "pickerView",
    ].contains(name)
  }

  /// Whether the element is a scene's controller (the first object of a scene).
  func isController(_ index: Int) -> Bool {
    let elements = document.elements
    guard let objects = elements[index].parent, elements[objects].name == "objects",
      let scene = elements[objects].parent, elements[scene].name == "scene"
    else { return false }
    return controllerIndex(ofScene: scene) == index
  }

  private func controllerIndex(ofScene scene: Int) -> Int? {
    let elements = document.elements
    guard let objects = elements[scene].children.first(where: { elements[$0].name == "objects" }) else { return nil }
    let skipped: Set<String> = ["placeholder", "exit", "customObject"]
    return elements[objects].children.first { !skipped.contains(elements[$0].name) }
      ?? elements[objects].children.first
  }

  /// The scene or top-level object `index` is in, named: "Products (ProductListViewController)".
  func context(of index: Int) -> String? {
    let elements = document.elements
    var current: Int? = index
    var topLevel: Int?
    while let here = current {
      if elements[here].name == "scene" {
        guard let controller = controllerIndex(ofScene: here) else {
          return "scene \(quoted(elements[here]["sceneID"]))"
        }
        return controllerName(controller)
      }
      if let parent = elements[here].parent, elements[parent].name == "objects",
        let grandparent = elements[parent].parent, elements[grandparent].name == "document"
      {
        topLevel = here
      }
      current = elements[here].parent
    }
    return topLevel.map { describe($0) }
  }

  /// "Products (ProductListViewController)": the controller's title, then its class.
  func controllerName(_ index: Int) -> String {
    let element = document.elements[index]
    let className =
      element["customClass"] ?? ClassNames.defaultClass(of: ControllerKind(rawValue: element.name), on: .iOS)
    let navigationTitle = element.children.lazy.map { document.elements[$0] }
      .first { $0.name == "navigationItem" }?["title"]
    let title = element["title"] ?? navigationTitle ?? element["userLabel"] ?? element["storyboardIdentifier"]
    guard let title, !title.isEmpty, title != className else { return className }
    return "\(title) (\(className))"
  }

  /// The object in a few words: "segue 'showDetail'", "button 'Buy'", "outlet 'tableView'".
  func describe(_ index: Int) -> String {
    let element = document.elements[index]
    if element.parent == nil { return element.name }
    switch element.name {
    case "scene":
      return "scene \(controllerIndex(ofScene: index).map { "'\(controllerName($0))'" } ?? quoted(element["sceneID"]))"
    case "segue":
      if let identifier = element["identifier"], !identifier.isEmpty { return "segue '\(identifier)'" }
      let destination = element["destination"].flatMap { document.index(of: "#" + $0) }
      return "segue to \(destination.map { "'\(name(ofTarget: $0))'" } ?? quoted(element["destination"]))"
    case "outlet", "outletCollection": return "\(element.name) \(quoted(element["property"]))"
    case "action": return "action \(quoted(element["selector"]))"
    case "constraint":
      let first = element["firstItem"].flatMap { document.index(of: "#" + $0) }.map { name(ofTarget: $0) }
      let second = element["secondItem"].flatMap { document.index(of: "#" + $0) }.map { name(ofTarget: $0) }
      var text = "constraint " + [first, element["firstAttribute"]].compactMap { $0 }.joined(separator: ".")
      if let secondAttribute = element["secondAttribute"] {
        text += " = " + [second, secondAttribute].compactMap { $0 }.joined(separator: ".")
      } else if let constant = element["constant"] {
        text += " = \(constant)"
      }
      return text
    default:
      if isController(index) { return controllerName(index) }
      guard let label = label(of: element) else { return "\(element.name) \(quoted(element.id))" }
      return label == element.name ? label : "\(element.name) '\(label)'"
    }
  }

  /// A short name for the object an outlet, segue or constraint points to.
  func name(ofTarget index: Int) -> String {
    let element = document.elements[index]
    if isController(index) { return controllerName(index) }
    return label(of: element) ?? element.name
  }

  private func label(of element: IBElement) -> String? {
    if let label = element["userLabel"] ?? element["title"] ?? element["text"] ?? element["placeholder"] {
      return label
    }
    for child in element.children.map({ document.elements[$0] }) {
      if child.name == "state", child["key"] == "normal", let title = child["title"] { return title }
      if child.name == "string", child["key"] == "text", let text = child.text { return text }
    }
    return element["image"] ?? element["key"]
  }

  private func quoted(_ value: String?) -> String { value.map { "'\($0)'" } ?? "" }

  /// The nearest ancestor (or the element itself) that is an object the reader would name: one with an id.
  func owner(of index: Int) -> Int {
    var current = index
    while document.elements[current].id == nil || Self.containers.contains(document.elements[current].name),
      let parent = document.elements[current].parent
    {
      if document.elements[current].name == "scene" { return current }
      current = parent
    }
    return current
  }

  /// A property element's path below its owner: `frame`, `backgroundColor`, `state normal`.
  func propertyPath(of index: Int, below owner: Int) -> String {
    var steps: [String] = []
    var current = index
    while current != owner, let parent = document.elements[current].parent {
      let element = document.elements[current]
      if let key = element["key"] {
        steps.append(element.name == "state" ? "state \(key)" : key)
      } else if let name = element["name"] ?? element["keyPath"] ?? element["identifier"] {
        steps.append("\(element.name) '\(name)'")
      } else {
        steps.append(element.name)
      }
      current = parent
    }
    return steps.reversed().joined(separator: ".")
  }
}
