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
  /// The layout guides a view's element declares (`layout`), for `view`, to register under their ids.
  static func layoutGuides(of layout: StoredViewLayout, _ view: UIView) -> [(String, UILayoutGuide)] {
    var guides: [(String, UILayoutGuide)] = []
    for (id, key) in layout.layoutGuides {
      switch key {
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

  /// Makes and activates the constraints a view's element stores (`layout`, read once per file by
  /// `StoredViewLayout`), held by `view`, after its `translatesAutoresizingMaskIntoConstraints` and the content hugging
  /// and compression resistance priorities Interface Builder stores when they differ from the defaults
  /// (`horizontalHuggingPriority="251"` …); returns the constraints by id (for outlets). `resolve` finds another item by id;
  /// `controllerGuides` are the scene's `viewControllerLayoutGuide` ids (top and bottom) with the root view they
  /// stand for.
  static func installConstraints(
    _ layout: StoredViewLayout, on view: UIView, resolve: (String) -> AnyObject?,
    controllerGuides: (top: String?, bottom: String?, root: UIView?) = (nil, nil, nil)
  ) -> [(String, NSLayoutConstraint)] {
    if let flag = layout.translatesAutoresizingMaskIntoConstraints {
      view.translatesAutoresizingMaskIntoConstraints = flag
    }
    for priority in layout.contentPriorities {
      if priority.isHugging {
        view.setContentHuggingPriority(UILayoutPriority(priority.value), for: priority.axis)
      } else {
        view.setContentCompressionResistancePriority(UILayoutPriority(priority.value), for: priority.axis)
      }
    }
    guard !layout.constraints.isEmpty else { return [] }
    func item(_ id: String?, _ attribute: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute)? {
      guard let id, id != layout.id else { return (view, attribute) }
      if let root = controllerGuides.root {
        if id == controllerGuides.top { return (root.safeAreaLayoutGuide, attribute == .bottom ? .top : attribute) }
        if id == controllerGuides.bottom { return (root.safeAreaLayoutGuide, attribute == .top ? .bottom : attribute) }
      }
      return resolve(id).map { ($0, attribute) }
    }
    var made: [(String, NSLayoutConstraint)] = []
    for stored in layout.constraints {
      guard let first = item(stored.firstItem, stored.firstAttribute) else { continue }
      var second: (AnyObject, NSLayoutConstraint.Attribute)?
      if let secondAttribute = stored.secondAttribute {
        guard let found = item(stored.secondItem, secondAttribute) else { continue }
        second = found
      }
      let constraint = NSLayoutConstraint(
        item: first.0, attribute: first.1, relatedBy: stored.relation, toItem: second?.0,
        attribute: second?.1 ?? .notAnAttribute, multiplier: stored.multiplier, constant: stored.constant)
      if let priority = stored.priority { constraint.priority = UILayoutPriority(priority) }
      constraint.identifier = stored.identifier
      view.addConstraint(constraint)
      if let id = stored.id { made.append((id, constraint)) }
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
