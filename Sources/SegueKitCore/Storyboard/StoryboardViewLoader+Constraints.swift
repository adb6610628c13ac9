internal import Foundation
internal import StoryboardFormat

/// The constraints a view's `init(coder:)` decodes in UIKit: the `<constraints>` Interface Builder stores on the view
/// that holds them (the nearest common ancestor of their items), each `<constraint firstItem= firstAttribute=
/// relation= secondItem= secondAttribute= multiplier= constant= priority=/>`. A missing `firstItem` is the holding
/// view, and so is a missing `secondItem` when a `secondAttribute` is given. Items are views of the file, their
/// `<viewLayoutGuide>`s (the safe area, a scroll view's content and frame guides), or an older file's
/// `<viewControllerLayoutGuide>`s (the top guide's bottom is the root view's safe area top, the bottom guide's top its
/// safe area bottom). Placeholder constraints (removed at build time) and those a `<variation key="default">` excludes
/// (installed only for other size classes) are left out.
extension StoryboardViewLoader {
  /// Registers the layout guides `object` declares for `view` under their ids.
  static func layoutGuides(of object: StoryboardObject, _ view: UIView) -> [(String, UILayoutGuide)] {
    var guides: [(String, UILayoutGuide)] = []
    for child in object.children where child.element == "viewLayoutGuide" {
      guard let id = child.id else { continue }
      switch child.key {
      case "safeArea": guides.append((id, view.safeAreaLayoutGuide))
      case "contentLayoutGuide":
        if let scroll = view as? UIScrollView { guides.append((id, scroll.contentLayoutGuide)) }
      case "frameLayoutGuide":
        if let scroll = view as? UIScrollView { guides.append((id, scroll.frameLayoutGuide)) }
      default: break
      }
    }
    return guides
  }

  /// Makes and activates the constraints `object` stores, held by `view`; returns them by id (for outlets).
  /// `resolve` finds another item by id; `controllerGuides` are the scene's `viewControllerLayoutGuide` ids (top and
  /// bottom) with the root view they stand for.
  static func installConstraints(
    _ object: StoryboardObject, on view: UIView, resolve: (String) -> AnyObject?,
    controllerGuides: (top: String?, bottom: String?, root: UIView?) = (nil, nil, nil)
  ) -> [(String, NSLayoutConstraint)] {
    if let flag = object.attributes.bool("translatesAutoresizingMaskIntoConstraints") {
      view.translatesAutoresizingMaskIntoConstraints = flag
    }
    applyContentPriorities(object, view)
    guard let group = object.children.first(where: { $0.element == "constraints" }) else { return [] }
    var excluded: Set<String> = []
    for variation in object.children where variation.element == "variation" && variation.key == "default" {
      for mask in variation.children where mask.key == "constraints" {
        for exclude in mask.children { if let id = exclude.attributes["reference"] { excluded.insert(id) } }
      }
    }
    func item(_ id: String?, _ attribute: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute)? {
      guard let id, id != object.id else { return (view, attribute) }
      if let root = controllerGuides.root {
        if id == controllerGuides.top { return (root.safeAreaLayoutGuide, attribute == .bottom ? .top : attribute) }
        if id == controllerGuides.bottom { return (root.safeAreaLayoutGuide, attribute == .top ? .bottom : attribute) }
      }
      return resolve(id).map { ($0, attribute) }
    }
    var made: [(String, NSLayoutConstraint)] = []
    for element in group.children where element.element == "constraint" {
      let attributes = element.attributes
      guard attributes.bool("placeholder") != true, !excluded.contains(element.id ?? "") else { continue }
      guard let firstAttribute = attribute(attributes["firstAttribute"]),
        let first = item(attributes["firstItem"], firstAttribute)
      else { continue }
      var second: (AnyObject, NSLayoutConstraint.Attribute)?
      if let name = attributes["secondAttribute"] {
        guard let secondAttribute = attribute(name), let found = item(attributes["secondItem"], secondAttribute) else {
          continue
        }
        second = found
      }
      let relation: NSLayoutConstraint.Relation =
        switch attributes["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
      let constraint = NSLayoutConstraint(
        item: first.0, attribute: first.1, relatedBy: relation, toItem: second?.0,
        attribute: second?.1 ?? .notAnAttribute, multiplier: multiplier(attributes["multiplier"]),
        constant: CGFloat(attributes["constant"].flatMap(Double.init) ?? 0))
      if let priority = attributes["priority"].flatMap(Float.init) { constraint.priority = UILayoutPriority(priority) }
      constraint.identifier = attributes["identifier"]
      view.addConstraint(constraint)
      if let id = element.id { made.append((id, constraint)) }
    }
    return made
  }

  /// A multiplier as Interface Builder writes it: a number, or a ratio `16:9`.
  static func multiplier(_ text: String?) -> CGFloat {
    guard let text else { return 1 }
    let parts = text.split(separator: ":")
    if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
      return CGFloat(numerator / denominator)
    }
    return CGFloat(Double(text) ?? 1)
  }

  /// An attribute by the name Interface Builder writes (`baseline` is the last baseline).
  static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
    switch name {
    case "left": .left
    case "right": .right
    case "top": .top
    case "bottom": .bottom
    case "leading": .leading
    case "trailing": .trailing
    case "width": .width
    case "height": .height
    case "centerX": .centerX
    case "centerY": .centerY
    case "baseline", "lastBaseline": .lastBaseline
    case "firstBaseline": .firstBaseline
    case "leftMargin": .leftMargin
    case "rightMargin": .rightMargin
    case "topMargin": .topMargin
    case "bottomMargin": .bottomMargin
    case "leadingMargin": .leadingMargin
    case "trailingMargin": .trailingMargin
    case "centerXWithinMargins": .centerXWithinMargins
    case "centerYWithinMargins": .centerYWithinMargins
    default: nil
    }
  }

  /// The content hugging and compression resistance priorities Interface Builder stores when they differ from the
  /// defaults (`horizontalHuggingPriority="251"` …).
  private static func applyContentPriorities(_ object: StoryboardObject, _ view: UIView) {
    let names: [(String, Bool, NSLayoutConstraint.Axis)] = [
      ("horizontalHuggingPriority", true, .horizontal), ("verticalHuggingPriority", true, .vertical),
      ("horizontalCompressionResistancePriority", false, .horizontal),
      ("verticalCompressionResistancePriority", false, .vertical),
    ]
    for (name, hugging, axis) in names {
      guard let value = object.attributes[name].flatMap(Float.init) else { continue }
      if hugging {
        view.setContentHuggingPriority(UILayoutPriority(value), for: axis)
      } else {
        view.setContentCompressionResistancePriority(UILayoutPriority(value), for: axis)
      }
    }
  }

  /// The scene's `<viewControllerLayoutGuide type="top|bottom">` ids.
  static func controllerGuideIDs(_ controller: StoryboardObject) -> (top: String?, bottom: String?) {
    var top: String?
    var bottom: String?
    for group in controller.children where group.element == "layoutGuides" {
      for guide in group.children where guide.element == "viewControllerLayoutGuide" {
        if guide.attributes["type"] == "top" { top = guide.id }
        if guide.attributes["type"] == "bottom" { bottom = guide.id }
      }
    }
    return (top, bottom)
  }
}
