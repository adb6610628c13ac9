// The test a team writes for its own app after `segue port` (DocC article "Porting an app"): SwiftMessages' demo app
// (github.com/SwiftKickMobile/SwiftMessages, Demo/), ported with the stand-in of
// Tests/Fixtures/PortedApps/SwiftMessagesDemoStubs and without ExploreViewController.swift (see .ci/run).
import Foundation
import SegueKitTesting
import SwiftMessages
import Testing

@testable import Demo

@MainActor
@Suite struct DemoFlowTests {
  @Test func presentedParentUnwindsToViewControllers() throws {
    // Through the app's own delegates, as iOS launches it: the launch registers the ported classes and makes the
    // `@UIApplicationMain` AppDelegate.
    let app = try SegueApp.launch(appFolder: PortedApp.appFolder)
    #expect(app.snapshot.description == Self.demo)
    #expect(
      app.elements.map(\.description) == [
        "cell 'MESSAGE VIEW'", "cell 'ANY VIEW'", "cell 'CUSTOMIZE'", "cell 'EXPLORE'", "cell 'CENTERED'",
        "cell 'VIEW CONTROLLERS'", "tab ''",
      ])
    _ = app.takeTrace()

    try app.tap("VIEW CONTROLLERS")
    #expect(app.snapshot.description == Self.viewControllers)
    #expect(
      app.elements.map(\.description) == [
        "back button 'Demo'", "button 'Top Message'", "button 'Bottom Message'", "button 'Top Card'",
        "button 'Bottom Card'", "button 'Top Tab'", "button 'Bottom Tab'", "button 'Centered'", "tab ''",
      ])
    #expect(
      app.takeTrace().map(\.description) == [
        "View Controllers.viewDidLoad", "Demo.viewWillDisappear(true)", "View Controllers.viewWillAppear(true)",
        "View Controllers.viewIsAppearing(true)", "Demo.viewDidDisappear(true)", "View Controllers.viewDidAppear(true)",
      ])

    // A custom segue (SwiftMessagesTopSegue, the app's subclass of the stand-in SwiftMessagesSegue) presents Parent.
    try app.tap("Top Message")
    #expect(
      app.snapshot.description == Self.viewControllers + """

          presents(formSheet) UINavigationController
            [0] Parent (UITableViewController)
        """)
    #expect(
      app.elements.map(\.description) == ["bar button 'Done'", "cell 'Item 1'", "cell 'Item 2'", "cell 'Item 3'"])
    #expect(
      app.takeTrace().map(\.description) == [
        "UINavigationController(Parent).viewDidLoad", "UINavigationController(Parent).viewWillAppear(true)",
        "UINavigationController(Parent).viewIsAppearing(true)", "Parent.viewDidLoad", "Parent.viewWillAppear(true)",
        "Parent.viewIsAppearing(true)", "UINavigationController(Parent).viewDidAppear(true)",
        "Parent.viewDidAppear(true)",
      ])

    // "Done" unwinds to `dismissPresentedWithSegue:`, which ViewControllersViewController declares (private, @objc,
    // reached through the generated table). The action itself calls `dismiss(animated: true)`; the unwind's own
    // dismissal then finds one in progress, and UIKit says so on the console (spec §5.2 steps 5–6, §4.7 step 2).
    try app.tap("Done")
    #expect(app.snapshot.description == Self.viewControllers)
    #expect(
      app.takeTrace().map(\.description) == [
        "UINavigationController(Parent).viewWillDisappear(true)", "Parent.viewWillDisappear(true)",
        "UINavigationController(Parent).viewDidDisappear(true)", "Parent.viewDidDisappear(true)",
        "UINavigationController(Parent).deinit", "Parent.deinit",
      ])
    #expect(app.exceptions == [])
    #expect(
      app.consoleMessages.map { $0.replacing(#/0x[0-9a-f]+/#, with: "0x…") } == [
        "Warning: Attempt to dismiss from view controller <SegueKit.UITabBarController: 0x…> while a presentation "
          + "or dismiss is in progress!"
      ])
  }

  static let viewControllers = demo + "\n    [1] View Controllers (ViewControllersViewController)"

  static let demo = """
    iPhone 16, portrait
    UITabBarController tabs=[*]
      UINavigationController
        [0] Demo (ViewController)
    """
}
