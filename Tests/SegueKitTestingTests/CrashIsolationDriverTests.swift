import Foundation
import SegueKitTesting
import Testing

/// A cart screen whose Buy button traps when the cart is empty, as app code does with an index out of range.
final class EmptyCartController: UIViewController {
  var items: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let buy = UIButton(type: .system)
    buy.setTitle("Buy", for: .normal)
    buy.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
    buy.addAction(UIAction { [unowned self] _ in print("buying \(items[0])") }, for: .touchUpInside)
    view.addSubview(buy)
  }
}

/// A trap in app code ends its process; run in an exit test (Swift Testing's `#expect(processExitsWith:)`, "Exit
/// testing"), it fails that test alone, and ``SegueCrash`` reads the trap's message and the driver's steps from the
/// child's standard error.
@Suite struct CrashIsolationDriverTests {
  @Test func aTrapInAppCodeEndsOnlyTheChildWithItsMessageAndSteps() async throws {
    let start = ContinuousClock.now
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      try await MainActor.run {
        let app = SegueApp(rootViewController: EmptyCartController())
        try app.drain()
        try app.tap("Buy")
      }
    }
    let crash = try #require(SegueCrash(result))
    #expect(crash.message.hasSuffix("Fatal error: Index out of range"))
    #expect(crash.steps == ["launch EmptyCartController", "drain", "tap 'Buy'"])
    #expect(
      crash.description.hasPrefix("the app crashed: ")
        && crash.description.hasSuffix(
          "Fatal error: Index out of range; steps: launch EmptyCartController, drain, tap 'Buy'")
    )
    print("crash isolation: one exit test took \(ContinuousClock.now - start)")
  }

  /// An exit that is not a crash gives no report.
  @Test func aNormalExitIsNoCrash() {
    #expect(SegueCrash(nil) == nil)
    let report = SegueCrash(standardError: "segue step: launch 'Shop'\nsegue step: tap 'Grinder'\n")
    #expect(report.steps == ["launch 'Shop'", "tap 'Grinder'"])
    #expect(report.message == "the process ended without a Swift error message")
  }
}
