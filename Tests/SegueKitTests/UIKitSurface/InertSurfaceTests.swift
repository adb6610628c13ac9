import Foundation
import SegueKit
import Testing

@MainActor
private final class ChecksGestures: NSObject, UIGestureRecognizerDelegate {}

/// The generated part of UIKit's surface (`Sources/SegueKit*/Generated`, from `Scripts/uikit-generate.py`): UIKit's
/// signatures with inert bodies that keep their state, as the SegueKit documentation's article "How SegueKit differs
/// from UIKit" describes ("UIKit's whole interface: implemented, inert or absent").
@MainActor
@Suite struct InertSurfaceTests {
  @Test func generatedTypesAreDeclaredWithUIKitsShapes() {
    let checker = UITextChecker()
    #expect(checker.ignoredWords == nil)
    checker.ignoredWords = ["segue"]
    #expect(checker.ignoredWords == ["segue"])
    let range = checker.rangeOfMisspelledWord(
      in: "teh", range: NSRange(location: 0, length: 3), startingAt: 0, wrap: false, language: "en")
    #expect(range.location == NSNotFound)
    #expect([UIBarPosition.any, .bottom, .top, .topAttached].map(\.rawValue) == [0, 1, 2, 3])
    let format = UIGraphicsImageRendererFormat()
    format.opaque = true
    format.scale = 3
    #expect(format.opaque && format.scale == 3)
  }

  @Test func generatedPropertiesOfHandWrittenClassesKeepAValuePerObject() {
    let first = UIButton(type: .system)
    let second = UIButton(type: .system)
    #expect(!first.reversesTitleShadowWhenHighlighted)
    first.reversesTitleShadowWhenHighlighted = true
    #expect(first.reversesTitleShadowWhenHighlighted)
    #expect(!second.reversesTitleShadowWhenHighlighted)
  }

  @Test func aDeadObjectsValuesAreNotAnotherObjectsAtItsAddress() {
    for _ in 0..<200 {
      let button = UIButton(type: .custom)
      #expect(!button.reversesTitleShadowWhenHighlighted)
      button.reversesTitleShadowWhenHighlighted = true
    }
  }

  @Test func optionalRequirementsOfGeneratedProtocolsNeedNoImplementation() {
    let delegate: any UIGestureRecognizerDelegate = ChecksGestures()
    let recognizer = UITapGestureRecognizer(target: nil, action: nil)
    recognizer.delegate = delegate
    #expect(recognizer.delegate === delegate)
  }

  @Test func generatedConstantsCompareAsTheirNamesDo() {
    let pause = UIAccessibility.Notification.pauseAssistiveTechnology
    #expect(pause == UIAccessibility.Notification.pauseAssistiveTechnology)
    #expect(pause != UIAccessibility.Notification.resumeAssistiveTechnology)
  }
}
