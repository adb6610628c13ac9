public import Foundation

/// A page in a web view's history. Mirrors WebKit's `WKBackForwardListItem`.
@preconcurrency @MainActor
open class WKBackForwardListItem: NSObject {
  open private(set) var url: URL
  open private(set) var initialURL: URL
  open internal(set) var title: String?

  init(url: URL, title: String?) {
    self.url = url
    initialURL = url
    self.title = title
  }
}

/// A web view's history. Mirrors WebKit's `WKBackForwardList`.
@preconcurrency @MainActor
open class WKBackForwardList: NSObject {
  private var items: [WKBackForwardListItem] = []
  private var currentIndex = -1

  open var currentItem: WKBackForwardListItem? { items.indices.contains(currentIndex) ? items[currentIndex] : nil }
  open var backItem: WKBackForwardListItem? { item(at: -1) }
  open var forwardItem: WKBackForwardListItem? { item(at: 1) }
  open var backList: [WKBackForwardListItem] { currentIndex > 0 ? Array(items[..<currentIndex]) : [] }
  open var forwardList: [WKBackForwardListItem] {
    currentIndex + 1 < items.count ? Array(items[(currentIndex + 1)...]) : []
  }

  /// The item `index` steps from the current one (negative back, positive forward), or `nil`.
  open func item(at index: Int) -> WKBackForwardListItem? {
    let position = currentIndex + index
    return items.indices.contains(position) && currentIndex >= 0 ? items[position] : nil
  }

  /// A new page replaces everything forward of the current item.
  func push(_ item: WKBackForwardListItem) {
    if currentIndex + 1 < items.count { items.removeSubrange((currentIndex + 1)...) }
    items.append(item)
    currentIndex = items.count - 1
  }

  func moveTo(_ item: WKBackForwardListItem) {
    if let index = items.firstIndex(of: item) { currentIndex = index }
  }
}
