import Foundation
import SegueKit
import SegueTestSupport
import Testing

@Suite struct ExceptionTests {
  // Appendix A / DESIGN decision 3: an uncaught UIKit exception stops the process like an iOS crash and prints
  // UIKit's "Terminating app" line.
  @Test(.tags(.appendixA)) func uncaughtExceptionStopsTheProcess() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(root, animated: false)
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Pushing the same view "
          + "controller instance more than once is not supported (<SegueKit.UIViewController: 0x"))
  }

  // DESIGN decision 3: a captured exception leaves the runtime consistent and the next operation works.
  @MainActor
  @Test(.tags(.appendixA)) func captureLeavesRuntimeConsistent() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    _ = showInWindow(nav)
    let exceptions = UIKitException.capture { nav.pushViewController(root, animated: true) }
    #expect(exceptions.map(\.name.rawValue) == ["NSInvalidArgumentException"])
    #expect(UIKitException.isCapturing == false)
    #expect(nav.hierarchyInvariantViolations().isEmpty)
    let next = UIViewController()
    nav.pushViewController(next, animated: false)
    MainQueue.drain()
    #expect(nav.viewControllers == [root, next])
    #expect(nav.hierarchyInvariantViolations().isEmpty)
  }

  // Nested captures each see their own exceptions; an inner capture catches, so the outer body goes on.
  @MainActor
  @Test func nestedCaptures() {
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController()]
    var inner: [UIKitException] = []
    let outer = UIKitException.capture {
      inner = UIKitException.capture { tabs.selectedViewController = UIViewController() }
      tabs.selectedViewController = UIViewController()
    }
    #expect(outer.count == 1 && inner.count == 1)
    #expect(outer[0].description.hasPrefix("*** Terminating app due to uncaught exception 'NSRangeException'"))
  }

  // DESIGN decision 3: after an exception the rest of the capture's body is being unwound on iOS; SegueKit's
  // calls there do nothing (no second exception, no push), and work again once the capture returns.
  @MainActor
  @Test(.tags(.appendixA)) func callsAfterACapturedExceptionDoNothing() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    _ = showInWindow(nav)
    let later = UIViewController()
    let exceptions = UIKitException.capture {
      nav.pushViewController(root, animated: false)
      nav.pushViewController(later, animated: false)
      nav.popToViewController(UIViewController(), animated: false)
      nav.present(UIViewController(), animated: false)
    }
    #expect(exceptions.map(\.name) == [.invalidArgument])
    #expect(nav.viewControllers == [root] && nav.presentedViewController == nil)
    nav.pushViewController(later, animated: false)
    #expect(nav.viewControllers == [root, later])
  }

  // UIKit's log-only failures go to the console, which tests read and clear.
  @MainActor
  @Test func consoleCollectsLogs() {
    freshRuntime()
    let controller = UIViewController()
    controller.endAppearanceTransition()
    #expect(Console.messages == ["Unbalanced calls to begin/end appearance transitions for \(controller)."])
    Console.clear()
    #expect(Console.messages.isEmpty)
  }
}
