import Foundation
import SegueKit
import Testing

/// A text view delegate as written for iOS, refusing links to example.com.
private final class LinkPolicy: NSObject, UITextViewDelegate {
  func textView(
    _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    url.host != "example.com"
  }
}

/// A text view subclass as written for iOS.
private final class HtmlTextView: UITextView {
  override init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame, textContainer: textContainer)
    textContainer?.lineFragmentPadding = .zero
    self.textContainer.lineFragmentPadding = .zero
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// Source: Apple's documentation of `UIContextMenuConfiguration` (the action provider makes the menu when it
/// opens), `UIMenu`, `UIAction`, `UIImpactFeedbackGenerator` (default style medium), `NSTextContainer`
/// (`lineFragmentPadding` defaults to 5), `UITextView.init(frame:textContainer:)` (the designated initializer: Swift
/// refuses `super.init(frame:)` from a subclass's designated one) and
/// `UITextViewDelegate.textView(_:shouldInteractWith:in:interaction:)`.
@MainActor
@Suite struct MenusFeedbackAndTextContainerTests {
  @Test func aContextMenuMakesItsMenuOfActionsOnDemand() throws {
    var copied: [String] = []
    let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      let copy = UIAction(title: "Copy", image: nil) { action in copied.append(action.title) }
      return UIMenu(title: "", children: [copy])
    }
    let menu = try #require(configuration.makeMenu())
    #expect(menu.children.map(\.title) == ["Copy"])
    try #require(menu.children.first as? UIAction).simulateChoice()
    #expect(copied == ["Copy"])
  }

  @Test func feedbackGeneratorsRecordWhatTheyProduce() {
    let impact = UIImpactFeedbackGenerator(style: .light)
    impact.prepare()
    impact.impactOccurred()
    let notification = UINotificationFeedbackGenerator()
    notification.notificationOccurred(.success)
    let selection = UISelectionFeedbackGenerator()
    selection.selectionChanged()
    #expect(
      impact.recordedFeedback + notification.recordedFeedback + selection.recordedFeedback == [
        "prepare", "impact(light)", "notification(success)", "selectionChanged",
      ])
    #expect(UIImpactFeedbackGenerator().style == .medium)
  }

  /// Corona-Warn-App's `HtmlTextView()`: overriding the two designated initializers inherits `init()`.
  @Test func aSubclassOverridingTheDesignatedInitializersInheritsInit() {
    let view = HtmlTextView()
    #expect(view.frame == .zero)
    #expect(view.textContainer.lineFragmentPadding == .zero)
  }

  @Test func aTextViewHasATextContainerAndAsksItsDelegateAboutLinks() throws {
    let plain = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(plain.textContainer.lineFragmentPadding == 5)
    #expect(plain.textContainer === plain.textContainer)
    let html = HtmlTextView(frame: .zero, textContainer: nil)
    #expect(html.textContainer.lineFragmentPadding == 0)
    html.linkTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.red]
    #expect(Array(html.linkTextAttributes.keys) == [.foregroundColor])
    let policy = LinkPolicy()
    html.delegate = policy
    let range = NSRange(location: 0, length: 4)
    let blocked = html.simulateLinkInteraction(with: try #require(URL(string: "https://example.com")), in: range)
    let allowed = html.simulateLinkInteraction(with: try #require(URL(string: "https://apple.com")), in: range)
    #expect([blocked, allowed] == [false, true])
  }
}
