import SegueKit
import Testing

/// The shape `segue port` gives an app's override of a member the app adds to a UIKit class in an extension
/// (`FrameworkExtensionOverrides`, pinned as text by `AppleCompilerRulePortTests`), run on SegueKit: every call reaches
/// the most derived override, as Objective-C's dispatch does on iOS for Pass for iOS's `textFieldShouldReturn(_:)` —
/// through the class, through the base class, and through a protocol the classes adopt, whose witness is the
/// extension's member. The member is named `shouldAcceptEntry(_:)` here so that no other test's controller inherits it.
@MainActor
@Suite struct ExtensionMemberDispatchTests {
  @Test func callsReachTheMostDerivedOverride() {
    let plain = UIViewController()
    let first = EntryController()
    let strict = StrictEntryController()
    let results = [
      plain.shouldAcceptEntry("x"), first.shouldAcceptEntry("x"), (strict as UIViewController).shouldAcceptEntry("x"),
      (strict as any EntryChecking).shouldAcceptEntry("x"), (first as any EntryChecking).shouldAcceptEntry("x"),
    ]
    #expect(
      results == [
        "UIViewController's extension", "EntryController", "StrictEntryController", "StrictEntryController",
        "EntryController",
      ])
  }
}

/// A protocol the app's controllers adopt, as `UITextFieldDelegate` in Pass for iOS.
@MainActor protocol EntryChecking: AnyObject {
  func shouldAcceptEntry(_ text: String) -> String
}

// What the port writes: the extension's member hands the call to an instance that conforms.
extension UIViewController {
  func shouldAcceptEntry(_ text: String) -> String {
    if let overriding = self as? any SegueOverriding_UIViewController_shouldAcceptEntry {
      return overriding.segueOverride_shouldAcceptEntry(text)
    }
    return "UIViewController's extension"
  }
}
@MainActor protocol SegueOverriding_UIViewController_shouldAcceptEntry: AnyObject {
  func segueOverride_shouldAcceptEntry(_ text: String) -> String
}
extension EntryController: SegueOverriding_UIViewController_shouldAcceptEntry {}

class EntryController: UIViewController, EntryChecking {
  func segueOverride_shouldAcceptEntry(_ text: String) -> String { "EntryController" }
}

final class StrictEntryController: EntryController {
  override func segueOverride_shouldAcceptEntry(_ text: String) -> String { "StrictEntryController" }
}
