public import Foundation

@available(iOS 15.0, *)
extension AttributeContainer {
  /// A container of the attributes of `dictionary` whose keys a default scope (Foundation's, UIKit's) declares, each
  /// value converted as Objective-C hands it over (a number for a style, a width or a spacing); an attribute no scope
  /// knows, or whose value does not convert, is dropped.
  ///
  /// Mirrors Darwin's Foundation `init(_:)` (swift-foundation's `Conversion.swift`, built only into Darwin's
  /// Foundation), which swift-corelibs-foundation lacks: `AttributeContainer([.font: font, .underlineStyle:
  /// NSUnderlineStyle.single.rawValue])` holds the font and a `.single` underline. SegueKit's `NSParagraphStyle`,
  /// `NSShadow` and `NSTextAttachment` are not `Sendable`, which swift-foundation requires of a value set without
  /// naming its key's type, so those three are dropped too; set them through their members
  /// (`container.paragraphStyle = style`).
  public init(_ dictionary: [NSAttributedString.Key: Any]) {
    self.init()
    for (key, value) in dictionary {
      Self.defaultKeys[key.rawValue]?.set(value, in: &self)
    }
  }

  /// The keys of the default scopes, by name.
  private static let defaultKeys: [String: any ObjectiveCValueConverting.Type] = {
    let keys: [any ObjectiveCValueConverting.Type] = [
      AttributeScopes.UIKitAttributes.FontAttribute.self, AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self,
      AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self,
      AttributeScopes.UIKitAttributes.LigatureAttribute.self, AttributeScopes.UIKitAttributes.KernAttribute.self,
      AttributeScopes.UIKitAttributes.TrackingAttribute.self,
      AttributeScopes.UIKitAttributes.StrikethroughStyleAttribute.self,
      AttributeScopes.UIKitAttributes.UnderlineStyleAttribute.self,
      AttributeScopes.UIKitAttributes.StrokeColorAttribute.self,
      AttributeScopes.UIKitAttributes.StrokeWidthAttribute.self,
      AttributeScopes.UIKitAttributes.TextEffectAttribute.self,
      AttributeScopes.UIKitAttributes.BaselineOffsetAttribute.self,
      AttributeScopes.UIKitAttributes.UnderlineColorAttribute.self,
      AttributeScopes.UIKitAttributes.StrikethroughColorAttribute.self,
      AttributeScopes.UIKitAttributes.ObliquenessAttribute.self,
      AttributeScopes.UIKitAttributes.ExpansionAttribute.self,
      AttributeScopes.FoundationAttributes.LinkAttribute.self,
    ]
    return Dictionary(keys.map { ($0.name, $0) }) { first, _ in first }
  }()
}

/// An attribute key whose value a dictionary of Objective-C values can hold: the value itself, or for a style a
/// number (UIKit's style attributes are `ObjectiveCConvertibleAttributedStringKey`s over `NSNumber`), for a `CGFloat`
/// any number (Darwin bridges an `NSNumber` to either).
private protocol ObjectiveCValueConverting: AttributedStringKey where Value: Sendable {
  static func value(fromObjectiveC value: Any) -> Value?
}

extension ObjectiveCValueConverting {
  static func value(fromObjectiveC value: Any) -> Value? { value as? Value }

  static func set(_ value: Any, in container: inout AttributeContainer) {
    if let converted = self.value(fromObjectiveC: value) { container[Self.self] = converted }
  }
}

/// A number as Objective-C hands one over (`NSNumber`, or any Swift number), or nil.
private func number(_ value: Any) -> Double? {
  switch value {
  case let value as Int: Double(value)
  case let value as Double: value
  case let value as CGFloat: Double(value)
  case let value as Float: Double(value)
  case let value as NSNumber: value.doubleValue
  default: nil
  }
}

extension AttributeScopes.UIKitAttributes.FontAttribute: ObjectiveCValueConverting {}
extension AttributeScopes.UIKitAttributes.ForegroundColorAttribute: ObjectiveCValueConverting {}
extension AttributeScopes.UIKitAttributes.BackgroundColorAttribute: ObjectiveCValueConverting {}
extension AttributeScopes.UIKitAttributes.StrokeColorAttribute: ObjectiveCValueConverting {}
extension AttributeScopes.UIKitAttributes.UnderlineColorAttribute: ObjectiveCValueConverting {}
extension AttributeScopes.UIKitAttributes.StrikethroughColorAttribute: ObjectiveCValueConverting {}
extension AttributeScopes.UIKitAttributes.TextEffectAttribute: ObjectiveCValueConverting {}
extension AttributeScopes.FoundationAttributes.LinkAttribute: ObjectiveCValueConverting {}

extension AttributeScopes.UIKitAttributes.LigatureAttribute: ObjectiveCValueConverting {
  static func value(fromObjectiveC value: Any) -> Int? { number(value).map { Int($0) } }
}
extension AttributeScopes.UIKitAttributes.KernAttribute: FloatAttributeConverting {}
extension AttributeScopes.UIKitAttributes.TrackingAttribute: FloatAttributeConverting {}
extension AttributeScopes.UIKitAttributes.StrokeWidthAttribute: FloatAttributeConverting {}
extension AttributeScopes.UIKitAttributes.BaselineOffsetAttribute: FloatAttributeConverting {}
extension AttributeScopes.UIKitAttributes.ObliquenessAttribute: FloatAttributeConverting {}
extension AttributeScopes.UIKitAttributes.ExpansionAttribute: FloatAttributeConverting {}
extension AttributeScopes.UIKitAttributes.UnderlineStyleAttribute: StyleAttributeConverting {}
extension AttributeScopes.UIKitAttributes.StrikethroughStyleAttribute: StyleAttributeConverting {}

/// A `CGFloat` attribute: any number.
private protocol FloatAttributeConverting: ObjectiveCValueConverting where Value == CGFloat {}

extension FloatAttributeConverting {
  static func value(fromObjectiveC value: Any) -> CGFloat? { number(value).map { CGFloat($0) } }
}

/// An underline or strikethrough style: the style, or its raw value as a number.
private protocol StyleAttributeConverting: ObjectiveCValueConverting where Value == NSUnderlineStyle {}

extension StyleAttributeConverting {
  static func value(fromObjectiveC value: Any) -> NSUnderlineStyle? {
    (value as? NSUnderlineStyle) ?? number(value).map { NSUnderlineStyle(rawValue: Int($0)) }
  }
}
