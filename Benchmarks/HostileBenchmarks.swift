import Foundation
import SeguePictures
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

/// The explorer page (`segue graph --format html`: lint, flow graph, wireframes, card layout, arrow routing, page) of
/// a canvas of growing size: time per MB must not grow more than 2× from a smaller canvas to a larger one, or the run
/// fails. The arrows are the ones routing finds hardest: between neighbours, along a row and back to the next row's
/// start (across the whole row), and between scenes far apart on the canvas (across many rows and columns). Then the
/// same for a canvas of form scenes (22 views each, the whole file on one line, as `Scripts/browser-check.py`'s large
/// storyboard), whose cost is in the wireframes and the page's data rather than in the arrows.
func runExplorerHostileBenchmark() -> Bool {
  let arrowsFlat = explorerGrowth(
    "hostile explorer page:", sizes: [2_500, 5_000, 10_000], runs: 5, storyboard: explorerCanvas)
  let formsFlat = explorerGrowth(
    "hostile explorer forms:", sizes: [500, 1_000, 2_000], runs: 3, storyboard: formCanvas)
  print(
    arrowsFlat && formsFlat
      ? "hostile: explorer page flat within 2×" : "hostile: the explorer page's time per MB grows with size")
  return arrowsFlat && formsFlat
}

/// Prints the explorer page's time per MB of `storyboard(size)` for each size, the quickest of `runs` runs, and
/// whether it stays within 2× from a smaller size to a larger one.
private func explorerGrowth(
  _ title: String, sizes: [Int], runs: Int, storyboard: (Int) -> String
) -> Bool {
  let files = sizes.map { Array(storyboard($0).utf8) }
  // The quickest of `runs` runs per size, the sizes taken in turn (as above).
  var best = Array(repeating: Double.infinity, count: sizes.count)
  var pageBytes = Array(repeating: 0, count: sizes.count)
  for _ in 0..<runs {
    for (index, bytes) in files.enumerated() {
      best[index] = min(best[index], seconds { pageBytes[index] = explorerPage(bytes).utf8.count })
    }
  }
  var perMB: [Double] = []
  var line = title
  for (index, bytes) in files.enumerated() {
    let megabytes = Double(bytes.count) / 1_048_576
    perMB.append(best[index] / megabytes)
    line += String(
      format: " %d scenes %.2f MB %.3f s (%.3f s/MB, page %.2f× the file);", sizes[index], megabytes, best[index],
      best[index] / megabytes, Double(pageBytes[index]) / Double(bytes.count))
  }
  let growth = perUnitGrowth(perMB)
  print(line + String(format: " growth %.2f×", growth))
  return growth <= 2
}

/// `segue graph --format html`'s work on a file after reading it: the page.
@discardableResult func explorerPage(_ bytes: [UInt8]) -> String {
  let document = StoryboardDecoder.decode(bytes, path: "/virtual/Canvas.storyboard")
  let set = StoryboardSet(documents: [document])
  return GraphHTML.storyboards(set: set, graph: FlowGraph(set: set), sources: SourceIndex(), title: "Canvas")
}

