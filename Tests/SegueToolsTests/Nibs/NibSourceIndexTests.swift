import SegueTools
import StoryboardFormat
import Testing

/// What the source scanner finds about nibs: references with their places, properties, controllers created without
/// a nib name and `loadView()` overrides.
@Suite struct NibSourceIndexTests {
  @Test func findsSwiftNibReferencesWithTheirPlaces() {
    var index = SourceIndex()
    index.add(
      """
      final class ProfileViewController: UIViewController {
        @IBOutlet weak var nameLabel: UILabel!
        private(set) var count = 0
        let template = \"\"\"
          { "unbalanced": [
          \"\"\"
        @IBOutlet
        weak var avatar: UIImageView!
        enum Mode { case a }
        init() {
          super.init(nibName: "Profile", bundle: nil)
        }
        func setUp() {
          var local = 1
          tableView.register(UINib(nibName: String(describing: ProfileCell.self), bundle: Bundle(for: Self.self)),
                             forCellReuseIdentifier: "profile")
          let nib = UINib(nibName: "Header", bundle: nil)
          collectionView.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
          let view = UINib(nibName: "Banner", bundle: nil).instantiate(withOwner: nil)[0]
          Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self)
          let settings = SettingsViewController(nibName: "Settings", bundle: nil)
          present(AboutViewController(), animated: true)
        }
      }
      class AboutViewController: UIViewController {
        override func loadView() { view = UIView() }
      }
      """, language: .swift, path: "App/Profile.swift")
    #expect(
      index.nibReferences == [
        NibReference(
          nibName: "Profile", use: .viewController, className: "ProfileViewController",
          location: SourceLocation(file: "App/Profile.swift", line: 11, column: 5)),
        NibReference(
          nibName: "Settings", use: .viewController, className: "SettingsViewController",
          location: SourceLocation(file: "App/Profile.swift", line: 21, column: 20)),
        NibReference(
          nibName: "ProfileCell", use: .registration, className: "ProfileViewController", registeredAs: .tableViewCell,
          reuseIdentifier: "profile", inMainBundle: false,
          location: SourceLocation(file: "App/Profile.swift", line: 15, column: 15)),
        NibReference(
          nibName: "Header", use: .registration, className: "ProfileViewController",
          registeredAs: .supplementaryView, reuseIdentifier: "header",
          location: SourceLocation(file: "App/Profile.swift", line: 18, column: 20)),
        NibReference(
          nibName: "Banner", use: .instantiation, className: "ProfileViewController",
          location: SourceLocation(file: "App/Profile.swift", line: 19, column: 16)),
        NibReference(
          nibName: "ProfileViewController", use: .instantiation, className: "ProfileViewController",
          location: SourceLocation(file: "App/Profile.swift", line: 20, column: 17)),
      ])
    #expect(index.properties == ["ProfileViewController": ["nameLabel", "count", "template", "avatar"]])
    #expect(index.methods == ["ProfileViewController": ["setUp"], "AboutViewController": ["loadView"]])
    #expect(index.createdWithoutNib == ["AboutViewController"])
    #expect(index.loadViewOverrides == ["AboutViewController"])
    #expect(
      index.creators == [
        "SettingsViewController": ["ProfileViewController"], "AboutViewController": ["ProfileViewController"],
      ])
  }

  @Test func findsObjectiveCNibReferencesAndProperties() {
    var index = SourceIndex()
    index.add(
      """
      @interface ListController : UITableViewController {
        IBOutlet UIView *footer;
      }
      @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
      @property (nonatomic,
                 strong) IBOutlet UIButton *doneButton;
      @end
      @implementation ListController
      - (instancetype)init {
        return [super initWithNibName:@"List" bundle:nil];
      }
      - (void)viewDidLoad {
        [self.tableView registerNib:[UINib nibWithNibName:@"ItemCell" bundle:nil] forCellReuseIdentifier:@"item"];
        [self presentViewController:[[DetailController alloc] init] animated:YES completion:nil];
      }
      @end
      """, language: .objectiveC, path: "List.m")
    #expect(
      index.nibReferences == [
        NibReference(
          nibName: "List", use: .viewController, className: "ListController",
          location: SourceLocation(file: "List.m", line: 10, column: 10)),
        NibReference(
          nibName: "ItemCell", use: .registration, className: "ListController", registeredAs: .tableViewCell,
          reuseIdentifier: "item", location: SourceLocation(file: "List.m", line: 13, column: 19)),
      ])
    #expect(index.properties == ["ListController": ["footer", "titleLabel", "doneButton"]])
    #expect(index.methods == ["ListController": ["init", "viewDidLoad"]])
    #expect(index.createdWithoutNib == ["DetailController"])
    #expect(index.creators == ["DetailController": ["ListController"]])
  }
}

/// The nib patterns on hostile sources: unclosed calls and brackets over long runs finish and find nothing.
@Suite struct NibSourceIndexHostileInputTests {
  @Test func unclosedCallsAndArraysFinishWithoutFindings() {
    let run = String(repeating: "Cell.self, x ", count: 5_000)
    var index = SourceIndex()
    index.add(
      "class A: UIViewController {\n  let cells = [\(run)\n  func f() { register(cellTypes: cells\n"
        + "tableView.register(UINib(nibName: \"Cell\" \(run)\n"
        + "UINib(nibName: \"Cell\", bundle: nil \(run)\n",
      language: .swift, path: "A.swift")
    #expect(index.nibReferences == [])
    #expect(index.properties == ["A": ["cells"]])
  }
}
