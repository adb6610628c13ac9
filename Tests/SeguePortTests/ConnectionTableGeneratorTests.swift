import Testing

@testable import SeguePort

/// Tables through class hierarchies: a subclass overrides `class var storyboardConnections` in its class body (on
/// the closing brace's line; Linux refuses overrides in extensions) and inherits its superclass's entries; a
/// hand-written table is never replaced.
@Suite struct ConnectionTableGeneratorTests {
  static let sources = [
    "Base.swift": """
    import UIKit

    class BaseController: UIViewController {
      @IBOutlet weak var titleLabel: UILabel!
    }
    """,
    "Detail.swift": """
    import UIKit

    final class DetailController: BaseController {
      @IBOutlet var imageView: UIImageView?
      @IBAction func share(_ sender: Any?) {}
      func helper() {} }
    """,
    "Manual.swift": """
    import UIKit

    class ManualController: UIViewController {
      @IBOutlet weak var label: UILabel!
    }

    extension ManualController: StoryboardConnectable {
      static let storyboardConnections = StoryboardConnections<ManualController>()
    }
    """,
    "Sealed.swift": """
    import UIKit

    class SealedSubclass: ManualController {
      @IBAction func tap(_ sender: Any) {}
    }
    """,
  ]

  @Test func subclassOverridesOnTheClosingLineAndInheritsTheSuperclassTable() {
    let port = SourcePort(sources: Self.sources)
    #expect(
      port.files["Base.swift"] == """
        import SegueKit

        class BaseController: UIViewController {
          weak var titleLabel: UILabel!
        ; class var storyboardConnections: StoryboardConnections<BaseController> { SeguePortConnections.ofBaseController } }
        """)
    #expect(
      port.files["Detail.swift"] == """
        import SegueKit

        final class DetailController: BaseController {
          var imageView: UIImageView?
          @IBAction func share(_ sender: Any?) {}
          func helper() {} ; override class var storyboardConnections: StoryboardConnections<BaseController> { SeguePortConnections.ofDetailController } }
        """)
    #expect(port.tableClasses == ["BaseController", "DetailController"])
    let tables = port.connections?.split(separator: "\n").drop { !$0.hasPrefix("enum ") }.joined(separator: "\n")
    #expect(
      tables == """
        enum SeguePortConnections {
          static let ofBaseController: StoryboardConnections<BaseController> = StoryboardConnections<BaseController>()
            .outlet("titleLabel") { owner, value in owner.titleLabel = value as? UILabel }
          static let ofDetailController: StoryboardConnections<BaseController> = StoryboardConnections<BaseController>()
            .outlet("imageView") { owner, value in guard let owner = owner as? DetailController else { return }; owner.imageView = value as? UIImageView }
            .action("share:") { owner, sender in guard let owner = owner as? DetailController else { return }; owner.share(sender) }
            .inheriting(BaseController.storyboardConnections)
        }
        extension BaseController: StoryboardConnectable {}
        """)
  }

  @Test func neverReplacesAHandWrittenTableAndSaysWhyASubclassGetsNone() {
    let port = SourcePort(sources: Self.sources)
    #expect(port.files["Manual.swift"]?.contains("@IBOutlet") == false)
    #expect(port.connections?.contains("ManualController>") == false)
    #expect(
      port.findings.map(\.description) == [
        "Sealed.swift:3:7: error: 'SealedSubclass' needs a connection table, but its superclass 'ManualController' "
          + "has a hand-written one that a subclass cannot extend; declare it as 'class var storyboardConnections' in "
          + "the class body"
      ])
  }

  @Test func addsNoSeparatorToAnEmptyClassBody() {
    let sources = [
      "Base.swift": "class BaseController: UIViewController {\n  @IBOutlet weak var titleLabel: UILabel!\n}\n",
      "Empty.swift":
        "class EmptyController: BaseController {}\nextension EmptyController {\n  @IBAction func close() {}\n}\n",
    ]
    #expect(
      SourcePort(sources: sources).files["Empty.swift"] == """
        class EmptyController: BaseController {override class var storyboardConnections: \
        StoryboardConnections<BaseController> { SeguePortConnections.ofEmptyController } }
        extension EmptyController {
          func close() {}
        }

        """)
  }

  /// PassForiOS's passcode screen: passKit's `open class PasscodeLockViewController` (its buttons' `#selector`
  /// targets need a table) and the extension's `PasscodeLockViewControllerForExtension`, its subclass in another
  /// module. The open class's table is an `open class var` in its body, which the subclass, ported with its module's
  /// port as a dependency, overrides and inherits; a module's own subclass would do the same (see above).
  @Test func subclassInAnotherModuleExtendsAnOpenClassTable() {
    let framework = SourcePort(sources: [
      "Lock.swift": """
      import UIKit

      open class LockController: UIViewController {
        @IBOutlet weak var field: UITextField!
      }
      """
    ])
    let app = SourcePort(
      sources: [
        "AppLock.swift": """
        import UIKit
        import LockKit

        class AppLockController: LockController {
          @IBAction func cancel(_ sender: Any?) {}
        }
        """
      ],
      dependencies: [framework])
    #expect(
      framework.files["Lock.swift"] == """
        import SegueKit

        open class LockController: UIViewController {
          weak var field: UITextField!
        ; open class var storyboardConnections: StoryboardConnections<LockController> { SeguePortConnections.ofLockController } }
        """)
    #expect(framework.connections?.hasSuffix("extension LockController: StoryboardConnectable {}\n") == true)
    #expect(
      app.files["AppLock.swift"] == """
        import SegueKit
        import LockKit

        class AppLockController: LockController {
          @IBAction func cancel(_ sender: Any?) {}
        ; override class var storyboardConnections: StoryboardConnections<LockController> { SeguePortConnections.ofAppLockController } }
        """)
    let tables = app.connections?.split(separator: "\n").drop { !$0.hasPrefix("enum ") }.joined(separator: "\n")
    #expect(
      tables == """
        enum SeguePortConnections {
          static let ofAppLockController: StoryboardConnections<LockController> = StoryboardConnections<LockController>()
            .action("cancel:") { owner, sender in guard let owner = owner as? AppLockController else { return }; owner.cancel(sender) }
            .inheriting(LockController.storyboardConnections)
        }
        """)
  }

  @Test func saysWhenNoTableCanReachAnExtensionOfAUIKitClass() {
    let port = SourcePort(sources: [
      "Close.swift": "extension UIViewController {\n  @IBAction func close(_ sender: Any) {}\n}\n"
    ])
    #expect(port.connections == nil)
    #expect(
      port.findings.map(\.description) == [
        "Close.swift:2:18: note: 'UIViewController' is not a class of the app, so no generated table connects its "
          + "outlets and actions; write a table in each subclass that needs them"
      ])
  }
}
