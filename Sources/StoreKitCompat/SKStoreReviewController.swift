public import Foundation

/// Asks the system to show the "rate this app" prompt.
///
/// Mirrors StoreKit's `SKStoreReviewController`. The system decides whether the prompt shows and the app cannot tell;
/// here nothing shows, and ``requestCount`` (not in StoreKit) lets a test see that the app asked.
@preconcurrency @MainActor
open class SKStoreReviewController: NSObject {
  /// How many times the app asked for a review. Not in StoreKit.
  public private(set) static var requestCount = 0

  /// Asks for a review (deprecated in iOS 14).
  @available(iOS, introduced: 10.3, deprecated: 14.0)
  open class func requestReview() {
    requestCount += 1
  }

  /// Asks for a review in `windowScene`.
  open class func requestReview(in windowScene: UIWindowScene) {
    requestCount += 1
  }
}
