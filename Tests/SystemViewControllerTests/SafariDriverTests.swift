import Foundation
import SafariServicesCompat
import SegueKitTesting
import Testing

/// Safari's dismiss button as a user meets it, through SegueKitTesting: an element named as the user sees it, and a
/// tap that tells the delegate and then dismisses the controller. Apple's pages: `SFSafariViewController.dismissButtonStyle`
/// and SafariServices' header ("The default value is SFSafariViewControllerDismissButtonStyleDone, which makes the
/// button title the localized string "Done""); `SFSafariViewControllerDelegate.safariViewControllerDidFinish(_:)`
/// ("You can perform any necessary cleanup here. The view controller is dismissed afterwards"; the header: "Upon this
/// call, the view controller is dismissed modally").
@MainActor
@Suite struct SafariDriverTests {
  /// A screen that opens its help page in Safari and logs its appearance and the delegate's call in one order.
  final class Articles: UIViewController, SFSafariViewControllerDelegate {
    var log: [String] = []
    /// Whether the delegate dismisses the Safari view controller itself, as many apps do.
    var dismissesInCallback = false

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Articles"
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.append("viewDidAppear")
    }

    func openHelp(style: SFSafariViewController.DismissButtonStyle?) {
      guard let url = URL(string: "https://example.com/help") else { return }
      let safari = SFSafariViewController(url: url)
      if let style { safari.dismissButtonStyle = style }
      safari.delegate = self
      present(safari, animated: true)
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
      log.append("didFinish presented=\(presentedViewController === controller)")
      if dismissesInCallback { controller.dismiss(animated: true) }
    }
  }

  private func launchShowingSafari(
    style: SFSafariViewController.DismissButtonStyle?, dismissesInCallback: Bool = false
  ) throws -> (SegueApp, Articles) {
    let articles = Articles()
    articles.dismissesInCallback = dismissesInCallback
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: articles))
    try app.step { articles.openHelp(style: style) }
    articles.log = []
    _ = app.takeTrace()
    return (app, articles)
  }

  @Test func theDoneButtonIsAnElementAndItsTapTellsTheDelegateBeforeTheDismissal() throws {
    let (app, articles) = try launchShowingSafari(style: nil)
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Articles (Articles)
          presents(fullScreen) SFSafariViewController
        """)
    // The presented controller covers the navigation bar below it: Done is all a finger reaches.
    #expect(app.elements.map(\.description) == ["bar button 'Done'"])
    try app.tap("Done")
    #expect(articles.log == ["didFinish presented=true", "viewWillAppear", "viewDidAppear"])
    #expect(
      app.takeTrace().map(\.description) == [
        "SFSafariViewController.viewWillDisappear(true)", "UINavigationController(Articles).viewWillAppear(true)",
        "UINavigationController(Articles).viewIsAppearing(true)", "Articles.viewWillAppear(true)",
        "Articles.viewIsAppearing(true)", "UINavigationController(Articles).viewDidAppear(true)",
        "Articles.viewDidAppear(true)", "SFSafariViewController.viewDidDisappear(true)",
        "SFSafariViewController.deinit",
      ])
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Articles (Articles)
        """)
    #expect(app.elements.map(\.description) == [])
    #expect(app.consoleMessages == [])
  }

  @Test(arguments: [
    (SFSafariViewController.DismissButtonStyle.done, "Done"), (.close, "Close"), (.cancel, "Cancel"),
  ])
  func theDismissButtonStyleNamesTheButton(style: SFSafariViewController.DismissButtonStyle, title: String) throws {
    let (app, articles) = try launchShowingSafari(style: style)
    #expect(app.elements.map(\.description) == ["bar button '\(title)'"])
    try app.tap(title)
    #expect(articles.log == ["didFinish presented=true", "viewWillAppear", "viewDidAppear"])
    #expect(articles.presentedViewController == nil)
  }

  @Test func aDelegateThatDismissesTheControllerItselfDismissesItOnce() throws {
    let (app, articles) = try launchShowingSafari(style: nil, dismissesInCallback: true)
    try app.tap("Done")
    #expect(articles.log == ["didFinish presented=true", "viewWillAppear", "viewDidAppear"])
    #expect(articles.presentedViewController == nil)
    // No "Attempt to dismiss … while a presentation or dismiss is in progress" warning: SafariServices does not
    // dismiss a second time.
    #expect(app.consoleMessages == [])
  }
}
