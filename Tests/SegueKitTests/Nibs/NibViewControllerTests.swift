import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// View controllers whose view comes from a nib (<doc:LifeCycle#§6.1-Loading-the-view>).
@MainActor
@Suite struct NibViewControllerTests {
  // §6.1: `loadView` loads the named nib with the controller as File's Owner; outlets are set before `viewDidLoad`,
  // and the life cycle goes on as for any view.
  @Test(.tags(.spec6_1)) func aNamedNibIsTheView() throws {
    startClean()
    let nib = NibFixtures.controllerView(owner: "NibGreetingViewController")
    let (bundle, folder) = try NibFixtures.bundle(["Greeting.xib": nib])
    defer { folder.remove() }
    let controller = NibGreetingViewController(nibName: "Greeting", bundle: bundle)
    let window = showInWindow(controller)
    #expect(
      Trace.shared.take() == [
        "loadView",
        "greetingLabel set",
        "loaded view subviews=1 greetingLabel=Welcome",
        "viewDidLoad greetingLabel=Welcome",
        "viewWillAppear",
        "viewDidAppear",
      ])
    #expect(controller.view.subviews.first === controller.greetingLabel)
    #expect(controller.view.window === window)
  }

  // §6.1: without a nib name, UIKit looks for the class name without "Controller", then the class name.
  @Test(.tags(.spec6_1)) func theClassNameFindsTheNib() throws {
    startClean()
    let nib = NibFixtures.controllerView(owner: "NibGreetingController")
    let (bundle, folder) = try NibFixtures.bundle([
      "NibGreeting.xib": nib, "NibGreetingViewController.xib": NibFixtures.controllerView(owner: "X"),
    ])
    defer { folder.remove() }
    let withoutSuffix = NibGreetingController(nibName: nil, bundle: bundle)
    let fullName = NibGreetingViewController(nibName: nil, bundle: bundle)
    withoutSuffix.loadViewIfNeeded()
    fullName.loadViewIfNeeded()
    #expect(withoutSuffix.greetingLabel?.text == "Welcome")
    #expect(fullName.greetingLabel?.text == "Welcome")
    #expect(Console.messages.isEmpty)
  }

  // §6.1 / Appendix A: a nib that does not connect the owner's `view` outlet raises UIKit's exception; after a
  // captured exception the controller has an empty view.
  @Test(.tags(.spec6_1, .appendixA)) func aNibWithoutTheViewOutletRaises() throws {
    startClean()
    let nib = NibFixtures.controllerView(owner: "NibGreetingViewController", connectsView: false)
    let (bundle, folder) = try NibFixtures.bundle(["Greeting.xib": nib])
    defer { folder.remove() }
    let controller = NibGreetingViewController(nibName: "Greeting", bundle: bundle)
    let exceptions = UIKitException.capture { controller.loadViewIfNeeded() }
    let reason =
      "-[SegueKitTests.NibGreetingViewController _loadViewFromNibNamed:bundle:] loaded the \"Greeting\" nib but the "
      + "view outlet was not set."
    #expect(exceptions == [UIKitException(name: .internalInconsistency, reason: reason)])
    #expect(controller.isViewLoaded && controller.view.subviews.isEmpty)
  }

  // §6.1: a compiled nib (no `.xib` source) is known but cannot be read: the console says so, the view is empty.
  @Test(.tags(.spec6_1)) func aCompiledNibGivesAnEmptyView() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle(["NibGreetingView~iphone.nib": "binary"])
    defer { folder.remove() }
    let controller = NibGreetingViewController(nibName: nil, bundle: bundle)
    controller.loadViewIfNeeded()
    #expect(
      Console.messages == [
        "SegueKit reads nib sources (.xib), not compiled nibs: nib 'NibGreetingView' makes no objects."
      ])
    #expect(controller.isViewLoaded && controller.view.subviews.isEmpty)
  }

  /// Each test starts with an empty console and trace.
  private func startClean() {
    freshRuntime()
    _ = Trace.shared.take()
  }
}
