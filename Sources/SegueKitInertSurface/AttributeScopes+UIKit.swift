public import Foundation

// UIKit's attribute scope on Foundation's `AttributedString` (iOS 15): `attributed.font = …`,
// `AttributeContainer().foregroundColor`, `configuration.attributedTitle?.uiKit.underlineStyle`. swift-foundation on
// Linux declares the scope machinery (`AttributeScope`, `AttributeDynamicLookup`) but not UIKit's scope, which UIKit's
// overlay adds on iOS; the names, values and keys here are UIKit's (`AttributeScopes.UIKitAttributes` in the iOS 15
// SDK's UIKit interface), each attribute's name the raw value of its `NSAttributedString.Key`.

@available(iOS 15.0, *)
extension AttributeScopes {
  /// The attributes UIKit defines, with Foundation's. Mirrors UIKit's `AttributeScopes.UIKitAttributes`.
  public struct UIKitAttributes: AttributeScope {
    public let font: FontAttribute
    public let paragraphStyle: ParagraphStyleAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let ligature: LigatureAttribute
    public let kern: KernAttribute
    public let tracking: TrackingAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let strokeColor: StrokeColorAttribute
    public let strokeWidth: StrokeWidthAttribute
    public let shadow: ShadowAttribute
    public let textEffect: TextEffectAttribute
    public let attachment: AttachmentAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let underlineColor: UnderlineColorAttribute
    public let strikethroughColor: StrikethroughColorAttribute
    public let obliqueness: ObliquenessAttribute
    public let expansion: ExpansionAttribute
    public let foundation: AttributeScopes.FoundationAttributes

    @frozen public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = NSAttributedString.Key.font.rawValue
    }
    @frozen public enum ParagraphStyleAttribute: AttributedStringKey {
      public typealias Value = NSParagraphStyle
      public static let name = NSAttributedString.Key.paragraphStyle.rawValue
    }
    @frozen public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }
    @frozen public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }
    @frozen public enum LigatureAttribute: AttributedStringKey {
      public typealias Value = Int
      public static let name = NSAttributedString.Key.ligature.rawValue
    }
    @frozen public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.kern.rawValue
    }
    @frozen public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.tracking.rawValue
    }
    @frozen public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
    }
    @frozen public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = NSAttributedString.Key.underlineStyle.rawValue
    }
    @frozen public enum StrokeColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.strokeColor.rawValue
    }
    @frozen public enum StrokeWidthAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.strokeWidth.rawValue
    }
    @frozen public enum ShadowAttribute: AttributedStringKey {
      public typealias Value = NSShadow
      public static let name = NSAttributedString.Key.shadow.rawValue
    }
    @frozen public enum TextEffectAttribute: AttributedStringKey {
      public typealias Value = NSAttributedString.TextEffectStyle
      public static let name = NSAttributedString.Key.textEffect.rawValue
    }
    @frozen public enum AttachmentAttribute: AttributedStringKey {
      public typealias Value = NSTextAttachment
      public static let name = NSAttributedString.Key.attachment.rawValue
    }
    @frozen public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.baselineOffset.rawValue
    }
    @frozen public enum UnderlineColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.underlineColor.rawValue
    }
    @frozen public enum StrikethroughColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.strikethroughColor.rawValue
    }
    @frozen public enum ObliquenessAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.obliqueness.rawValue
    }
    @frozen public enum ExpansionAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.expansion.rawValue
    }
  }

  /// UIKit's attributes. Mirrors UIKit's `AttributeScopes.uiKit`.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

@available(iOS 15.0, *)
extension AttributeDynamicLookup {
  /// UIKit's attributes as members of an attributed string or container (`text.font`, `container.foregroundColor`).
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
    self[T.self]
  }
}
