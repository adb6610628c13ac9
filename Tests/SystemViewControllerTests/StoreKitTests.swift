import Foundation
import SegueKit
import StoreKitCompat
import Testing

/// StoreKit's product page and review prompt. Apple's pages: SKStoreProductViewController,
/// SKStoreProductViewControllerDelegate, SKStoreReviewController.
@MainActor
@Suite struct StoreKitTests {
  @Test func productPageLoadsOnTheMainQueueAndTellsItsDelegateOnDone() {
    MainQueue.drain()
    let root = UIViewController()
    let window = UIWindow(device: .iPhone, orientation: .portrait)
    window.rootViewController = root
    window.makeKeyAndVisible()
    MainQueue.drain()
    let page = SKStoreProductViewController()
    let recorder = StoreRecorder()
    page.delegate = recorder
    var loads: [String] = []
    page.loadProduct(withParameters: [SKStoreProductParameterITunesItemIdentifier: 1_234_567]) { loaded, error in
      loads.append("loaded(\(loaded), error: \(error == nil ? "nil" : "set"))")
    }
    root.present(page, animated: true)
    #expect(loads.isEmpty, "the completion waits for the main queue")
    MainQueue.drain()
    #expect(loads == ["loaded(true, error: nil)"])
    #expect(page.loadedParameters?[SKStoreProductParameterITunesItemIdentifier] as? Int == 1_234_567)
    #expect(root.presentedViewController === page && page.viewIfLoaded?.window === window)
    page.simulatedLoadError = CocoaError(.featureUnsupported)
    page.loadProduct(withParameters: [:]) { loaded, error in loads.append("loaded(\(loaded), error: set)") }
    page.simulateDoneTap()
    MainQueue.drain()
    #expect(loads.last == "loaded(false, error: set)")
    #expect(recorder.finished == 1 && root.presentedViewController == nil)
  }

  @Test func reviewRequestsAreCounted() {
    let before = SKStoreReviewController.requestCount
    SKStoreReviewController.requestReview()
    #expect(SKStoreReviewController.requestCount == before + 1)
  }
}

@MainActor
private final class StoreRecorder: SKStoreProductViewControllerDelegate {
  var finished = 0

  func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {
    finished += 1
    viewController.dismiss(animated: true)
  }
}
