// The test a team writes for its own app after `segue port` (DocC article "Porting an app"): Jordan Morgan's Custom
// Transitions (the wide corpus), ported into a package named CustomTransitions with CustomTransitionsGaps as a second
// source folder. CI ports the corpus copy and runs this test in it. It drives each of the app's five scenarios: a
// coordinator hooked into a standard presentation, an animator alone, a presentation controller alone, both, and
// both with an interactive (pan-driven) dismissal that is first cancelled, then finished.
import Foundation
import SegueKitTesting
import Testing

@testable import CustomTransitions

@MainActor
@Suite struct CustomTransitionsFlowTests {
  /// Through the app's own delegates, as iOS launches it: the launch makes `AppDelegate` (`@main`) and the
  /// `$(PRODUCT_MODULE_NAME).SceneDelegate` its Info.plist names, from the generated `PortedApp` registrations.
  private func launch() throws -> (SegueApp, ViewController) {
    let app = try SegueApp.launch(appFolder: PortedApp.appFolder)
    #expect(UIApplication.shared.delegate is AppDelegate)
    #expect((app.window.windowScene?.delegate as? SceneDelegate)?.window === app.window)
    return (app, try app.visible(ViewController.self))
  }

  /// "Just Coordinator": the app presents, then animates alongside through its own `transitionCoordinator`; the
  /// alongside completion starts a 0.25 s `UIView.animate` whose block runs at once.
  @Test func coordinatorScenarioAnimatesAlongsideThePresentation() throws {
    let (app, root) = try launch()
    let start = MainQueue.now
    root.hookIntoExistingCoordinator()
    #expect(root.tv.backgroundColor == .red, "the alongside animation ran with the presentation")
    try app.drain()
    #expect(root.tv.backgroundColor == .systemGroupedBackground)
    #expect(
      abs(MainQueue.now - start - 0.75) < 1e-9,
      "the standard presentation's 0.5 s, then the 0.25 s animation its alongside completion starts")
    #expect(root.presentedViewController?.isBeingPresented == false)
    #expect(app.exceptions == [] && app.consoleMessages == [])
  }

  /// "Just Animator": an `.overFullScreen` presentation through the app's TransitionAnimator, which animates the
  /// presented view to the context's final frame in 1 s of virtual time and completes from `UIView.animate`'s
  /// completion; the Dismiss button dismisses through the same animator.
  @Test func animatorScenarioPresentsAndDismissesThroughTheAnimator() throws {
    let (app, root) = try launch()
    _ = app.takeTrace()
    let start = MainQueue.now
    try app.select(row: 0, section: 1)
    #expect(abs(MainQueue.now - start - 1) < 1e-9, "the animator's 1 s duration")
    let demo = try #require(root.presentedViewController)
    #expect(demo.modalPresentationStyle == .overFullScreen && demo.presentationController?.containerView != nil)
    #expect(demo.view.frame == app.window.bounds)
    #expect(
      app.takeTrace().map(\.description) == [
        "UIViewController.viewDidLoad", "UIViewController.viewWillAppear(true)",
        "UIViewController.viewIsAppearing(true)", "UIViewController.viewDidAppear(true)",
      ])
    try app.tap("Dismiss")
    #expect(root.presentedViewController == nil && demo.viewIfLoaded?.window == nil)
    #expect(app.window.subviews == [root.view], "the container left with the presentation")
    #expect(
      app.takeTrace().map(\.description) == [
        "UIViewController.viewWillDisappear(true)", "UIViewController.viewDidDisappear(true)",
      ])
    #expect(app.exceptions == [] && app.consoleMessages == [])
  }

  /// "Just Presentation Controller" and "Animator and Presentation Controller": the app's presentation controller
  /// puts the presented view on the right half and a dimming view behind it, faded in alongside.
  @Test(arguments: [2, 3]) func presentationControllerScenariosUseTheRightHalf(section: Int) throws {
    let (app, root) = try launch()
    try app.select(row: 0, section: section)
    let demo = try #require(root.presentedViewController)
    let controller = try #require(demo.presentationController as? TransitionPresentationController)
    let container = try #require(controller.containerView)
    let bounds = app.window.bounds
    let rightHalf = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
    #expect(demo.view.frame == rightHalf)
    #expect(container.subviews.count == 2 && container.subviews.last === demo.view)
    #expect(container.subviews.first?.alpha == 1, "the dimming view faded in alongside")
    try app.tap("Dismiss")
    #expect(root.presentedViewController == nil && app.window.subviews == [root.view])
    #expect(app.exceptions == [] && app.consoleMessages == [])
  }

  /// "Add Interactive Animator": after the presentation, a pan on the dimming view drives the dismissal through the
  /// app's UIPercentDrivenInteractiveTransition. A short pan upwards cancels it (the controller stays presented and
  /// appears again); a long pan downwards finishes it.
  @Test func interactiveScenarioCancelsThenFinishesTheDismissal() throws {
    let (app, root) = try launch()
    try app.select(row: 0, section: 4)
    let demo = try #require(root.presentedViewController)
    let controller = try #require(demo.presentationController as? TransitionPresentationController)
    let container = try #require(controller.containerView)
    let pan = try #require(container.gestureRecognizers?.first as? CustomTransitions.UIPanGestureRecognizer)
    _ = app.takeTrace()

    func drag(to fraction: CGFloat, velocity: CGFloat) throws {
      pan.state = .began
      try app.step { controller.handleSwipeToDismiss(pan: pan) }
      #expect(demo.isBeingDismissed, "the pan began an interactive dismissal")
      pan.state = .changed
      pan.setTranslation(CGPoint(x: 0, y: container.bounds.height * fraction), in: container)
      try app.step { controller.handleSwipeToDismiss(pan: pan) }
      #expect(root.presentedViewController === demo, "draining does not end an interactive transition")
      pan.state = .ended
      pan.simulatedVelocity = CGPoint(x: 0, y: velocity)
      try app.step { controller.handleSwipeToDismiss(pan: pan) }
    }

    try drag(to: 0.2, velocity: -10)
    #expect(root.presentedViewController === demo && demo.isBeingDismissed == false)
    #expect(demo.view.window === app.window && container.subviews.first?.alpha == 1)
    #expect(
      app.takeTrace().map(\.description) == [
        "UIViewController.viewWillDisappear(true)", "UIViewController.viewWillAppear(true)",
        "UIViewController.viewIsAppearing(true)", "UIViewController.viewDidAppear(true)",
      ])

    try drag(to: 0.9, velocity: 10)
    #expect(root.presentedViewController == nil && app.window.subviews == [root.view])
    #expect(
      app.takeTrace().map(\.description) == [
        "UIViewController.viewWillDisappear(true)", "UIViewController.viewDidDisappear(true)",
      ])
    #expect(app.exceptions == [] && app.consoleMessages == [])
  }
}
