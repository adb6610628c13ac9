import Foundation
import SegueExplorer
import SegueKitTesting

/// Small apps built in code, one per finding kind, each with a bug (`buggy: true`) or without it.
@MainActor
enum Fixtures {
  /// A screen with buttons that run the given handlers.
  final class Buttons: UIViewController {
    let actions: [(String, @MainActor @Sendable (UIViewController) -> Void)]

    init(_ title: String, _ actions: [(String, @MainActor @Sendable (UIViewController) -> Void)]) {
      self.actions = actions
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    required init?(coder: NSCoder) {
      self.actions = []
      super.init(coder: coder)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      for (title, handler) in actions {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { [unowned self] _ in handler(self) }, for: .touchUpInside)
        view.addSubview(button)
      }
    }
  }

  /// A screen that keeps a closure; `capturesSelf` makes it capture the screen strongly (a retain cycle).
  final class Editor: UIViewController {
    var onSave: (() -> Void)?
    var count = 0

    init(capturesSelf: Bool) {
      super.init(nibName: nil, bundle: nil)
      title = "Editor"
      if capturesSelf {
        onSave = { self.count += 1 }
      } else {
        onSave = { [weak self] in self?.count += 1 }
      }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  /// An object that holds its owner strongly (a delegate that should have been `weak`).
  final class Helper {
    var owner: UIViewController?
  }

  /// A screen whose helper holds it back: `Inspector.helper → Helper.owner → Inspector`.
  final class Inspector: UIViewController {
    let helper = Helper()

    init() {
      super.init(nibName: nil, bundle: nil)
      title = "Inspector"
      helper.owner = self
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  /// A router that keeps the controller it last showed (Reminders' `AppRouter`): once that controller is dismissed
  /// some other way, the router still holds it.
  @MainActor final class Router {
    var controller: UIViewController?
  }

  /// A composer's presenter: it refers to its view weakly, as a presenter should, and to the router.
  @MainActor final class Presenter {
    weak var view: UIViewController?
    let router: Router

    init(view: UIViewController, router: Router) {
      self.view = view
      self.router = router
    }
  }

  /// A screen with a presenter (`Composer.presenter → Presenter`).
  final class Composer: UIViewController {
    var presenter: Presenter?

    init() {
      super.init(nibName: nil, bundle: nil)
      title = "Composer"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  /// Leak through a router: Add presents a composer in a navigation controller and the router keeps the navigation
  /// controller, so that swiping the sheet down leaves both alive; the presenter's `weak` view is no part of it.
  static func routerLeak() -> UIViewController {
    let router = Router()
    return Buttons(
      "Start",
      [
        (
          "Add",
          { start in
            let composer = Composer()
            composer.presenter = Presenter(view: composer, router: router)
            let navigation = UINavigationController(rootViewController: composer)
            router.controller = navigation
            start.present(navigation, animated: true)
          }
        )
      ])
  }

  /// The launch statement emitted tests of code-built fixtures use.
  static let launchStatement = "let app = SegueApp(rootViewController: makeRoot())"

  /// A driver that launches `root()` in a navigation controller.
  static func driver(_ root: @escaping @MainActor () -> UIViewController) -> SegueAppDriver {
    SegueAppDriver(storyboardFolder: nil, launchStatement: launchStatement) {
      SegueApp(rootViewController: UINavigationController(rootViewController: root()))
    }
  }

  /// Explores `root` with the smallest set of actions (no rotation, no backgrounding).
  static func explore(_ root: @escaping @MainActor () -> UIViewController) throws -> ExplorationReport {
    let options = ExplorationOptions(rotates: false, backgrounds: false)
    return try Explorer(driver: driver(root), options: options).run(app: "Fixture", platform: "ios")
  }

  /// A container that shows its child itself (`shouldAutomaticallyForwardAppearanceMethods` is false): Open adds a
  /// Panel child and Close removes it, each bracketed, when `forwards`, with `beginAppearanceTransition(_:animated:)`
  /// and `endAppearanceTransition()`, as UIKit requires of such a container; otherwise the Panel never gets its
  /// appearance callbacks.
  final class Drawer: UIViewController {
    let forwards: Bool

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    init(forwards: Bool) {
      self.forwards = forwards
      super.init(nibName: nil, bundle: nil)
      title = "Drawer"
    }

    required init?(coder: NSCoder) {
      self.forwards = true
      super.init(coder: coder)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      for (position, title) in ["Open", "Close"].enumerated() {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 0, y: 100 + 60 * position, width: 200, height: 44)
        button.addAction(
          UIAction { [unowned self] _ in title == "Open" ? open() : close() }, for: .touchUpInside)
        view.addSubview(button)
      }
    }

    private func close() {
      guard let panel = children.first else { return }
      if forwards { panel.beginAppearanceTransition(false, animated: false) }
      panel.willMove(toParent: nil)
      panel.view.removeFromSuperview()
      panel.removeFromParent()
      if forwards { panel.endAppearanceTransition() }
    }

    private func open() {
      guard children.isEmpty else { return }
      let panel = UIViewController()
      panel.title = "Panel"
      panel.view.frame = CGRect(x: 0, y: 300, width: 200, height: 200)
      if forwards { panel.beginAppearanceTransition(true, animated: false) }
      addChild(panel)
      view.addSubview(panel.view)
      panel.didMove(toParent: self)
      if forwards { panel.endAppearanceTransition() }
    }
  }

  /// Crash: Go performs a segue the controller does not have.
  static func crash(buggy: Bool) -> UIViewController {
    Buttons("Start", [("Go", { if buggy { $0.performSegue(withIdentifier: "Missing", sender: nil) } })])
  }

  /// Console warning: Share presents a second controller while the first is being presented.
  static func doublePresentation(buggy: Bool) -> UIViewController {
    Buttons(
      "Start",
      [
        (
          "Share",
          { start in
            start.present(Buttons("First", []), animated: true)
            if buggy { start.present(Buttons("Second", []), animated: true) }
          }
        )
      ])
  }

  /// Leak: Edit pushes an editor that captures itself in a closure when `buggy`.
  static func leak(buggy: Bool) -> UIViewController {
    Buttons(
      "Start",
      [("Edit", { $0.navigationController?.pushViewController(Editor(capturesSelf: buggy), animated: true) })])
  }

  /// Leak through an object: Inspect pushes a screen its helper holds strongly.
  static func helperLeak() -> UIViewController {
    Buttons("Start", [("Inspect", { $0.navigationController?.pushViewController(Inspector(), animated: true) })])
  }

  /// Dead end: Lock presents a full-screen controller that has no way out when `buggy` (else a Close button).
  static func deadEnd(buggy: Bool) -> UIViewController {
    Buttons(
      "Start",
      [
        (
          "Lock",
          { start in
            let close: @MainActor @Sendable (UIViewController) -> Void = { $0.dismiss(animated: true) }
            let locked = Buttons("Locked", buggy ? [] : [("Close", close)])
            locked.modalPresentationStyle = .fullScreen
            start.present(locked, animated: true)
          }
        )
      ])
  }

  /// Unbounded growth: More pushes another screen like itself when `buggy` (else a last screen).
  static func growth(buggy: Bool) -> UIViewController {
    func page(_ number: Int) -> UIViewController {
      Buttons(
        "Page",
        [
          (
            "More",
            {
              $0.navigationController?.pushViewController(buggy ? page(number + 1) : Buttons("End", []), animated: true)
            }
          )
        ])
    }
    return page(1)
  }
}
