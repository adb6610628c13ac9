import Foundation
import SegueKit
import Testing

/// Storyboards whose scenes contain themselves stop with a clear exception instead of recursing until the stack
/// overflows (issue 9, point 2). UIKit has no check: Interface Builder lets such files through and the app crashes
/// with a stack overflow, so the text is SegueKit's own.
@MainActor
@Suite struct SceneCycleTests {
  static func cycle(_ labels: String...) -> UIKitException {
    UIKitException(
      name: .internalInconsistency,
      reason: "Storyboard scenes contain themselves: \(labels.joined(separator: " → ")). Relationship segues, embed "
        + "segues and storyboard references must not lead back to a scene that contains them")
  }

  static func relationship(_ from: String, _ to: String, _ name: String = "rootViewController") -> String {
    "<connections><segue destination=\"\(to)\" kind=\"relationship\" relationship=\"\(name)\" id=\"rel-\(from)\"/></connections>"
  }

  static func embedding(_ id: String, _ destination: String) -> String {
    """
    <view key="view" id="view-\(id)"><subviews>
      <containerView id="box-\(id)"><connections>
        <segue destination="\(destination)" kind="embed" id="embed-\(id)"/>
      </connections></containerView>
    </subviews></view>
    """
  }

  @Test func navigationControllerWhoseRootIsItself() {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(
      initial: "nav",
      StoryboardFixture.scene(
        "nav", title: "Nav", element: "navigationController", body: Self.relationship("nav", "nav")))
    var made: UIViewController?
    let exceptions = UIKitException.capture { made = storyboard.instantiateInitialViewController() }
    #expect(
      exceptions == [
        Self.cycle(
          "Main 'TracedSceneViewController' (nav)", "Main 'TracedSceneViewController' (nav)")
      ])
    #expect(made == nil)
  }

  @Test func tabBarAndNavigationControllerThatHoldEachOther() {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(
      initial: "tabs",
      """
      <scene sceneID="scene-tabs"><objects>
        <tabBarController id="tabs" sceneMemberID="viewController">\(Self.relationship("tabs", "nav", "viewControllers"))
        </tabBarController></objects></scene>
      <scene sceneID="scene-nav"><objects>
        <navigationController id="nav" sceneMemberID="viewController">\(Self.relationship("nav", "tabs"))
        </navigationController></objects></scene>
      """)
    let exceptions = UIKitException.capture { _ = storyboard.instantiateInitialViewController() }
    #expect(
      exceptions == [
        Self.cycle(
          "Main 'tabBarController' (tabs)", "Main 'navigationController' (nav)", "Main 'tabBarController' (tabs)")
      ])
  }

  @Test func sceneThatEmbedsItself() throws {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(
      initial: "A", StoryboardFixture.scene("A", title: "A", body: Self.embedding("A", "A")))
    let root = try #require(storyboard.instantiateInitialViewController())
    let exceptions = UIKitException.capture {
      Runtime.show(root)
    }
    #expect(
      exceptions == [
        Self.cycle("Main 'TracedSceneViewController' (A)", "Main 'TracedSceneViewController' (A)")
      ])
  }

  @Test func twoScenesThatEmbedEachOther() throws {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(
      initial: "A",
      StoryboardFixture.scene("A", title: "A", body: Self.embedding("A", "B"))
        + StoryboardFixture.scene("B", title: "B", body: Self.embedding("B", "A")))
    let root = try #require(storyboard.instantiateInitialViewController())
    let exceptions = UIKitException.capture { Runtime.show(root) }
    #expect(
      exceptions == [
        Self.cycle(
          "Main 'TracedSceneViewController' (A)", "Main 'TracedSceneViewController' (B)",
          "Main 'TracedSceneViewController' (A)")
      ])
  }

  /// A navigation controller whose root embeds the navigation controller: a relationship and an embed in one cycle.
  @Test func relationshipAndEmbedInOneCycle() throws {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(
      initial: "nav",
      StoryboardFixture.navigation("nav", root: "A")
        + StoryboardFixture.scene("A", title: "A", body: Self.embedding("A", "nav")))
    let root = try #require(storyboard.instantiateInitialViewController())
    let exceptions = UIKitException.capture { Runtime.show(root) }
    #expect(
      exceptions == [
        Self.cycle(
          "Main 'TracedSceneViewController' (A)", "Main 'TracedNavigationController' (nav)",
          "Main 'TracedSceneViewController' (A)")
      ])
  }

  /// A scene whose `awakeFromNib` loads its own view performs its embeds while it is being made: not a cycle.
  @Test func awakeFromNibThatLoadsTheViewIsNotACycle() throws {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(
      initial: "A",
      """
      <scene sceneID="scene-A"><objects>
        <viewController title="A" id="A" customClass="ViewLoadingViewController" \
      customModule="\(StoryboardFixture.module)" sceneMemberID="viewController">\(Self.embedding("A", "B"))</viewController>
      </objects></scene>
      """ + StoryboardFixture.scene("B", title: "B"))
    var made: UIViewController?
    let exceptions = UIKitException.capture { made = storyboard.instantiateInitialViewController() }
    #expect(exceptions == [])
    #expect(made?.children.map(\.title) == ["B"])
  }

  @Test func storyboardReferencesThatLeadToEachOther() throws {
    Runtime.fresh()
    func referenceTo(_ name: String) -> String {
      StoryboardFixture.document(
        initial: "ref",
        """
        <scene sceneID="scene-ref"><objects>
          <viewControllerPlaceholder storyboardName="\(name)" id="ref" sceneMemberID="viewController"/>
        </objects></scene>
        """)
    }
    let folder = StoryboardFixture.folder([
      "Main.storyboard": referenceTo("Other"), "Other.storyboard": referenceTo("Main"),
    ])
    let storyboard = UIStoryboard(url: folder.appendingPathComponent("Main.storyboard"))
    let exceptions = UIKitException.capture { _ = storyboard.instantiateInitialViewController() }
    #expect(
      exceptions == [
        Self.cycle(
          "Main 'viewControllerPlaceholder' (ref)", "Other 'viewControllerPlaceholder' (ref)",
          "Main 'viewControllerPlaceholder' (ref)")
      ])
  }
}

/// Loads its view in `awakeFromNib`, as apps do to style subviews early.
@MainActor
final class ViewLoadingViewController: UIViewController {
  override func awakeFromNib() {
    super.awakeFromNib()
    view.isHidden = false
  }
}
