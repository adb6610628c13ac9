import Foundation
import SegueKit
import Testing

/// A delegate recording what the alert view tells it.
private final class AlertLog: NSObject, UIAlertViewDelegate {
  var entries: [String] = []
  func willPresent(_ alertView: UIAlertView) { entries.append("willPresent") }
  func didPresent(_ alertView: UIAlertView) { entries.append("didPresent") }
  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
    entries.append("clicked \(alertView.buttonTitle(at: buttonIndex) ?? "")")
  }
  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    entries.append("didDismiss \(buttonIndex)")
  }
}

/// Source: Apple's documentation of the deprecated `UIAlertView` and `UIAlertViewDelegate` (the cancel button is
/// index 0 when given; a tap calls `alertView(_:clickedButtonAt:)`, then the dismissal methods;
/// `dismiss(withClickedButtonIndex:animated:)` calls only the dismissal methods).
@MainActor
@Suite struct AlertViewTests {
  @Test func aShownAlertViewReportsATapToItsDelegateAndDismisses() {
    let log = AlertLog()
    // Written as for iOS.
    let alert = UIAlertView(
      title: "Offline", message: "No connection", delegate: log, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Retry", "Settings")
    alert.show()
    #expect(UIAlertView.visibleAlertViews.contains { $0 === alert })
    let indices: [Int] = [alert.cancelButtonIndex, alert.firstOtherButtonIndex, alert.numberOfButtons]
    #expect(indices == [0, 1, 3])
    alert.simulateTap(onButtonAt: 1)
    #expect(log.entries == ["willPresent", "didPresent", "clicked Retry", "didDismiss 1"])
    #expect(!alert.isVisible && !UIAlertView.visibleAlertViews.contains { $0 === alert })
  }
}
