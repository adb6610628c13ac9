import Testing

/// The corpus test's stand-in for `segue port`: only what Linux refuses changes, and every line stays on its line.
@Suite struct MinimalPortTests {
  @Test func rewritesWhatLinuxRefusesLineForLine() {
    let source = """
      import UIKit
      import os.log

      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {}

      @objc(ListController) class ListController: UITableViewController {
        @IBOutlet weak var label: UILabel!
        @IBInspectable var radius: CGFloat = 0
        @objc dynamic var count = 0
        var dynamicHeight = 0
        @IBAction func refresh() {}
        @IBAction func buy(_ sender: Any) {}
        override func viewDidLoad() {
          button.addTarget(self, action: #selector(buy(_:)), for: .touchUpInside)
          timer = Timer(target: self, selector: #selector(refresh), userInfo: nil, repeats: true)
        }
      }
      """
    #expect(
      MinimalPort.rewrite(source) == """
        import SegueKit
        import os


        class AppDelegate: UIResponder, UIApplicationDelegate {}

        class ListController: UITableViewController {
          weak var label: UILabel!
          var radius: CGFloat = 0
          var count = 0
          var dynamicHeight = 0
          func refresh() {}
          @IBAction func buy(_ sender: Any) {}
          override func viewDidLoad() {
            button.addTarget(self, action: "buy(_:)", for: .touchUpInside)
            timer = Timer(target: self, selector: "refresh", userInfo: nil, repeats: true)
          }
        }
        """)
  }

  @Test func findsImportedModulesInEverySpelling() {
    let source = "import Foundation\n@testable import Kit\nimport class SwiftMessages.MessageView\nimport os.log\n"
    #expect(MinimalPort.importedModules(source) == ["Foundation", "Kit", "SwiftMessages", "os"])
  }
}
