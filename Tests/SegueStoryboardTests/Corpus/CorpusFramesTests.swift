import Foundation
import SegueKit
import SegueTestSupport
import StoryboardFormat
import Testing

@testable import SegueKitCore
@testable import SegueKitStoryboards
@testable import SegueKitViews

/// How many views of the corpus's scenes end inside their scene on an iPhone 16 (393 × 852): with the stored frames
/// and autoresizing only, and after the scene's constraints are solved (Apple, Auto Layout Guide: a view placed by
/// constraints takes the frame they determine, whatever frame the file stored).
@MainActor
@Suite struct CorpusFramesTests {
  struct Count {
    var views = 0
    var insideStored = 0
    var insideSolved = 0
  }

  @Test(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
  func moreViewsEndInsideTheirScenesOnceConstraintsAreSolved() {
    var count = Count()
    var scenes = 0
    for row in CorpusSmokeTests.manifestRows(in: Corpus.storyboards) where row.platform == "iOS" {
      Runtime.fresh()
      let window = UIWindow(device: .iPhone)
      window.makeKeyAndVisible()
      let storyboard = UIStoryboard(url: Corpus.storyboards.appendingPathComponent(row.file))
      for scene in storyboard.document.scenes {
        guard let controller = scene.controller, controller.object.child(key: "view") != nil else { continue }
        // Without the apps' files some scenes raise (a reference to another app's storyboard); they are not counted.
        var loaded: UIView?
        let raised = UIKitException.capture {
          loaded = SceneInstantiator(storyboard: storyboard).instantiate(controller, creator: nil)?.view
        }
        guard raised.isEmpty, let root = loaded else { continue }
        scenes += 1
        root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        let views = Self.countedViews(below: root)
        count.views += views.count
        count.insideStored += views.filter { Self.isInside($0, root) }.count
        _ = UIKitException.capture { ConstraintLayout.layOut(root) }
        count.insideSolved += views.filter { Self.isInside($0, root) }.count
      }
    }
    print(
      """
      corpus frames: \(scenes) scenes, \(count.views) views outside scroll views; inside their scene on an iPhone 16: \
      \(count.insideStored) with stored frames and autoresizing, \(count.insideSolved) with constraints solved
      """)
    #expect(scenes > 500)
    #expect(count.insideSolved > count.insideStored)
  }

  /// The views below `root` that are not inside a scroll view (whose content is wherever it scrolls to).
  static func countedViews(below root: UIView) -> [UIView] {
    var result: [UIView] = []
    func visit(_ view: UIView) {
      for subview in view.subviews {
        result.append(subview)
        if !(subview is UIScrollView) { visit(subview) }
      }
    }
    visit(root)
    return result
  }

  static func isInside(_ view: UIView, _ root: UIView) -> Bool {
    let frame = view.convert(view.bounds, to: root)
    return root.bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame)
  }
}
