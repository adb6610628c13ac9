import Foundation
import SeguePictures
import SegueTestSupport
import StoryboardFormat
import Testing

/// Every scene of every corpus storyboard draws as a valid SVG (checked by Foundation's XML parser), and draws the
/// stored views: every stored subview with a frame of a scene's root view is a box of its wireframe.
@Suite struct CorpusWireframeTests {
  @Test func everyCorpusSceneDrawsValidSVG() throws {
    guard Corpus.isAvailable else {
      print(Corpus.skipMessage)
      return
    }
    var scenes = 0
    var failures: [String] = []
    for url in Corpus.files(in: Corpus.storyboards) {
      let document = try StoryboardDecoder.decode(contentsOf: url)
      for scene in document.scenes where scene.controller != nil {
        let wireframe = Wireframe(scene: scene, in: document)
        do {
          _ = try CanonicalXML.canonical(wireframe.svg())
        } catch {
          failures.append("\(url.lastPathComponent) \(scene.sceneID): \(error)")
        }
        // Each stored subview with a frame of a plain root view is a top-level box of the wireframe, in file order,
        // at its stored x, width and height (y is flipped on macOS).
        if let root = scene.controller?.view, root.element == "view" {
          let stored = (root.children.first { $0.element == "subviews" }?.children ?? []).compactMap { view in
            view.children.first { $0.element == "rect" && $0.key == "frame" }.map { rect in
              ["x", "width", "height"].map { rect.attributes[$0].flatMap(Double.init) ?? 0 }
            }
          }
          let drawn = wireframe.boxes.prefix(stored.count).map { [$0.frame.x, $0.frame.width, $0.frame.height] }
          if Array(drawn) != stored {
            failures.append("\(url.lastPathComponent) \(scene.sceneID): stored \(stored), drawn \(drawn)")
          }
        }
        scenes += 1
      }
    }
    #expect(failures == [])
    // The corpus's scenes that have a controller (its MANIFEST pins the files).
    #expect(scenes == 980)
  }
}
