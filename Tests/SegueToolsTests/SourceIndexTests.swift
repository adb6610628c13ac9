import Foundation
import SegueTestSupport
import SegueTools
import StoryboardFormat
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
      index.superclasses == [
        "BaseViewController": "UIViewController", "ListViewController": "BaseViewController",
        "LegacyCell": "UITableViewCell",
      ])
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
      - (void) unwind: (id) segue {}
      - (IBAction)save:(id)sender forEvent:(UIEvent *)event {}
      - (void)setTitle:(NSString *)title {}
      @end
      """, language: .objectiveC)
    #expect(index.superclasses == ["MasterViewController": "UITableViewController"])
    // One argument typed `id` may be a segue: matched by name against the storyboards' unwind actions.
    #expect(index.unwindActions == ["MasterViewController": ["unwindToMaster:", "unwind:"]])
    #expect(index.anyImplements("unwindToMaster:"))
    #expect(!index.anyImplements("save:forEvent:"))
    #expect(!index.anyImplements("setTitle:"))
  }

  @Test func discoveryFallsBackToTheGivenFolderWhenNoProjectIsAbove() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let storyboard = try folder.write("App/Resources/Base.lproj/Main.storyboard", "")
    try folder.write("App/Source/HomeViewController.swift", "class HomeViewController: UIViewController {}\n")
    try folder.write("Other/Hidden.swift", "class Hidden: UIViewController {}\n")
    let found = SourceIndex.discover(forStoryboards: [storyboard], extraRoots: [], givenPaths: [folder.path + "/App"])
    #expect(found.classes == ["HomeViewController": .swift])
    #expect(found.dependencyManifests.isEmpty)
    let withoutGiven = SourceIndex.discover(forStoryboards: [storyboard], extraRoots: [])
    #expect(withoutGiven.isEmpty)
  }

  /// A source that is not UTF-8 still gives its class names; one that cannot be read (a dangling link) is a lint
  /// error naming it, not a silent gap that would make its classes look missing.
  @Test func latinOneSourcesAreReadAndUnreadableOnesReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let storyboard = try folder.write(
      "App/Main.storyboard",
      Fixture.storyboard(
        initial: "a",
        Fixture.scene(
          Fixture.controller(
            "viewController", "a", "customClass=\"CaféViewController\" customModuleProvider=\"target\""))))
    let legacy = folder.url.appendingPathComponent("App/Legacy.h")
    try Data(
      "// \u{E9}t\u{E9}\n@interface LegacyViewController : UIViewController\n@end\n".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }
    )
    .write(to: legacy)
    try folder.write("App/CafeViewController.swift", "class CaféViewController: UIViewController {}\n")
    let broken = folder.path + "/App/Broken.swift"
    try FileManager.default.createSymbolicLink(atPath: broken, withDestinationPath: folder.path + "/nowhere.swift")
    let index = SourceIndex.discover(forStoryboards: [storyboard], extraRoots: [], givenPaths: [folder.path + "/App"])
    #expect(index.classes == ["CaféViewController": .swift, "LegacyViewController": .objectiveC])
    #expect(index.unreadableFiles == [broken])
    let report = Linter.lint(
      paths: [folder.path + "/App"], configuration: LintConfiguration(), sourceRoots: [folder.path + "/App"])
    #expect(
      report.diagnostics.map(\.description) == [
        "\(broken):1:1: error: Source file '\(broken)' could not be read; the classes and actions it declares are "
          + "not known [unreadable-file]"
      ])
  }

  /// A deep storyboard whose walk runs out of steps before the project must not hide the project from a shallower
  /// one that comes after it: discovery does not depend on the order of the files.
  @Test func aWalkThatRunsOutOfStepsDoesNotHideTheProjectFromLaterFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("R/App.xcodeproj/project.pbxproj", "")
    try folder.write("R/Sources/HomeViewController.swift", "class HomeViewController: UIViewController {}\n")
    let deep = try folder.write("R/Sources/Features/Checkout/Views/Base.lproj/C.storyboard", "")
    let shallow = try folder.write("R/Sources/Main/Base.lproj/Main.storyboard", "")
    for order in [[deep, shallow], [shallow, deep], [shallow]] {
      let found = SourceIndex.discover(forStoryboards: order, extraRoots: [])
      #expect(found.classes == ["HomeViewController": .swift])
    }
  }

  @Test func dependencyLockFilesBesideTheProjectAreRecorded() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let storyboard = try folder.write("App/Base.lproj/Main.storyboard", "")
    try folder.write("App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", "{}")
    try folder.write("Podfile.lock", "PODS:\n")
    try folder.write("App/HomeViewController.swift", "class HomeViewController: UIViewController {}\n")
    let found = SourceIndex.discover(forStoryboards: [storyboard], extraRoots: [], givenPaths: [folder.path])
    #expect(
      found.dependencyManifests.map { ($0 as NSString).lastPathComponent } == ["Package.resolved", "Podfile.lock"])
    try FileManager.default.removeItem(atPath: folder.path + "/Podfile.lock")
    try FileManager.default.removeItem(atPath: folder.path + "/App.xcodeproj/project.xcworkspace")
    #expect(SourceIndex.discover(forStoryboards: [storyboard], extraRoots: []).dependencyManifests.isEmpty)
  }
}
