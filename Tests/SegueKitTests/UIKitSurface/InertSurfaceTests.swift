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

  /// A settable property whose type is a class is one object per owner, made on first read and kept until set: apps
  /// style a bar through it (`appearance.buttonAppearance.normal.titleTextAttributes = …`, as Apple's "Customizing
  /// Your App's Navigation Bar" article does), which only works when the next read answers the same object.
  @Test func settablePropertiesOfAClassTypeKeepTheirObjectUntilSet() {
    let appearance = UINavigationBarAppearance()
    let other = UINavigationBarAppearance()
    let first = appearance.buttonAppearance
    #expect(appearance.buttonAppearance === first)
    #expect(other.buttonAppearance !== first)
    #expect(appearance.doneButtonAppearance !== first)
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
    #expect(appearance.buttonAppearance.normal.titleTextAttributes.count == 1)
    #expect(other.buttonAppearance.normal.titleTextAttributes.isEmpty)
    let replacement = UIBarButtonItemAppearance(style: .done)
    appearance.buttonAppearance = replacement
    #expect(appearance.buttonAppearance === replacement)
    let toolbar = UIToolbar()
    let toolbarAppearance = toolbar.standardAppearance
    #expect(toolbar.standardAppearance === toolbarAppearance)
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

  /// The SDK's interface gives no raw values, so a generated option set's members are distinct bits in their order,
  /// and `all` is the union of the members before it, as in UIKit's headers (`NSDirectionalRectEdgeAll` is top |
  /// leading | bottom | trailing; `UIScrollTypeMaskAll` is discrete | continuous).
  @Test func aGeneratedOptionSetsAllHoldsEveryMember() {
    let edges: [NSDirectionalRectEdge] = [.top, .leading, .bottom, .trailing]
    #expect(edges.map(\.rawValue) == [1, 2, 4, 8])
    #expect(NSDirectionalRectEdge.all == NSDirectionalRectEdge(edges))
    #expect(UIScrollTypeMask.all == [.discrete, .continuous])
    #expect(UIScrollTypeMask.all.rawValue == 3)
  }
}
