import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// Notifications as apps observe them, through the driver: block observers on the main queue, the keyboard's
/// `userInfo` and Dynamic Type. Sources: Apple's documentation of `NotificationCenter.addObserver(forName:object:queue:
/// using:)` (delivery is synchronous; the block runs on `queue`), UIResponder.h's keyboard keys ("NSValue of CGRect",
/// "NSNumber of double", "NSNumber of NSUInteger (UIViewAnimationCurve)"), and for Dynamic Type
/// `UIApplication.preferredContentSizeCategory`, `UIContentSizeCategory.didChangeNotification` (object: the app,
/// `newValueUserInfoKey`), `adjustsFontForContentSizeCategory`, `UIFont.preferredFont(forTextStyle:)` and the
/// Human Interface Guidelines' Dynamic Type sizes (Body: 17 pt at Large, 28 at AX1, 53 at AX5).
@MainActor
@Suite struct NotificationDriverTests {
  /// A compose screen written as apps write it: block observers on `.main`, frames read `as? NSValue`.
  final class Compose: UIViewController {
    var log: [String] = []
    let field = UITextField()
    let label = UILabel()
    var tokens: [any NSObjectProtocol] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Compose"
      field.placeholder = "Message"
      view.addSubview(field)
      label.text = "Hello"
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      view.addSubview(label)
      let center = NotificationCenter.default
      for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
        tokens.append(
          center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
            let info = notification.userInfo
            guard let frame = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let begin = info?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
              let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
              let curve = info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
            else { return }
            let line =
              "\(notification.name.rawValue.dropFirst(10)) from y=\(begin.minY) to y=\(frame.minY) "
              + "height=\(frame.height) over \(duration)s curve \(curve)"
            MainActor.assumeIsolated { self?.log.append(line) }
          })
      }
      tokens.append(
        center.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) {
          [weak self] notification in
          let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
          let fromApp = notification.object is UIApplication
          MainActor.assumeIsolated {
            let size = UIFont.preferredFont(forTextStyle: .body).pointSize
            self?.log.append(
              "text size now \(category?.rawValue ?? "?") (from the app: \(fromApp)); body font \(size) pt")
          }
        })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      let old = previousTraitCollection?.preferredContentSizeCategory.rawValue ?? "none"
      log.append(
        "traits \(old) → \(traitCollection.preferredContentSizeCategory.rawValue); label \(label.font.pointSize) pt")
    }

    isolated deinit {
      tokens.forEach(NotificationCenter.default.removeObserver)
    }
  }

  @Test func keyboardObserversOnTheMainQueueReadTheFramesAsNSValues() throws {
    let compose = Compose()
    let app = SegueApp(rootViewController: compose)
    try app.type("Hi", into: "Message")
    let height = app.window.bounds.height
    try app.step { compose.field.resignFirstResponder() }
    #expect(
      compose.log == [
        "WillShowNotification from y=\(height) to y=\(height - 336) height=336.0 over 0.25s curve 7",
        "WillHideNotification from y=\(height - 336) to y=\(height) height=336.0 over 0.25s curve 7",
      ])
    #expect(compose.field.text == "Hi")
  }

  @Test func aTextSizeChangeReachesTraitsFontsAndObservers() throws {
    let compose = Compose()
    let app = SegueApp(rootViewController: compose)
    _ = app.takeTrace()
    #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    #expect(compose.label.font.pointSize == 17)
    try app.setContentSizeCategory(.accessibilityMedium)
    try app.setContentSizeCategory(.accessibilityMedium)
    try app.setContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    let unspecified = try #require(throws: SegueAppError.self) { try app.setContentSizeCategory(.unspecified) }
    #expect(unspecified.message == "'unspecified' is not a text size a user can choose")
    #expect(
      compose.log == [
        "traits UICTContentSizeCategoryL → UICTContentSizeCategoryAccessibilityM; label 17.0 pt",
        "text size now UICTContentSizeCategoryAccessibilityM (from the app: true); body font 28.0 pt",
        "traits UICTContentSizeCategoryAccessibilityM → UICTContentSizeCategoryAccessibilityXXXL; label 28.0 pt",
        "text size now UICTContentSizeCategoryAccessibilityXXXL (from the app: true); body font 53.0 pt",
      ])
    #expect(compose.label.font.pointSize == 53)
    #expect(compose.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
    #expect(app.takeTrace().isEmpty)
    let headline = UIFont.preferredFont(
      forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
    #expect([headline.pointSize, UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)] == [14, 53])
    // A new launch is a new device, at Large.
    let next = SegueApp(rootViewController: UIViewController())
    #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    #expect(next.window.traitCollection.preferredContentSizeCategory == .large)
  }
}
