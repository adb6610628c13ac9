import Foundation

/// The point sizes of the text styles at each content size category, and the category the device uses now.
///
/// Not in UIKit. The sizes are Apple's Human Interface Guidelines' "Dynamic Type sizes" tables for iOS (Typography,
/// specifications): seven standard sizes (xSmall to xxxLarge, Large the default) and five accessibility sizes
/// (AX1 to AX5); the weights are those of ``UIFont/TextStyle`` at Large.
package enum DynamicTypeSizes {
  /// The device's content size category, which `UIApplication.preferredContentSizeCategory` reads and
  /// `UIApplication.simulateContentSizeCategoryChange(to:)` changes. Fonts are made off the main actor too, so it is
  /// kept under a lock.
  package static var category: UIContentSizeCategory {
    get { store.withLock { $0 } }
    set { store.withLock { $0 = newValue } }
  }

  private static let store = LockedCategory()

  /// The point size of `style` at `category` (Large for `unspecified`).
  static func pointSize(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
    let column = UIContentSizeCategory.ordered.firstIndex(of: category) ?? defaultColumn
    guard let sizes = table[style] else { return style.defaultMetrics.0 }
    return sizes[column]
  }

  /// How much `style` grows from Large to `category`: the factor `UIFontMetrics` scales by [I: Apple documents
  /// that custom fonts scale like the style; the exact curve is not published, the ratio is the closest reading].
  static func scale(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
    pointSize(of: style, at: category) / pointSize(of: style, at: .large)
  }

  /// Large's place in `UIContentSizeCategory.ordered`.
  private static let defaultColumn = 3

  /// Sizes per style, in `UIContentSizeCategory.ordered`'s order: xS, S, M, L, XL, XXL, XXXL, AX1 … AX5.
  private static let table: [UIFont.TextStyle: [CGFloat]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]
}

/// The device's content size category behind a lock.
private final class LockedCategory: @unchecked Sendable {
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var category = UIContentSizeCategory.large

  func withLock<Result>(_ body: (inout UIContentSizeCategory) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&category)
  }
}
