/// A data-binding expression written in a layout attribute: `android:text="@{user.name}"` (one-way) or
/// `android:text="@={user.name}"` (two-way).
///
/// The decoder keeps expressions and does not evaluate them: the data-binding compiler turns them into generated Java
/// at build time. A view's typed properties (``LayoutView/text``, ``LayoutView/onClick``) are `nil` for a bound
/// attribute; the expression stays in ``LayoutView/attributes`` as written and here.
///
/// Source: the data-binding compiler's `LayoutFileParser.parseExpressions` (AOSP `platform/frameworks/data-binding`,
/// `compilerCommon/src/main/java/android/databinding/tool/store/LayoutFileParser.java`): a value starting with `@{`
/// is one-way, `@={` two-way, and both must end with `}`.
public struct LayoutBinding: Sendable, Hashable {
  /// The attribute's name as written, prefix included (`android:text`, `app:visibleGone`).
  public var attribute: String
  /// The expression between the braces, as written (`user.name`).
  public var expression: String
  /// True for `@={…}`, which also writes the view's value back into the data.
  public var isTwoWay: Bool
  /// False when the value does not end with `}`, which the data-binding compiler refuses.
  public var isTerminated: Bool

  /// A well-formed binding of `attribute` to `expression`.
  public init(attribute: String, expression: String, isTwoWay: Bool = false) {
    self.attribute = attribute
    self.expression = expression
    self.isTwoWay = isTwoWay
    isTerminated = true
  }

  /// The binding an attribute holds, or `nil` when its value is not a data-binding expression.
  public init?(attribute name: String, value: String) {
    let twoWay = value.hasPrefix("@={")
    guard twoWay || value.hasPrefix("@{") else { return nil }
    attribute = name
    isTwoWay = twoWay
    isTerminated = value.hasSuffix("}") && value.utf8.count > (twoWay ? 3 : 2)
    let body = value.dropFirst(twoWay ? 3 : 2)
    expression = String(isTerminated ? body.dropLast() : body)
  }

  /// Whether an attribute value is a data-binding expression.
  static func isExpression(_ value: String) -> Bool {
    value.hasPrefix("@{") || value.hasPrefix("@={")
  }
}
