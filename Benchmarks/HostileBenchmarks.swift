import Foundation
import SegueTools
import StoryboardFormat

/// Hostile storyboards of growing size through decode, lint, graph and gen: time per MB must not grow more than 2×
/// from a smaller size to a larger one, for every shape, or the run fails (issue 9, point 3).
func runHostileBenchmarks() -> Bool {
  let sizes = [2_500, 5_000, 10_000, 20_000]
  var flat = true
  for shape in HostileShape.allCases {
    let files = sizes.map { Array(shape.storyboard($0).utf8) }
    // The quickest of seven runs per size, the sizes taken in turn, so that load from the machine's other work
    // (which only ever adds time) falls on every size alike.
    var best = Array(repeating: Double.infinity, count: sizes.count)
    for _ in 0..<7 {
      for (index, bytes) in files.enumerated() { best[index] = min(best[index], seconds { processEveryWay(bytes) }) }
    }
    var perMB: [Double] = []
    var line = "hostile \(shape.rawValue):"
    for (index, bytes) in files.enumerated() {
      let megabytes = Double(bytes.count) / 1_048_576
      perMB.append(best[index] / megabytes)
      line += String(format: " %.2f MB %.3f s (%.3f s/MB);", megabytes, best[index], best[index] / megabytes)
    }
    let growth = perUnitGrowth(perMB)
    print(line + String(format: " growth %.2f×", growth))
    if growth > 2 { flat = false }
  }
  print(flat ? "hostile: time per MB flat within 2× for every shape" : "hostile: time per MB grows with size")
  return flat
}

/// What `segue inspect`, `lint`, `graph` and `gen` do with a file, in process.
func processEveryWay(_ bytes: [UInt8]) {
  let document = StoryboardDecoder.decode(bytes, path: "/virtual/Hostile.storyboard")
  let set = StoryboardSet(documents: [document])
  _ = Linter.lint(set: set, reporting: set.documents, configuration: LintConfiguration())
  _ = DotRenderer.render(FlowGraph(set: set))
  _ = SwiftCodeGenerator(set: set).generate()
}

/// The shapes that were quadratic once: `size` scales each one's troublesome part.
enum HostileShape: String, CaseIterable {
  /// One element with `size` × 10 attributes.
  case wideElement = "wide element"
  /// One scene with `size` segues, one a line.
  case manySegues = "many segues"
  /// The same, with the whole file on one line.
  case oneLine = "one line"
  /// `size` scenes, each showing the next.
  case manyScenes = "many scenes"
  /// `size` × 50 nested views (cut off at the decoder's depth bound).
  case deepNesting = "deep nesting"

  func storyboard(_ size: Int) -> String {
    let header = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" initialViewController="c0"><scenes>

      """
    let footer = "</scenes></document>\n"
    let target =
      "<scene sceneID=\"t\"><objects><viewController id=\"T\" storyboardIdentifier=\"T\" "
      + "sceneMemberID=\"viewController\"/></objects></scene>\n"
    func scene(_ id: String, _ body: String, attributes: String = "") -> String {
      "<scene sceneID=\"s-\(id)\"><objects><viewController id=\"\(id)\" \(attributes) sceneMemberID=\"viewController\">"
        + body + "</viewController></objects></scene>\n"
    }
    func segues(separator: String) -> String {
      (0..<size).map { "<segue destination=\"T\" kind=\"show\" identifier=\"s\($0)\" id=\"g\($0)\"/>" }
        .joined(separator: separator)
    }
    switch self {
    case .wideElement:
      let attributes = (0..<(size * 10)).map { "a\($0)=\"v\"" }.joined(separator: " ")
      return header + scene("c0", "", attributes: attributes) + footer
    case .manySegues:
      return header + scene("c0", "<connections>\n" + segues(separator: "\n") + "\n</connections>") + target + footer
    case .oneLine:
      let text = header + scene("c0", "<connections>" + segues(separator: "") + "</connections>") + target + footer
      return text.replacingOccurrences(of: "\n", with: " ")
    case .manyScenes:
      return header
        + (0..<size).map { index in
          scene(
            "c\(index)",
            "<connections><segue destination=\"c\(index + 1)\" kind=\"show\" id=\"g\(index)\"/></connections>")
        }.joined() + scene("c\(size)", "") + footer
    case .deepNesting:
      let views = String(repeating: "<view>", count: size * 50) + String(repeating: "</view>", count: size * 50)
      return header + scene("c0", views) + footer
    }
  }
}
