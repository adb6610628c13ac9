import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// `UIStoryboard` and scene instantiation: Storyboards §8.1, Segues §2.3.
@MainActor
@Suite struct InstantiationTests {
  static let scenes =
    StoryboardFixture.navigation("nav", root: "A")
    + StoryboardFixture.scene(
      "A", title: "A", attributes: "storyboardIdentifier=\"AID\" modalPresentationStyle=\"formSheet\"",
      body: """
        <navigationItem key="navigationItem" title="List" id="ni-A">
          <barButtonItem key="rightBarButtonItem" systemItem="add" id="add-A"/>
        </navigationItem>
        <tabBarItem key="tabBarItem" title="Home" image="house" id="tb-A"/>
        """)
    + StoryboardFixture.scene(
      "B", title: "B", attributes: "storyboardIdentifier=\"BID\"",
      body: "<tabBarItem key=\"tabBarItem\" tag=\"3\" systemItem=\"favorites\" id=\"tb-B\"/>")

  /// §8.1: the initial controller and its relationship children are made together, views unloaded.
  @Test(.tags(.spec8_1)) func initialViewControllerComesWithItsRelationshipChildren() throws {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(initial: "nav", Self.scenes)
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    #expect(Trace.shared.take() == ["A.init(coder:)", "A.awakeFromNib"])
    #expect(navigation.viewControllers.map(\.title) == ["A"])
    #expect(navigation.storyboard === storyboard)
    let root = try #require(navigation.topViewController as? TracedSceneViewController)
    #expect(root.storyboard === storyboard)
    #expect(root.isViewLoaded == false)
    #expect(navigation.isViewLoaded == false)
    #expect(root.modalPresentationStyle == .formSheet)
    #expect(root.navigationItem.title == "List")
    #expect(root.navigationItem.rightBarButtonItem?.systemItem == .add)
    #expect(root.tabBarItem.title == "Home")
    #expect(root.tabBarItem.image == UIImage(named: "house"))
  }

  /// §8.1: a new instance on every call.
  @Test(.tags(.spec8_1)) func everyInstantiationMakesANewInstance() {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(Self.scenes)
    let first = storyboard.instantiateViewController(withIdentifier: "BID")
    let second = storyboard.instantiateViewController(withIdentifier: "BID")
    #expect(first !== second)
    #expect(first is TracedSceneViewController)
    #expect(first.tabBarItem.systemItem == .favorites && first.tabBarItem.tag == 3 && first.tabBarItem.title == nil)
    #expect(Trace.shared.take() == ["B.init(coder:)", "B.awakeFromNib", "B.init(coder:)", "B.awakeFromNib"])
  }

  /// §8.1: no entry point → nil, no exception.
  @Test(.tags(.spec8_1)) func noEntryPointGivesNil() {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(Self.scenes)
    let exceptions = UIKitException.capture { #expect(storyboard.instantiateInitialViewController() == nil) }
    #expect(exceptions == [])
  }

  /// Appendix A: unknown identifier.
  @Test(.tags(.spec8_1)) func unknownIdentifierRaisesUIKitsException() {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(Self.scenes)
    let exceptions = UIKitException.capture { _ = storyboard.instantiateViewController(withIdentifier: "Nope") }
    #expect(
      exceptions == [
        UIKitException(
          name: .invalidArgument,
          reason: "Storyboard (\(storyboard)) doesn't contain a view controller with identifier 'Nope'")
      ])
  }

  /// Appendix A: missing storyboard.
  @Test(.tags(.spec8_1)) func missingStoryboardRaisesUIKitsException() throws {
    Runtime.fresh()
    let folder = StoryboardFixture.folder(["Main.storyboard": StoryboardFixture.document(Self.scenes)])
    let bundle = try #require(Bundle(path: folder.path))
    let exceptions = UIKitException.capture { _ = UIStoryboard(name: "Settings", bundle: bundle) }
    #expect(
      exceptions == [
        UIKitException(
          name: .invalidArgument,
          reason: "Could not find a storyboard named 'Settings' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
      ])
    #expect(UIStoryboard(name: "Main", bundle: bundle).instantiateViewController(withIdentifier: "AID").title == "A")
  }

