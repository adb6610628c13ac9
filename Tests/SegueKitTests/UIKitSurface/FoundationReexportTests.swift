// Only SegueKit (and the test framework): Foundation's names must come through `import SegueKit`, as they come
// through `import UIKit`. That this file compiles is most of the check.
import SegueKit
import Testing

/// A view written the way UIKit code writes one, using Foundation names without importing Foundation.
@MainActor
private final class BadgeView: UIView {
  var cornerRadius: CGFloat = 4

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

@MainActor
@Suite struct FoundationReexportTests {
  @Test func foundationNamesAreVisibleThroughSegueKit() async {
    let view = BadgeView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    let indexPath = IndexPath(row: 3, section: 1)
    let url = URL(string: "https://example.com/shop/items?id=7")
    let delivered: Int = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: 7) }
    }

    #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(view.cornerRadius * 2 == CGFloat(8))
    #expect(indexPath.section == 1)
    #expect(indexPath.row == 3)
    #expect(url?.lastPathComponent == "items")
    #expect(delivered == 7)
  }

  /// Linux keeps `URLSession`, `URLRequest` and `URLCache` in FoundationNetworking; `import UIKit` shows them on iOS
  /// (SwiftRadio's image cache and station loader use them), so `import SegueKit` shows them here.
  @Test func networkingNamesAreVisibleThroughSegueKit() throws {
    let url = try #require(URL(string: "https://example.com/stations.json"))
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    request.httpMethod = "GET"
    let configuration = URLSessionConfiguration.default
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let session = URLSession(configuration: configuration)
    defer { session.invalidateAndCancel() }

    #expect(request.url == url)
    #expect(session.configuration.requestCachePolicy == .reloadIgnoringLocalCacheData)
    #expect(URLCache.shared.cachedResponse(for: request) == nil)
  }
}
