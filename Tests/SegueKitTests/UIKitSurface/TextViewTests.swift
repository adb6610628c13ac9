import Foundation
import SegueKit
import Testing

/// `UITextView`'s editing session and typing.
///
/// Source: Apple's documentation for `UITextViewDelegate` (should-begin, did-begin, should-change per edit,
/// did-change, should-end, did-end) and `UITextView.textContainerInset` (8 points top and bottom by default).
@MainActor
@Suite struct TextViewTests {
  final class Recorder: UIResponder, UITextViewDelegate {
    var log: [String] = []
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      log.append("shouldBegin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      log.append("shouldChange \(range.location) \(text.debugDescription)")
      if text == "\n" {
        textView.resignFirstResponder()
        return false
      }
      return true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange '\(textView.text ?? "")'") }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
  }

  @Test func typingAsksAndTellsTheDelegateAndReturnCanEndEditing() {
    let window = UIWindow()
    let textView = UITextView()
    window.addSubview(textView)
    let recorder = Recorder()
    textView.delegate = recorder
    textView.simulateTyping("ok\n")
    #expect(textView.text == "ok")
    #expect(
      recorder.log == [
        "shouldBegin", "didBegin", "shouldChange 0 \"o\"", "didChange 'o'", "shouldChange 1 \"k\"", "didChange 'ok'",
        "shouldChange 2 \"\\n\"", "didEnd",
      ])
    #expect(!textView.isFirstResponder)
  }

  @Test func aReadOnlyViewIgnoresTypingAndKeepsItsDefaults() {
    let window = UIWindow()
    let textView = UITextView()
    window.addSubview(textView)
    textView.isEditable = false
    textView.text = "Terms"
    textView.simulateTyping("x")
    #expect(textView.text == "Terms")
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.dataDetectorTypes == [])
  }
}
