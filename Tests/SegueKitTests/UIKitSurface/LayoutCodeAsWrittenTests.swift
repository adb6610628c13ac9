import Foundation
import SegueKit
import Testing

/// Layout and text-input code as written for iOS compiles unchanged and reads back what it set.
///
/// Source: Apple's documentation for `UIView.layoutMargins` (8 points on each side by default),
/// `UIView.autoresizingMask`, `UIKeyInput` and the `UIResponder` keyboard notification names.
@MainActor
@Suite struct LayoutCodeAsWrittenTests {
  final class PinView: UIView, UIKeyInput {
    var digits = ""
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text }
    func deleteBackward() { digits = String(digits.dropLast()) }
    override var canBecomeFirstResponder: Bool { true }
  }

  final class Card: UIViewController {
    let stack = UIStackView()
    let pin = PinView()
    override func viewDidLoad() {
      super.viewDidLoad()
      stack.axis = .vertical
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      stack.addArrangedSubview(pin)
      let bottom = stack.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor)
      bottom.priority = .defaultHigh
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        bottom,
        pin.heightAnchor.constraint(equalTo: pin.widthAnchor, multiplier: 0.25),
      ])
      pin.setContentHuggingPriority(.required, for: .vertical)
      view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
  }

  @Test func layoutCodeRecordsWhatItSet() {
    let card = Card()
    card.loadViewIfNeeded()
    #expect(card.view.constraints.count == 4)
    #expect(card.pin.constraints.count == 1)
    #expect(card.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(card.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
    card.pin.insertText("12")
    card.pin.deleteBackward()
    #expect(card.pin.digits == "1" && card.pin.hasText)
    #expect(card.pin.keyboardType == .default)
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
  }
}
