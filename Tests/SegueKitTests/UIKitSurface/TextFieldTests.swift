import Foundation
import SegueKit
import Testing

/// `UITextField`'s editing session, typing and return key, and the responder chain's first responder.
///
/// Source: Apple's documentation for `UITextFieldDelegate` ("the flow of the editing process": should-begin, become
/// first responder, did-begin; should-change per edit; should-end, resign, did-end; should-return for the return
/// key), `UIResponder.becomeFirstResponder()` and `UIView.endEditing(_:)`.
@MainActor
@Suite struct TextFieldTests {
  final class Recorder: UIResponder, UITextFieldDelegate {
    var log: [String] = []
    var allowsEnd = true
    var rejectsDigits = false
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      log.append("shouldBegin")
      return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      log.append("shouldEnd")
      return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      log.append("shouldChange \(range.location) '\(string)'")
      return !(rejectsDigits && string.allSatisfy(\.isNumber))
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      log.append("shouldReturn")
      return true
    }
  }

  private func fieldInWindow() -> (UIWindow, UITextField, Recorder) {
    let window = UIWindow()
    let field = UITextField()
    window.addSubview(field)
    let recorder = Recorder()
    field.delegate = recorder
    for (event, name) in [
      (UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
      (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ] {
      field.addAction(UIAction { _ in recorder.log.append(name) }, for: event)
    }
    return (window, field, recorder)
  }

  @Test func textReadsBackEmptyAfterNil() {
    let field = UITextField()
    #expect(field.text == "")
    field.text = "Hi"
    field.text = nil
    #expect(field.text == "")
    #expect(field.autocapitalizationType == .sentences)
  }

  @Test func typingAndReturnFollowUIKitsOrder() {
    let (window, field, recorder) = fieldInWindow()
    recorder.rejectsDigits = true
    field.simulateTyping("a1b")
    field.simulateReturnKey()
    #expect(field.text == "ab")
    #expect(
      recorder.log == [
        "shouldBegin", "didBegin", "editingDidBegin",
        "shouldChange 0 'a'", "editingChanged", "shouldChange 1 '1'", "shouldChange 1 'b'", "editingChanged",
        "shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd", "editingDidEnd",
      ])
    #expect(!field.isFirstResponder)
    _ = window
  }

  @Test func oneFirstResponderPerWindow() {
    let (window, first, recorder) = fieldInWindow()
    let second = UITextField()
    window.addSubview(second)
    #expect(first.becomeFirstResponder())
    #expect(second.becomeFirstResponder())
    #expect([first.isFirstResponder, second.isFirstResponder, first.isEditing] == [false, true, false])
    #expect(recorder.log == ["shouldBegin", "didBegin", "editingDidBegin", "shouldEnd", "didEnd", "editingDidEnd"])
  }

  @Test func aRefusingDelegateKeepsEditingUnlessEndEditingForces() {
    let (window, field, recorder) = fieldInWindow()
    recorder.allowsEnd = false
    field.becomeFirstResponder()
    #expect(!window.endEditing(false))
    #expect(field.isFirstResponder)
    #expect(window.endEditing(true))
    #expect(!field.isFirstResponder)
    #expect(recorder.log.suffix(3) == ["shouldEnd", "didEnd", "editingDidEnd"])
  }

  @Test func aFieldOutsideAWindowCannotBecomeFirstResponder() {
    let field = UITextField()
    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
  }

  @Test func theKeyboardShowsForTextInputAndStaysBetweenFields() {
    let (window, first, recorder) = fieldInWindow()
    let second = UITextField()
    let plain = PlainResponder()
    window.addSubview(second)
    window.addSubview(plain)
    let names: [Notification.Name] = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]
    let tokens = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        let text = "\(name.rawValue.dropFirst(10)) \(end.map { "\($0.minY)" } ?? "?")"
        MainActor.assumeIsolated { recorder.log.append(text) }
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    first.becomeFirstResponder()
    second.becomeFirstResponder()
    plain.becomeFirstResponder()
    let height = window.bounds.height
    #expect(
      recorder.log == [
        "shouldBegin", "WillShowNotification \(height - 336)", "DidShowNotification \(height - 336)", "didBegin",
        "editingDidBegin", "shouldEnd", "didEnd", "editingDidEnd", "WillHideNotification \(height)",
        "DidHideNotification \(height)",
      ])
  }

  /// `hasText`, UIKit's `UIKeyInput` requirement that `UITextField` and `UITextView` have through `UITextInput`
  /// (Cuisiner's form validation reads it): whether there is text, typed or set.
  @Test func textFieldsAndViewsSayWhetherTheyHaveText() {
    let (window, field, _) = fieldInWindow()
    let view = UITextView()
    var seen = [field.hasText, view.hasText]
    field.simulateTyping("a")
    view.text = "b"
    seen += [field.hasText, view.hasText]
    field.simulateBackspace()
    view.text = nil
    seen += [field.hasText, view.hasText]
    #expect(seen == [false, false, true, true, false, false])
    withExtendedLifetime(window) {}
  }

  final class PlainResponder: UIView {
    override var canBecomeFirstResponder: Bool { true }
  }
}