  /// Appendix A: a file that is not a storyboard is UIKit's invalid compiled storyboard.
  @Test(.tags(.spec8_1)) func fileThatIsNotAStoryboardRaises() {
    Runtime.fresh()
    let folder = StoryboardFixture.folder([
      "Cell.storyboard": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>"
    ])
    let path = folder.appendingPathComponent("Cell.storyboard").path
    let exceptions = UIKitException.capture { _ = UIStoryboard(url: URL(fileURLWithPath: path)) }
    #expect(
      exceptions == [
        UIKitException(
          name: .invalidArgument, reason: "There doesn't seem to be a valid compiled storyboard at path '\(path)'")
      ])
  }

  /// §2.3: an unknown class logs UIKit's message and falls back to the element's class.
  @Test(.tags(.spec2_3)) func unknownClassFallsBackToTheBaseClass() {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(
      """
      <scene sceneID="s"><objects>
        <viewController storyboardIdentifier="X" id="x" customClass="MissingViewController" customModule="Gone" \
      sceneMemberID="viewController"/>
      </objects></scene>
      """)
    let controller = storyboard.instantiateViewController(withIdentifier: "X")
    #expect(type(of: controller) == UIViewController.self)
    #expect(Console.messages == ["Unknown class MissingViewController in Interface Builder file."])
  }

  /// §2.3: a creator gets the coder; its controller must come from `init?(coder:)` with that coder.
  @Test(.tags(.spec2_3)) func creatorMakesTheControllerFromTheCoder() throws {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(Self.scenes)
    let made: TracedSceneViewController = storyboard.instantiateViewController(identifier: "BID") { coder in
      let controller = TracedSceneViewController(coder: coder)
      controller?.allowsSegues = false
      return controller
    }
    #expect(made.allowsSegues == false)
    #expect(made.title == "B")
    #expect(Trace.shared.take() == ["B.init(coder:)", "B.awakeFromNib"])
    let exceptions = UIKitException.capture {
      _ = storyboard.instantiateViewController(identifier: "BID") { _ in
        TracedSceneViewController(nibName: nil, bundle: nil)
      }
    }
    #expect(
      exceptions == [
        UIKitException(
          name: .internalInconsistency, reason: "Custom instantiated view controller must call -[super initWithCoder:]")
      ])
  }

  /// §2.3: a creator's controller must be a kind of the storyboard's class.
  @Test(.tags(.spec2_3)) func creatorMustMakeTheStoryboardsClass() {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(Self.scenes)
    var made: UIViewController?
    let exceptions = UIKitException.capture {
      _ = storyboard.instantiateViewController(identifier: "BID") { coder -> UIViewController? in
        made = UIViewController(coder: coder)
        return made
      }
    }
    #expect(
      exceptions == [
        UIKitException(
          name: .internalInconsistency,
          reason: "Custom instantiated \(made.map { "\($0)" } ?? "nil") must be kind of class "
            + "\(StoryboardFixture.module).TracedSceneViewController")
      ])
  }

  /// §2.3: a creator returning nil lets the storyboard make the controller.
  @Test(.tags(.spec2_3)) func creatorReturningNilFallsBackToInitWithCoder() {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(Self.scenes)
    let made: TracedSceneViewController = storyboard.instantiateViewController(identifier: "BID") { _ in nil }
    #expect(made.title == "B")
  }

  /// Storyboard references instantiate the referenced scene from the other storyboard [Storyboards §8.2].
  @Test(.tags(.spec8_2)) func relationshipThroughAStoryboardReference() throws {
    Runtime.fresh()
    let folder = StoryboardFixture.folder([
      "Base.lproj/Main.storyboard": StoryboardFixture.document(
        initial: "tabs",
        """
        <scene sceneID="t"><objects>
          <tabBarController id="tabs" sceneMemberID="viewController">
            <connections>
              <segue destination="A" kind="relationship" relationship="viewControllers" id="r1"/>
              <segue destination="ref" kind="relationship" relationship="viewControllers" id="r2"/>
            </connections>
          </tabBarController>
        </objects></scene>
        """ + StoryboardFixture.scene("A", title: "A")
          + """
          <scene sceneID="r"><objects>
            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="S" id="ref" sceneMemberID="viewController"/>
          </objects></scene>
          """),
      "Base.lproj/Settings.storyboard": StoryboardFixture.document(
        StoryboardFixture.scene("S", title: "Settings", attributes: "storyboardIdentifier=\"S\"")),
    ])
    let bundle = try #require(Bundle(path: folder.path))
    let tabs = try #require(
      UIStoryboard(name: "Main", bundle: bundle).instantiateInitialViewController() as? UITabBarController)
    #expect(tabs.viewControllers?.map(\.title) == ["A", "Settings"])
    let settings = try #require(tabs.viewControllers?.last)
    #expect(settings.storyboard !== tabs.storyboard, "the referenced scene belongs to its own storyboard")
    #expect(settings.storyboard?.instantiateViewController(withIdentifier: "S").title == "Settings")
  }
}

/// Container options decoded by `init?(coder:)`, and `@IBSegueAction` creators (Segues §2.3, Containers §7.4).
@MainActor
@Suite struct DecodedOptionsTests {
  final class Maker: UIViewController, StoryboardConnectable {
    var answer: UIViewController??
    static let storyboardConnections = StoryboardConnections<Maker>()
      .segueAction("makeB:sender:segueIdentifier:") { maker, coder, sender, identifier in
        Trace.shared.log("makeB(sender: \(describe(sender)), identifier: \(identifier ?? "nil"))")
        if let answer = maker.answer { return answer }
        let made = TracedSceneViewController(coder: coder)
        made?.allowsSegues = false
        return made
      }
  }

