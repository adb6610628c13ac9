public import Foundation

/// A layer that shows text. Mirrors QuartzCore's `CATextLayer`: the text and its attributes are recorded with Core
/// Animation's defaults; nothing is drawn or measured.
open class CATextLayer: CALayer {
  /// The text: a `String` or an `NSAttributedString`.
  open var string: Any?
  /// The font size; 36 by default.
  open var fontSize: CGFloat = 36
  /// The text colour; opaque white by default.
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
  /// Whether the text wraps at the layer's width.
  open var isWrapped = false
  /// How the text is aligned.
  open var alignmentMode: CATextLayerAlignmentMode = .natural
  /// How text that does not fit is truncated.
  open var truncationMode: CATextLayerTruncationMode = .none
}

/// Mirrors QuartzCore's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = Self(rawValue: "natural")
  public static let left = Self(rawValue: "left")
  public static let right = Self(rawValue: "right")
  public static let center = Self(rawValue: "center")
  public static let justified = Self(rawValue: "justified")
}

/// Mirrors QuartzCore's `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = Self(rawValue: "none")
  public static let start = Self(rawValue: "start")
  public static let end = Self(rawValue: "end")
  public static let middle = Self(rawValue: "middle")
}