/// `scenes` form scenes (a navigation bar, twenty labels and a button, about 2.8 KB each) on one line, each showing
/// the next, 50 to a row of canvas locations: `Scripts/browser-check.py`'s large storyboard (26,700 scenes make its
/// 75 MB one).
func formCanvas(_ scenes: Int) -> String {
  var text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
    targetRuntime="iOS.CocoaTouch" initialViewController="c0"><device id="retina6_12" orientation="portrait"/>\
    <scenes>
    """
  for index in 0..<scenes {
    var views = ""
    for row in 0..<20 {
      views +=
        "<label text=\"Field \(row) of \(index)\" id=\"l\(index)-\(row)\"><rect key=\"frame\" x=\"16\" "
        + "y=\"\(100 + row * 34)\" width=\"361\" height=\"21\"/></label>"
    }
    let segue =
      index + 1 < scenes
      ? "<connections><segue destination=\"c\(index + 1)\" kind=\"show\" identifier=\"Next\" id=\"s\(index)\"/>"
        + "</connections>" : ""
    text +=
      "<scene sceneID=\"sc\(index)\"><objects><viewController title=\"Form \(index)\" id=\"c\(index)\" "
      + "customClass=\"FormViewController\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"v\(index)\">"
      + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/><subviews>\(views)"
      + "<button id=\"b\(index)\"><rect key=\"frame\" x=\"16\" y=\"800\" width=\"361\" height=\"44\"/>"
      + "<state key=\"normal\" title=\"Next\"/>\(segue)</button></subviews></view>"
      + "<navigationItem key=\"navigationItem\" title=\"Form \(index)\" id=\"n\(index)\"/></viewController></objects>"
      + "<point key=\"canvasLocation\" x=\"\((index % 50) * 600)\" y=\"\((index / 50) * 1_100)\"/></scene>"
  }
  return text + "</scenes></document>\n"
}

/// `scenes` scenes on a square grid of canvas locations 600 points apart across and 1,100 down (apart without
/// spreading, which a canvas of more than 2,000 scenes does not get), each showing the next (the last of a row the
/// first of the next row, across the whole row), and every fourth presenting a scene far away (a third of the
/// canvas on, in another row and column).
func explorerCanvas(_ scenes: Int) -> String {
  let columns = Int(Double(scenes).squareRoot().rounded(.up))
  var text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
    targetRuntime="iOS.CocoaTouch" initialViewController="c0"><scenes>

    """
  for index in 0..<scenes {
    var segues = ""
    if index + 1 < scenes { segues += "<segue destination=\"c\(index + 1)\" kind=\"show\" id=\"g\(index)\"/>" }
    if index % 4 == 0 {
      let far = (index + scenes / 3 + 7 * (index / columns)) % scenes
      segues += "<segue destination=\"c\(far)\" kind=\"presentation\" id=\"f\(index)\"/>"
    }
    text +=
      "<scene sceneID=\"s-c\(index)\"><objects><viewController id=\"c\(index)\" sceneMemberID=\"viewController\">"
      + "<connections>\(segues)</connections></viewController></objects>"
      + "<point key=\"canvasLocation\" x=\"\(600 * (index % columns))\" y=\"\(1_100 * (index / columns))\"/></scene>\n"
  }
  return text + "</scenes></document>\n"
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

/// The explorer's arrows alone on made-up pages (`SegueBenchmarks explorer-arrows`, a report): a square grid of
/// `scenes` scenes 600 points apart, half as many arrows, half of them past one neighbour (routed round it) and half
/// to a scene far away; the time of rendering the page less that of the same page without arrows, the quickest of
/// five runs each.
func runExplorerArrowBenchmark() {
  for scenes in [1_600, 3_600, 6_400] {
    let columns = Int(Double(scenes).squareRoot().rounded(.up))
    let wireframe = Wireframe(title: "", size: Size(width: 375, height: 667), boxes: [])
    let cards = (0..<scenes).map { index -> ExplorerPage.Scene in
      let (column, row) = (Double(index % columns), Double(index / columns))
      return .init(
        id: "s\(index)", heading: "s\(index)", location: .init(x: 600 * column, y: 1_100 * row), wireframe: wireframe)
    }
    let links = (0..<scenes / 2).map { k -> ExplorerPage.Link in
      let from = 2 * k
      let to = k % 2 == 0 ? min(from + 2, scenes - 1) : (from * 7_919 + scenes / 3) % scenes
      return .init(from: "s\(from)", to: "s\(to)", kind: "show")
    }
    let canvases = [ExplorerPage.Canvas(name: "Main", path: "Main", scenes: cards)]
    let with = ExplorerPage(title: "Arrows", canvases: canvases, links: links)
    let without = ExplorerPage(title: "Arrows", canvases: canvases, links: [])
    var best = (with: Double.infinity, without: Double.infinity)
    for _ in 0..<5 {
      best.with = min(best.with, seconds { _ = ExplorerHTML.render(with) })
      best.without = min(best.without, seconds { _ = ExplorerHTML.render(without) })
    }
    print(
      String(
        format: "explorer arrows: %d scenes, %d arrows: %.1f ms (page %.1f ms, without arrows %.1f ms)", scenes,
        links.count, (best.with - best.without) * 1000, best.with * 1000, best.without * 1000))
  }
}

/// `segue graph --format html`'s work on the storyboards at `paths` (read, siblings loaded, page), in process: the
/// quickest of five runs (`SegueBenchmarks explorer-file PATH…`, a report).
func runExplorerFileBenchmark(paths: [String]) {
  var best = Double.infinity
  var bytes = 0
  for _ in 0..<5 {
    best = min(
      best,
      seconds {
        var set = StoryboardSet.load(paths: paths)
        set.loadReferencedSiblings()
        let graph = FlowGraph(set: set)
        bytes = GraphHTML.storyboards(set: set, graph: graph, sources: SourceIndex(), title: "page").utf8.count
      })
  }
  let files = paths.joined(separator: " ")
  print("explorer file: \(files): " + String(format: "%.1f ms, %d KiB", best * 1000, bytes / 1024))
}
