import SegueTools
import Testing

/// The line scanner behind the rules that look at Swift and Objective-C sources.
@Suite struct SourceIndexTests {
  @Test func findsUnwindActionsClassesAndSuperclassesInSwift() {
    var index = SourceIndex()
    index.add(
      """
      import UIKit

      // class Commented: UIViewController {}
      open class BaseViewController: UIViewController {
        @IBAction func unwindToBase(_ segue: UIStoryboardSegue) {}
      }

      final class ListViewController: BaseViewController, UITableViewDelegate {
        @IBAction private func unwind(segue: UIStoryboardSegue) {}
        @objc(backHome:) @IBAction func goBack(_ segue: UIStoryboardSegue) {}
      }

      extension ListViewController {
        @IBAction func unwindToList(_ sender: UIStoryboardSegue) {}
      }

      @objc(LegacyCell) class LegacyCell: UITableViewCell {}
      """, language: .swift)
    #expect(
      index.superclasses == ["BaseViewController": "UIViewController", "ListViewController": "BaseViewController", "LegacyCell": "UITableViewCell"])
    #expect(index.classes == ["BaseViewController": .swift, "ListViewController": .swift, "LegacyCell": .swift])
    #expect(
      index.unwindActions == [
        "BaseViewController": ["unwindToBase:"],
        "ListViewController": ["unwind:", "unwindWithSegue:", "unwindSegue:", "backHome:", "unwindToList:"],
      ])
    #expect(index.implements("ListViewController", "unwindToBase:"), "inherited from the superclass")
    #expect(!index.implements("BaseViewController", "unwindToList:"))
    #expect(index.objcNames == ["LegacyCell"], "selectors given with @objc(…:) are methods, not class names")
  }

  @Test func findsUnwindActionsAndSuperclassesInObjectiveC() {
    var index = SourceIndex()
    index.add(
      """
      @interface MasterViewController : UITableViewController
      @end

      @implementation MasterViewController
      - (IBAction)unwindToMaster:(UIStoryboardSegue *)segue {}
      - (IBAction)done:(id)sender {}
      @end
      """, language: .objectiveC)
    #expect(index.superclasses == ["MasterViewController": "UITableViewController"])
    #expect(index.unwindActions == ["MasterViewController": ["unwindToMaster:"]])
    #expect(index.anyImplements("unwindToMaster:"))
    #expect(!index.anyImplements("done:"))
  }
}