  static let text =
    """
    <scene sceneID="p"><objects>
      <pageViewController storyboardIdentifier="Pages" transitionStyle="pageCurl" navigationOrientation="vertical" \
    id="P" sceneMemberID="viewController"/>
    </objects></scene>
    <scene sceneID="m"><objects>
      <viewController storyboardIdentifier="Maker" id="M" customClass="Maker" customModule="\(StoryboardFixture.module)" \
    sceneMemberID="viewController">
        <connections>
          <segue destination="B" kind="presentation" identifier="Make" destinationCreationSelector="makeB:sender:segueIdentifier:" id="mk"/>
          <segue destination="B" kind="presentation" identifier="Missing" destinationCreationSelector="nowhere:" id="ms"/>
        </connections>
      </viewController>
    </objects></scene>
    """ + StoryboardFixture.scene("B", title: "B")

  @Test(.tags(.spec7_4)) func pageViewControllerOptionsComeFromTheStoryboard() throws {
    Runtime.fresh()
    let pages = try #require(
      StoryboardFixture.storyboard(Self.text).instantiateViewController(withIdentifier: "Pages")
        as? UIPageViewController)
    #expect(pages.transitionStyle == .pageCurl)
    #expect(pages.navigationOrientation == .vertical)
  }

  /// §2.3: the source's `@IBSegueAction` makes the destination from the coder; nil falls back with UIKit's log.
  @Test(.tags(.spec2_3)) func segueActionCreatesTheDestination() throws {
    Runtime.fresh()
    StoryboardClassRegistry.register(Maker.self, as: "\(StoryboardFixture.module).Maker")
    let storyboard = StoryboardFixture.storyboard(Self.text)
    let maker = try #require(storyboard.instantiateViewController(withIdentifier: "Maker") as? Maker)
    Runtime.show(maker)
    maker.performSegue(withIdentifier: "Make", sender: "code")
    #expect(Trace.shared.take() == ["makeB(sender: String, identifier: Make)", "B.init(coder:)", "B.awakeFromNib"])
    #expect((maker.presentedViewController as? TracedSceneViewController)?.allowsSegues == false)
    for identifier in ["Make", "Missing"] {
      MainQueue.drain()
      maker.dismiss(animated: false)
      MainQueue.drain()
      maker.answer = .some(nil)
      maker.performSegue(withIdentifier: identifier, sender: nil)
    }
    let module = StoryboardFixture.module
    #expect(
      Console.messages == [
        "[\(module).DecodedOptionsTests.Maker makeB:sender:segueIdentifier:] returned nil, falling back to "
          + "[\(module).TracedSceneViewController initWithCoder:]",
        "Unable to find method [\(module).DecodedOptionsTests.Maker nowhere:]",
      ])
  }
}

/// iOS 14 column-style split view controllers from storyboards (storyboard-format §6.1, Containers §7.3).
@MainActor
@Suite struct ColumnStyleSplitTests {
  static func split(supplementary: Bool, displayMode: String = "") -> String {
    """
    <scene sceneID="sp"><objects>
      <splitViewController storyboardIdentifier="Split" allowDoubleColumnStyle="YES" \(displayMode) id="SP" sceneMemberID="viewController">
        <connections>
          <segue destination="P" kind="relationship" relationship="masterViewController" id="r1"/>
          \(supplementary ? "<segue destination=\"S\" kind=\"relationship\" relationship=\"supplementaryViewController\" id=\"r2\"/>" : "")
          <segue destination="D" kind="relationship" relationship="detailViewController" id="r3"/>
          <segue destination="C" kind="relationship" relationship="compactViewController" id="r4"/>
        </connections>
      </splitViewController>
    </objects></scene>
    """ + ["P", "S", "D", "C"].map { StoryboardFixture.scene($0, title: $0) }.joined()
  }

  @Test(.tags(.spec7_3), arguments: [false, true])
  func columnsAreFilledFromRelationships(supplementary: Bool) throws {
    Runtime.fresh()
    let split = try #require(
      StoryboardFixture.storyboard(Self.split(supplementary: supplementary))
        .instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
    #expect(split.style == (supplementary ? .tripleColumn : .doubleColumn))
    #expect(split.viewController(for: .primary)?.title == "P")
    #expect(split.viewController(for: .supplementary)?.title == (supplementary ? "S" : nil))
    #expect(split.viewController(for: .secondary)?.title == "D")
    #expect(split.viewController(for: .compact)?.title == "C")
  }

  // storyboard-format §6.1 / Containers §7.3: Interface Builder's preferredDisplayMode names map to UIKit's modes.
  @Test(
    .tags(.spec7_3),
    arguments: [
      ("", UISplitViewController.DisplayMode.automatic), ("preferredDisplayMode=\"beside\"", .oneBesideSecondary),
      ("preferredDisplayMode=\"primaryHidden\"", .secondaryOnly),
      ("preferredDisplayMode=\"overlay\"", .oneOverSecondary),
    ])
  func preferredDisplayModeIsDecoded(attribute: String, mode: UISplitViewController.DisplayMode) throws {
    Runtime.fresh()
    let split = try #require(
      StoryboardFixture.storyboard(Self.split(supplementary: false, displayMode: attribute))
        .instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
    #expect(split.preferredDisplayMode == mode)
  }
}
