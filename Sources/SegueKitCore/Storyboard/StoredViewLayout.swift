internal import Foundation
internal import StoryboardFormat

/// What one view's element stores for its geometry and Auto Layout, read from the XML attributes once per file: the
/// frame, the autoresizing mask, the flags, the content priorities, the layout guides it declares and the constraints
/// it holds (as value records, their items still ids).
///
/// Not in UIKit, whose compiled nibs hold decoded values already. Every instantiation of a nib or a storyboard scene
/// makes its objects from these records (`StoredLayouts` keeps them, one set per file) instead of parsing the same
/// attributes again. The rules of what is read are in `StoryboardViewLoader+Geometry.swift` and
/// `StoryboardViewLoader+Constraints.swift`.
@MainActor
struct StoredViewLayout {
  /// One `<constraint>` element, as written (items are element ids; `nil` is the holding view).
  struct Constraint {
    var id: String?
    var firstItem: String?
    var firstAttribute: NSLayoutConstraint.Attribute
    var secondItem: String?
    /// `nil` when the element names no second attribute (a constant width or height).
    var secondAttribute: NSLayoutConstraint.Attribute?
    var relation: NSLayoutConstraint.Relation
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: Float?
    var identifier: String?
  }

  /// A content hugging (`isHugging`) or compression resistance priority the element stores for one axis.
  struct ContentPriority {
    var isHugging: Bool
    var axis: NSLayoutConstraint.Axis
    var value: Float
  }

  /// The element's own `id`.
  var id: String?
  /// `<rect key="frame">`.
  var frame: CGRect?
  /// `<autoresizingMask key="autoresizingMask">`, when the element has one.
  var autoresizingMask: UIView.AutoresizingMask?
  var autoresizesSubviews: Bool?
  var translatesAutoresizingMaskIntoConstraints: Bool?
  /// In the order hugging horizontal, hugging vertical, resistance horizontal, resistance vertical.
  var contentPriorities: [ContentPriority] = []
  /// The `<viewLayoutGuide>`s: id and key (`safeArea`, `contentLayoutGuide`, `frameLayoutGuide`).
  var layoutGuides: [(id: String, key: String?)] = []
  /// The constraints to install: placeholders and those the default variation excludes are left out; a constraint
  /// whose attribute names are unknown is left out too.
  var constraints: [Constraint] = []

  /// Reads `object`'s element: its attributes in one pass, each constraint's attributes in one pass.
  init(_ object: StoryboardObject) {
    // The first of a repeated name counts, as `Attributes`' subscript reads it.
    var values: [String?] = Array(repeating: nil, count: Self.viewAttributes.count)
    for attribute in object.attributes {
      if let index = Self.viewAttributes.firstIndex(of: attribute.name), values[index] == nil {
        values[index] = attribute.value
      }
    }
    id = values[0]
    autoresizesSubviews = values[1].flatMap(Self.bool)
    translatesAutoresizingMaskIntoConstraints = values[2].flatMap(Self.bool)
    for (offset, name) in Self.viewAttributes.enumerated().dropFirst(3) {
      guard let value = values[offset].flatMap(Float.init) else { continue }
      contentPriorities.append(
        ContentPriority(
          isHugging: name.hasSuffix("HuggingPriority"), axis: name.hasPrefix("horizontal") ? .horizontal : .vertical,
          value: value))
    }
    var constraintGroup: StoryboardObject?
    var excluded: Set<String> = []
    for child in object.children {
      switch child.element {
      case "rect" where frame == nil && child.key == "frame": frame = Self.rect(child.attributes)
      case "autoresizingMask" where autoresizingMask == nil && child.key == "autoresizingMask":
        autoresizingMask = StoryboardViewLoader.autoresizingMask(child.attributes)
      case "viewLayoutGuide":
        if let guideID = child.id { layoutGuides.append((guideID, child.key)) }
      case "constraints" where constraintGroup == nil: constraintGroup = child
      case "variation" where child.key == "default":
        for mask in child.children where mask.key == "constraints" {
          for exclude in mask.children { if let id = exclude.attributes["reference"] { excluded.insert(id) } }
        }
      default: break
      }
    }
    for element in constraintGroup?.children ?? [] where element.element == "constraint" {
      if let constraint = Self.constraint(element.attributes), !excluded.contains(constraint.id ?? "") {
        constraints.append(constraint)
      }
    }
  }

  /// A `<constraint>`'s attributes read in one pass; `nil` for a placeholder or unknown attribute names.
  private static func constraint(_ attributes: Attributes) -> Constraint? {
    var id: String?
    var first: String?
    var firstName: String?
    var second: String?
    var secondName: String?
    var relation: String?
    var multiplier: String?
    var constant: String?
    var priority: String?
    var identifier: String?
    var placeholder: String?
    // The first of a repeated name counts, as `Attributes`' subscript reads it.
    for attribute in attributes {
      switch attribute.name {
      case "id": id = id ?? attribute.value
      case "firstItem": first = first ?? attribute.value
      case "firstAttribute": firstName = firstName ?? attribute.value
      case "secondItem": second = second ?? attribute.value
      case "secondAttribute": secondName = secondName ?? attribute.value
      case "relation": relation = relation ?? attribute.value
      case "multiplier": multiplier = multiplier ?? attribute.value
      case "constant": constant = constant ?? attribute.value
      case "priority": priority = priority ?? attribute.value
      case "identifier": identifier = identifier ?? attribute.value
      case "placeholder": placeholder = placeholder ?? attribute.value
      default: break
      }
    }
    guard placeholder.flatMap(bool) != true, let firstAttribute = StoryboardViewLoader.attribute(firstName) else {
      return nil
    }
    var secondAttribute: NSLayoutConstraint.Attribute?
    if let secondName {
      guard let known = StoryboardViewLoader.attribute(secondName) else { return nil }
      secondAttribute = known
    }
    let relatedBy: NSLayoutConstraint.Relation =
      switch relation {
      case "greaterThanOrEqual": .greaterThanOrEqual
      case "lessThanOrEqual": .lessThanOrEqual
      default: .equal
      }
    return Constraint(
      id: id, firstItem: first, firstAttribute: firstAttribute, secondItem: second, secondAttribute: secondAttribute,
      relation: relatedBy,
      multiplier: StoryboardViewLoader.multiplier(multiplier), constant: CGFloat(constant.flatMap(Double.init) ?? 0),
      priority: priority.flatMap(Float.init), identifier: identifier)
  }

  /// A `<rect>`'s `x`, `y`, `width` and `height` (0 when missing or not a number).
  private static func rect(_ attributes: Attributes) -> CGRect {
    var values: [String: CGFloat] = [:]
    for attribute in attributes where values[attribute.name] == nil {
      values[attribute.name] = Double(attribute.value).map { CGFloat($0) } ?? 0
    }
    return CGRect(
      x: values["x"] ?? 0, y: values["y"] ?? 0, width: values["width"] ?? 0, height: values["height"] ?? 0)
  }

  /// `YES` is true, `NO` is false, anything else `nil` (as `Attributes.bool(_:)`).
  private static func bool(_ value: String) -> Bool? {
    switch value {
    case "YES": true
    case "NO": false
    default: nil
    }
  }

  /// The view attributes read; the priorities are applied in this order.
  private static let viewAttributes = [
    "id", "autoresizesSubviews", "translatesAutoresizingMaskIntoConstraints", "horizontalHuggingPriority",
    "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
  ]
}
