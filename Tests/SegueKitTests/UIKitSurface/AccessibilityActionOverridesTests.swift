import Foundation
import SegueKit
import Testing

/// UIKit's informal accessibility protocols, which it declares as `NSObject` categories (`UIAccessibilityAction`:
/// `accessibilityPerformMagicTap()`, `accessibilityPerformEscape()`, `accessibilityScroll(_:)`;
/// `UIAccessibilityFocus`; `UIAccessibilityContainer`; the `UIAccessibility` properties), overridden as apps write them
/// in view controllers, views and accessibility elements, and called through the UIKit type as VoiceOver calls them.
/// SegueKit declares them in `UIResponder`'s body, since an extension's members cannot be overridden without the
/// Objective-C runtime; every class apps override them in is a responder (`UIAccessibilityElement` is a `UIResponder`
/// in UIKit's interface).
///
/// Source: UIKit's `UIAccessibility.h` (`@interface NSObject (UIAccessibilityAction)`, `(UIAccessibilityFocus)`,
/// `(UIAccessibilityContainer)`, `(UIAccessibility)`), its Swift interface (`extension NSObject` with a class and an
/// instance method of each action's name; `class UIAccessibilityElement : UIResponder`), and the wide corpus's
/// Depressed (`override func accessibilityPerformMagicTap() -> Bool` in two view controllers).
@MainActor
@Suite struct AccessibilityActionOverridesTests {
  /// Depressed's pattern: a magic tap starts the controller's main action.
  final class EvaluationController: UIViewController {
    var log: [String] = []
    override func accessibilityPerformMagicTap() -> Bool {
      log.append("magic tap")
      return true
    }
    override func accessibilityPerformEscape() -> Bool {
      log.append("escape")
      return super.accessibilityPerformEscape()
    }
  }

  final class PagedView: UIView {
    var page = 0
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      switch direction {
      case .left: page += 1
      case .right: page -= 1
      default: return false
      }
      return true
    }
    override var accessibilityFrame: CGRect {
      get { CGRect(x: 0, y: 0, width: 100, height: CGFloat(page) * 10) }
      set {}
    }
  }

  final class FocusElement: UIAccessibilityElement {
    var focused: [String] = []
    override func accessibilityElementDidBecomeFocused() { focused.append("became focused") }
    override func accessibilityElementDidLoseFocus() { focused.append("lost focus") }
  }

  @Test func viewControllerOverridesRunThroughTheUIKitType() {
    let evaluation = EvaluationController()
    let responder: UIResponder = evaluation
    #expect(responder.accessibilityPerformMagicTap())
    // UIKit's default answer, reached through `super`: not handled.
    #expect(!responder.accessibilityPerformEscape())
    #expect(evaluation.log == ["magic tap", "escape"])
  }

  @Test func viewOverridesRunThroughTheUIKitType() {
    let paged = PagedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view: UIView = paged
    #expect(view.accessibilityScroll(.left))
    #expect(view.accessibilityScroll(.left))
    #expect(view.accessibilityScroll(.right))
    #expect(!view.accessibilityScroll(.up))
    #expect(paged.page == 1)
    #expect(view.accessibilityFrame == CGRect(x: 0, y: 0, width: 100, height: 10))
  }

  @Test func accessibilityElementOverridesRunThroughTheUIKitType() {
    let container = UIView()
    let focus = FocusElement(accessibilityContainer: container)
    let element: UIAccessibilityElement = focus
    element.accessibilityElementDidBecomeFocused()
    element.accessibilityElementDidLoseFocus()
    #expect(focus.focused == ["became focused", "lost focus"])
  }

  /// Without an override: UIKit's defaults (not handled, not focused, no element), and the properties keep what is
  /// set; the class methods of the same names stay on `NSObject`.
  @Test func defaultsWithoutAnOverride() {
    let controller = UIViewController()
    #expect(!controller.accessibilityPerformMagicTap())
    #expect(!controller.accessibilityPerformEscape())
    #expect(!controller.accessibilityElementIsFocused())
    #expect(controller.accessibilityElement(at: 0) == nil)
    let view = UIView()
    #expect(view.accessibilityFrame == .zero)
    view.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
    view.accessibilityLanguage = "de"
    #expect(view.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.accessibilityLanguage == "de")
    #expect(!NSObject.accessibilityPerformMagicTap())
  }
}
