import Testing

@testable import SeguePort

/// An `override` in an extension of the app's own class that does not follow the class in its file: on iOS it
/// compiles (an Objective-C method); Linux's compiler refuses it ("declarations in extensions cannot override yet").
/// The port moves the extension into the class's body, with `#sourceLocation` directives so that the compiler still
/// reports each line where the app's file has it. The shape is DailyFeed's `NewsDetailViewController+
/// StateRestoration.swift` (the wide corpus); the rule is The Swift Programming Language's ("Extensions can add new
/// functionality to a type, but they can't override existing functionality"), which Apple's compiler relaxes for
/// Objective-C members.
@Suite struct ExtensionMoveTests {
  static let controller = """
    import UIKit

    class DetailController: UIViewController {
        var titleText = ""

        override func viewDidLoad() {
            super.viewDidLoad()
        }
    }
    """

  @Test func anExtensionInAnotherFileMovesIntoItsClass() {
    let restoration = """
      import UIKit

      // MARK: - State restoration
      extension DetailController: UIViewControllerRestoration {
          override func encodeRestorableState(with coder: NSCoder) {
              coder.encode(titleText, forKey: key)
              super.encodeRestorableState(with: coder)
          }

          private var key: String { "title" }
      }
      """
    let port = SourcePort(sources: ["Detail.swift": Self.controller, "Detail+Restoration.swift": restoration])
    #expect(
      port.files["Detail.swift"] == """
        import SegueKit

        class DetailController: UIViewController, UIViewControllerRestoration {
            var titleText = ""

            override func viewDidLoad() {
                super.viewDidLoad()
            }
        #sourceLocation(file: "Detail+Restoration.swift", line: 5)
            override func encodeRestorableState(with coder: NSCoder) {
                coder.encode(titleText, forKey: key)
                super.encodeRestorableState(with: coder)
            }

            var key: String { "title" }
        #sourceLocation(file: "Detail.swift", line: 9)
        }
        """)
    #expect(
      port.files["Detail+Restoration.swift"] == """
        import SegueKit

        // MARK: - State restoration
        \(ExtensionMove.movedNote("DetailController"))







        """)
    #expect(port.findings.map(\.description) == [])
    #expect(port.counts[.extensionMoved] == 1)
  }

  /// Something else of the extension's file is private: the moved members could no longer reach it, so the
  /// extension stays, and the port's error about the override is reported as before.
  @Test func anExtensionBesidePrivateCodeStays() {
    let body = """

      private let key = "title"

      extension DetailController {
          override func encodeRestorableState(with coder: NSCoder) {
              coder.encode(titleText, forKey: key)
          }
      }
      """
    let port = SourcePort(sources: [
      "Detail.swift": Self.controller, "Detail+Restoration.swift": "import UIKit\n" + body,
    ])
    #expect(port.files["Detail+Restoration.swift"] == "import SegueKit\n" + body)
    #expect(
      port.findings.map(\.description) == [
        "Detail+Restoration.swift:6:5: error: " + SourceScanner.overrideInExtension
          + " (\"declarations in extensions cannot override yet\"); move the member into the class body"
      ])
    #expect(port.counts[.extensionMoved] == nil)
  }
}
