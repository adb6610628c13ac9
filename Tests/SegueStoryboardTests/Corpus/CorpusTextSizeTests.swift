import Foundation
import SegueKit
import SegueTestSupport
import StoryboardFormat
import Testing

@testable import SegueKitCore
@testable import SegueKitStoryboards
@testable import SegueKitViews

/// SegueKit's text measure against Xcode's: the corpus storyboards' single-line labels in the system font, as loaded,
/// measured by `intrinsicContentSize` and compared with the frame Xcode stored (which Xcode sizes to the text with
/// the device's fonts when constraints leave the size open). Heights follow San Francisco's line height exactly;
/// widths are within about 1%. The size curve of `TextMeasure` was read off these same labels, so this checks that
/// measure stays as close as it was made, not that it generalises.
@MainActor
@Suite struct CorpusTextSizeTests {
  @Test(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
  func singleLineLabelsMeasureAsXcodeStoredThem() {
    var heights = (checked: 0, equal: 0)
    var widthErrors: [Double] = []
    for row in CorpusSmokeTests.manifestRows(in: Corpus.storyboards) where row.platform == "iOS" {
      Runtime.fresh()
      let storyboard = UIStoryboard(url: Corpus.storyboards.appendingPathComponent(row.file))
      for scene in storyboard.document.scenes {
        guard let controller = scene.controller, controller.object.child(key: "view") != nil else { continue }
        var loaded: UIView?
        _ = UIKitException.capture {
          loaded = SceneInstantiator(storyboard: storyboard).instantiate(controller, creator: nil)?.view
        }
        guard let root = loaded else { continue }
        for label in Self.labels(below: root) {
          let stored = label.frame.size
          let measured = label.intrinsicContentSize
          // Heights: a label within 2 points of one line is sized by its line (else constraints stretch it).
          if abs(stored.height - measured.height) <= 2 {
            heights.checked += 1
            let line = label.font.lineHeight
            if [1, 2, 3].contains(where: { scale in abs((line * scale).rounded(.up) / scale - stored.height) < 0.01 }) {
              heights.equal += 1
            }
          }
          // Widths: a label within 10% of its text's width is sized by its text.
          if measured.width > 0, abs(stored.width - measured.width) / measured.width < 0.1 {
            widthErrors.append(abs(Double(stored.width - measured.width)))
          }
        }
      }
    }
    widthErrors.sort()
    let withinAPoint = widthErrors.filter { $0 <= 1 }.count
    let median = widthErrors.isEmpty ? 0 : widthErrors[widthErrors.count / 2]
    print(
      """
      corpus labels: \(heights.equal) of \(heights.checked) one-line heights as Xcode stored them; \
      \(withinAPoint) of \(widthErrors.count) widths within a point (median difference \(median))
      """)
    // 186 of 196 and 77 of 120 when written; the heights that differ are labels a stack view or constraints size.
    #expect(heights.checked > 150)
    #expect(Double(heights.equal) >= 0.9 * Double(heights.checked))
    #expect(widthErrors.count > 100)
    #expect(Double(withinAPoint) >= 0.6 * Double(widthErrors.count))
    #expect(median < 1)
  }

  /// The one-line labels in the system font below `root`, outside scroll views' content too.
  static func labels(below root: UIView) -> [UILabel] {
    var result: [UILabel] = []
    func visit(_ view: UIView) {
      for subview in view.subviews {
        if let label = subview as? UILabel, label.numberOfLines == 1, label.font.fontName.hasPrefix(".SFUI-"),
          let text = label.text, !text.isEmpty, !text.contains("\n")
        {
          result.append(label)
        }
        visit(subview)
      }
    }
    visit(root)
    return result
  }
}
