public import Foundation

/// The system pasteboard apps copy to and paste from. Mirrors UIKit's `UIPasteboard` for strings, URLs and images;
/// the general pasteboard lives as long as the process, so a test can read what the app copied.
@MainActor
open class UIPasteboard: NSObject {
  /// Mirrors UIKit's `general`.
  public static let general = UIPasteboard()

  private var items: [Any] = []
  /// Mirrors UIKit's `changeCount`: one more on every write.
  public private(set) var changeCount = 0

  /// Mirrors UIKit's `string`: the first string item.
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }

  /// Mirrors UIKit's `strings`.
  open var strings: [String]? {
    get { nonEmpty(items.compactMap { $0 as? String }) }
    set { write(newValue ?? []) }
  }

  /// Mirrors UIKit's `url`.
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }

  /// Mirrors UIKit's `urls`.
  open var urls: [URL]? {
    get { nonEmpty(items.compactMap { $0 as? URL }) }
    set { write(newValue ?? []) }
  }

  /// Mirrors UIKit's `image`.
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }

  /// Mirrors UIKit's `images`.
  open var images: [UIImage]? {
    get { nonEmpty(items.compactMap { $0 as? UIImage }) }
    set { write(newValue ?? []) }
  }

  /// Mirrors UIKit's `hasStrings`.
  open var hasStrings: Bool { strings != nil }
  /// Mirrors UIKit's `hasURLs`.
  open var hasURLs: Bool { urls != nil }
  /// Mirrors UIKit's `hasImages`.
  open var hasImages: Bool { images != nil }
  /// Mirrors UIKit's `numberOfItems`.
  open var numberOfItems: Int { items.count }

  private func write(_ newItems: [Any]) {
    items = newItems
    changeCount += 1
  }

  private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}
