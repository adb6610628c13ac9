/// A `layout_width` / `layout_height` or margin value as Android reads it, in dp.
///
/// `match_parent` (and the old `fill_parent`), `wrap_content`, and numbers in `dp`, `dip`, `sp` or `px` (px taken
/// as dp: a wireframe has no density). Resource references (`@dimen/margin`) are not resolved: as a size they read as
/// `wrap_content`, as a margin or padding as 16 dp, Android Studio's template value [I].
enum AndroidDimension: Hashable {
  case matchParent
  case wrapContent
  case fixed(Double)

  init(_ value: String?) {
    switch value {
    case nil: self = .wrapContent
    case "match_parent", "fill_parent": self = .matchParent
    case "wrap_content": self = .wrapContent
    case let value?: self = Self.number(value).map { .fixed($0) } ?? .wrapContent
    }
  }

  /// A margin or padding in dp: `0` when absent.
  static func offset(_ value: String?) -> Double {
    guard let value else { return 0 }
    return number(value) ?? (value.hasPrefix("@") || value.hasPrefix("?") ? 16 : 0)
  }

  private static func number(_ value: String) -> Double? {
    var digits = Substring(value)
    for unit in ["dip", "dp", "sp", "px", "pt", "mm", "in"] where digits.hasSuffix(unit) {
      digits = digits.dropLast(unit.count)
      break
    }
    return Double(digits)
  }
}

/// The four margins or paddings of a view, in dp.
struct AndroidInsets: Hashable {
  var top = 0.0
  var left = 0.0
  var bottom = 0.0
  var right = 0.0

  /// The insets named `prefix` (`layout_margin`, `padding`): the all-sides value, then the horizontal and vertical
  /// ones, then each side (start as left and end as right, left to right).
  init(_ attributes: [String: String], prefix: String) {
    func value(_ suffix: String) -> Double? { attributes[prefix + suffix].map(AndroidDimension.offset) }
    let all = value("") ?? 0
    let horizontal = value("Horizontal") ?? all
    let vertical = value("Vertical") ?? all
    top = value("Top") ?? vertical
    bottom = value("Bottom") ?? vertical
    left = value("Start") ?? value("Left") ?? horizontal
    right = value("End") ?? value("Right") ?? horizontal
  }

  init() {}

  var horizontal: Double { left + right }
  var vertical: Double { top + bottom }
}
