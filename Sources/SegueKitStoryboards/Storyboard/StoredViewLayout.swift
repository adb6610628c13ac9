internal import Foundation
internal import StoryboardFormat

/// What one view's element stores, read from the XML attributes once per file: its id, class, tag, flags and
/// accessibility identity, its appearance (``StoredViewAppearance``), and for its geometry and Auto Layout the frame,
/// the autoresizing mask, the content priorities, the layout guides it declares and the constraints it holds (as value
/// records, their items still ids).
///
/// Not in UIKit, whose compiled nibs hold decoded values already. Every instantiation of a nib or a storyboard scene
/// makes its objects from these records (`StoredLayouts` keeps them, one set per file) instead of parsing the same
/// attributes again. The rules of what is read are in `StoryboardViewLoader.instantiateView(_:layout:)`,
/// `StoryboardViewLoader+Geometry.swift` and `StoryboardViewLoader+Constraints.swift`. A class, so that the loaders
/// share one record rather than copy it for each view.
@MainActor
final class StoredViewLayout {
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
  /// `customClass`, `customModule` and `customModuleProvider`.
  var customClass: String?
  var customModule: String?
  var moduleProvider: ModuleProvider?
  /// `tag`, when it is a number.
  var tag: Int?
  /// `hidden="YES"`.
  var isHidden = false
  /// `userInteractionEnabled` is not `NO`.
  var isUserInteractionEnabled = true
  /// The first `<accessibility>` child's `identifier` and `label`.
  var accessibilityIdentifier: String?
  var accessibilityLabel: String?
  /// Colours, fonts, alpha, a control's states …
  var appearance: StoredViewAppearance
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
    var values: [String: String] = [:]
    for attribute in object.attributes where values[attribute.name] == nil {
      values[attribute.name] = attribute.value
    }
    id = values["id"]
    customClass = values["customClass"]
    customModule = values["customModule"]
    moduleProvider = values["customModuleProvider"].map(ModuleProvider.init(rawValue:))
    tag = values["tag"].flatMap { Int($0) }
    isHidden = values["hidden"].flatMap(Self.bool) ?? false
    isUserInteractionEnabled = values["userInteractionEnabled"].flatMap(Self.bool) ?? true
    appearance = StoredViewAppearance(object, values: values)
    autoresizesSubviews = values["autoresizesSubviews"].flatMap(Self.bool)
    translatesAutoresizingMaskIntoConstraints = values["translatesAutoresizingMaskIntoConstraints"].flatMap(Self.bool)
    for name in Self.priorityAttributes {
      guard let value = values[name].flatMap(Float.init) else { continue }
      contentPriorities.append(
        ContentPriority(
          isHugging: name.hasSuffix("HuggingPriority"), axis: name.hasPrefix("horizontal") ? .horizontal : .vertical,
          value: value))
    }
    var sawAccessibility = false
    var constraintGroup: StoryboardObject?
    var excluded: Set<String> = []
    for child in object.children {
      switch child.element {
      case "accessibility" where !sawAccessibility:
        sawAccessibility = true
        accessibilityIdentifier = child.attributes["identifier"]
        accessibilityLabel = child.attributes["label"]
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

  /// The priority attributes, in the order they are applied.
  private static let priorityAttributes = [
    "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
    "verticalCompressionResistancePriority",
  ]
}
