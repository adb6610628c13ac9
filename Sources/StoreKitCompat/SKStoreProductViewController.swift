/// A controller that shows an App Store product page inside the app.
///
/// Mirrors StoreKit's `SKStoreProductViewController`. Nothing is fetched: ``loadProduct(withParameters:completionBlock:)``
/// keeps the parameters (``loadedParameters``, not in StoreKit) and calls its completion on the main queue — with
/// success, or with ``simulatedLoadError`` when a test sets one. A test closes the page with ``simulateDoneTap()``.
@preconcurrency @MainActor
open class SKStoreProductViewController: UIViewController {
  /// The delegate told when the user taps Done; it dismisses the controller.
  open weak var delegate: (any SKStoreProductViewControllerDelegate)?
  /// The parameters of the last load. Not in StoreKit.
  public private(set) var loadedParameters: [String: Any]?
  /// The error the next loads fail with; `nil` (the default) makes them succeed. Not in StoreKit.
  public var simulatedLoadError: (any Error)?

  /// Loads the product the parameters name (``SKStoreProductParameterITunesItemIdentifier`` …); the completion runs
  /// when the main queue is drained.
  open func loadProduct(
    withParameters parameters: [String: Any], completionBlock block: ((Bool, (any Error)?) -> Void)? = nil
  ) {
    loadedParameters = parameters
    let error = simulatedLoadError
    guard let block else { return }
    MainQueue.async { block(error == nil, error) }
  }

  /// Simulates a tap on Done: the delegate hears `productViewControllerDidFinish(_:)` and dismisses the controller.
  ///
  /// Not in StoreKit.
  public func simulateDoneTap() {
    delegate?.productViewControllerDidFinish(self)
  }
}

extension SKStoreProductViewController: SystemInterfaceButtons {
  /// The page's Done button; a tap is ``simulateDoneTap()`` (the delegate dismisses the page).
  ///
  /// Not in StoreKit (the page is drawn by the App Store's view service, outside the app's views).
  public var systemInterfaceButtons: [SystemInterfaceButton] {
    [SystemInterfaceButton(title: "Done") { [weak self] in self?.simulateDoneTap() }]
  }
}

/// The delegate of a product page.
///
/// Mirrors StoreKit's `SKStoreProductViewControllerDelegate`; its requirement is optional there and has an empty
/// default here.
@preconcurrency @MainActor
public protocol SKStoreProductViewControllerDelegate: AnyObject {
  func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

extension SKStoreProductViewControllerDelegate {
  public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}

/// The product's App Store identifier (a number, as `NSNumber` or `String`).
public let SKStoreProductParameterITunesItemIdentifier = "id"
/// The product identifier of an in-app purchase to promote.
public let SKStoreProductParameterProductIdentifier = "productIdentifier"
/// An affiliate token.
public let SKStoreProductParameterAffiliateToken = "at"
/// A campaign token.
public let SKStoreProductParameterCampaignToken = "ct"
/// A provider token.
public let SKStoreProductParameterProviderToken = "pt"
/// An advertising partner token.
public let SKStoreProductParameterAdvertisingPartnerToken = "advp"
