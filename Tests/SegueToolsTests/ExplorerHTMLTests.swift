import Foundation
import SeguePictures
import SegueTestSupport
import SegueTools
import StoryboardFormat
import Testing

/// `segue graph --format html`'s page: one scene element and one wireframe script per scene, arrows by kind, details
/// from the files and the lint, data that parses as JSON, wireframes that parse as SVG; on the corpus storyboards and
/// apps.
@Suite struct ExplorerHTMLTests {
  static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Shop/Base.lproj")

  /// The Shop example: every scene of both storyboards, the segue kinds its arrows carry, the reference hop to
  /// Settings, and the details of the product scene.
  @Test func shopPageHasEveryScene() throws {
    var set = StoryboardSet.load(paths: [Self.shop.path])
    set.loadReferencedSiblings()
    let graph = FlowGraph(set: set)
    let page = StoryboardExplorer.page(set: set, graph: graph, title: "Shop")
    let sceneCount = set.documents.reduce(0) { $0 + $1.scenes.count { $0.controller != nil } }
    #expect(page.canvases.map(\.name) == ["Main", "Settings"])
    #expect(page.canvases.flatMap(\.scenes).count == sceneCount)
    #expect(
      Set(page.links.map(\.kind)).isSuperset(of: ["relationship", "show", "modal", "popover", "embed", "reference"]))
    let detail = try #require(page.canvases.flatMap(\.scenes).first { $0.id == "Main/pRo-De-ta1" })
    #expect(detail.heading == "ProductDetailViewController — Product")
    #expect(
      detail.details.filter { !$0.values.isEmpty }.map { "\($0.label): \($0.values.joined(separator: "; "))" }.prefix(4)
        == [
          "Class: ProductDetailViewController", "Module: Shop", "Storyboard ID: ProductDetail",
          "Title: Product",
        ])
    let html = ExplorerHTML.render(page)
    try Self.check(html, scenes: sceneCount)
  }

  /// Arrows that share a side of a scene are spread along it, ordered by where their other ends lie, so two segues
  /// between the same scenes, or one each way, stay apart (Interface Builder draws each segue as its own line); a
  /// side's single arrow meets its middle, and a scene's second loop (a second unwind to its Exit) runs wider.
  @Test func arrowsSharingASideAreSpreadAlongIt() throws {
    let wireframe = Wireframe(title: "", size: Size(width: 100, height: 100), boxes: [])
    func scene(_ id: String, x: Double) -> ExplorerPage.Scene {
      .init(id: id, heading: id, location: .init(x: x, y: 0), wireframe: wireframe)
    }
    let page = ExplorerPage(
      title: "Arrows", canvases: [.init(name: "Main", path: "Main", scenes: [scene("A", x: 0), scene("B", x: 400)])],
      links: [
        .init(from: "A", to: "B", kind: "show"), .init(from: "A", to: "B", kind: "modal"),
        .init(from: "B", to: "A", kind: "show"), .init(from: "A", to: "A", kind: "unwind"),
        .init(from: "A", to: "A", kind: "unwind"),
      ])
    let html = ExplorerHTML.render(page)
    let paths = html.components(separatedBy: "<path class=\"lk-").dropFirst().compactMap { tail -> String? in
      guard tail.first != "-", let start = tail.range(of: "d=\""), tail.contains("marker-end") else { return nil }
      return String(tail[start.upperBound...].prefix { $0 != "\"" })
    }
    // Cards: A at x 0…100 and B at 400…500, both y 56…184 (a 28-point heading over a 100-point scene). A's right
    // side and B's left side each hold three ends, at a quarter, a half and three quarters of 128 points.
    #expect(
      paths == [
        "M100 88C250 88 250 88 400 88",
        "M100 120C250 120 250 120 400 120",
        "M400 152C250 152 250 152 100 152",
        "M60 84C60 -6 190 44 100 124",
        "M36 84C36 -30 214 44 100 148",
      ])
  }

  /// An arrow whose curve would cross a scene between its ends runs around it instead, in straight lanes with
  /// rounded corners (Interface Builder's canvas and Graphviz's `splines=ortho` draw edges so): it leaves and enters
  /// at the same points, steps across in the middle of the gaps between the cards, and passes the card in its way a
  /// clearance of 20 points off it, on the side with the shorter way round.
  @Test func anArrowGoesAroundASceneBetweenItsEnds() throws {
    let wireframe = Wireframe(title: "", size: Size(width: 100, height: 100), boxes: [])
    func scene(_ id: String, x: Double, y: Double) -> ExplorerPage.Scene {
      .init(id: id, heading: id, location: .init(x: x, y: y), wireframe: wireframe)
    }
    let page = ExplorerPage(
      title: "Detour",
      canvases: [
        .init(
          name: "Main", path: "Main",
          scenes: [scene("A", x: 0, y: 0), scene("M", x: 300, y: 20), scene("B", x: 600, y: 0)])
      ],
      links: [.init(from: "A", to: "B", kind: "show")])
    let html = ExplorerHTML.render(page)
    // Cards (100 × 128: a 28-point heading over the 100-point scene, centred on the location; the page starts at
    // x -50 and y -64, then moves down 56 for the canvas heading): A 0…100 × 56…184, M 300…400 × 76…204,
    // B 600…700 × 56…184. The arrow leaves A's right side at its middle, (100, 120), and enters B's left side at
    // (600, 120): the straight curve between them runs through M.
    // Around M, 20 points off: over it at y 76 - 20 = 56 (64 up from 120) or under it at 204 + 20 = 224 (104 down):
    // over is shorter. Steps across in the middle of the gaps: between A's right (100 + 20) and M's left (300 - 20)
    // at x 200, between M's right (400 + 20) and B's left (600 - 20) at x 500. Corners (100, 120) → (200, 120) →
    // (200, 56) → (500, 56) → (500, 120) → (600, 120), each rounded with a radius of 10 (every run is longer than 20):
    // a corner at (200, 120) turning up is "L190 120Q200 120 200 110".
    #expect(
      ArrowCrossings.paths(html).map(\.1) == [
        "M100 120L190 120Q200 120 200 110L200 66Q200 56 210 56L490 56Q500 56 500 66L500 110Q500 120 510 120L600 120"
      ])
    #expect(try ArrowCrossings.crossing(html).isEmpty)
  }

  /// Two arrows that go round the same scene share its lanes: they are spread 6 points apart and nest, the one that
  /// leaves and enters higher outside the other, so that neither crosses the other (as Graphviz's `splines=ortho`
  /// orders the edges in a channel).
  @Test func arrowsGoingRoundTogetherNestSixPointsApart() throws {
    let wireframe = Wireframe(title: "", size: Size(width: 100, height: 92), boxes: [])
    func scene(_ id: String, x: Double, y: Double) -> ExplorerPage.Scene {
      .init(id: id, heading: id, location: .init(x: x, y: y), wireframe: wireframe)
    }
    let page = ExplorerPage(
      title: "Lanes",
      canvases: [
        .init(
          name: "Main", path: "Main",
          scenes: [scene("A", x: 0, y: 0), scene("M", x: 300, y: 30), scene("B", x: 600, y: 0)])
      ],
      links: [.init(from: "A", to: "B", kind: "show"), .init(from: "A", to: "B", kind: "modal")])
    let html = ExplorerHTML.render(page)
    // Cards 100 × 120: A 0…100 × 56…176, M 300…400 × 86…206, B 600…700 × 56…176. Both arrows leave A's right side
    // and enter B's left side at a third and two thirds of 120: y 96 and 136, both through M. Round M 20 points off:
    // over it at y 86 - 20 = 66 (30 and 70 up) rather than under it at 206 + 20 = 226 (130 and 90 down); across the
    // gaps in their middles, x 200 and 500: both arrows run along x 200, y 66 and x 500. Spread 6 apart: on x 200
    // the first arrow turns off towards A higher up (at 96), so it keeps left, x 197, the second 203; on x 500 it
    // turns off towards B higher up, so it keeps right, 503, the second 497; on y 66 both turn down at both ends and
    // the first reaches less far down (96 against 136), so it keeps above, 63, the second 69. Corners rounded with a
    // radius of 10 (every run is 33 or longer).
    #expect(
      ArrowCrossings.paths(html).map(\.1) == [
        "M100 96L187 96Q197 96 197 86L197 73Q197 63 207 63L493 63Q503 63 503 73L503 86Q503 96 513 96L600 96",
        "M100 136L193 136Q203 136 203 126L203 79Q203 69 213 69L487 69Q497 69 497 79L497 126Q497 136 507 136L600 136",
      ])
    #expect(try ArrowCrossings.crossing(html).isEmpty)
  }

  /// What finding an arrow's way round may cost does not grow with the canvas, so that a storyboard of thousands of
  /// scenes draws its arrows in time in proportion to its size: on a canvas of 900 scenes (30 × 30, 600 points
  /// apart), an arrow from one corner to the other, whose curve spans more than `reachLimit` (1,024) buckets of the
  /// router's index (and whose search region would hold all 900 cards, more than `nearLimit`), keeps its curve across
  /// the scenes between, while a short arrow past one scene goes round it. (Without the two limits, the long arrow
  /// goes round too: down the first column's gap and along the last row's.)
  @Test func anArrowAcrossABigCanvasKeepsItsCurve() throws {
    let wireframe = Wireframe(title: "", size: Size(width: 100, height: 100), boxes: [])
    let scenes = (0..<900).map { index -> ExplorerPage.Scene in
      let (column, row) = (Double(index % 30), Double(index / 30))
      return .init(
        id: "s\(index)", heading: "s\(index)", location: .init(x: 600 * column, y: 600 * row), wireframe: wireframe)
    }
    let page = ExplorerPage(
      title: "Big", canvases: [.init(name: "Main", path: "Main", scenes: scenes)],
      links: [.init(from: "s0", to: "s899", kind: "show"), .init(from: "s30", to: "s32", kind: "show")])
    let html = ExplorerHTML.render(page)
    // Cards 100 × 128 at x 600 i, y 56 + 600 j (as above). The page is about 17,500 points square with 900 cards, so
    // its buckets are 512 points (the least). The long arrow leaves s0's right side at (100, 120) and enters s899's
    // left side at (17400, 17520), a curve with its controls half the width out (8,650): its bounding box spans
    // 34 × 35 = 1,190 buckets. The short one leaves s30 at (100, 720) for s32 at (1200, 720), through s31
    // (600…700 × 656…784), and goes round it 20 points off, over it (y 636) as under it (804) is as far: across the
    // gaps in their middles, x 350 and 950 (as above).
    #expect(
      ArrowCrossings.paths(html).map(\.1) == [
        "M100 120C8750 120 8750 17520 17400 17520",
        "M100 720L340 720Q350 720 350 710L350 646Q350 636 360 636L940 636Q950 636 950 646L950 710Q950 720 960 720"
          + "L1200 720",
      ])
  }

  /// Over the 150 corpus storyboards (838 arrows), no arrow is drawn across a scene other than its two ends, but the
  /// 53 that end inside another scene: seven storyboards place scenes over each other (closer than their sizes, even
  /// spread three times), and no line reaches a point under a card without crossing it. Drawn as curves between the
  /// cards, 166 arrows crossed a scene.
  @Test func corpusArrowsCrossNoScene() throws {
    guard Corpus.isAvailable else {
      print(Corpus.skipMessage)
      return
    }
    var arrows = 0
    var clear: [String] = []
    var covered: [String] = []
    for url in Corpus.files(in: Corpus.storyboards) {
      var set = StoryboardSet.load(paths: [url.path])
      set.loadReferencedSiblings()
      let html = ExplorerHTML.render(
        StoryboardExplorer.page(set: set, graph: FlowGraph(set: set), title: url.lastPathComponent))
      arrows += ArrowCrossings.paths(html).count
      for found in try ArrowCrossings.crossing(html) {
        let name = "\(url.lastPathComponent) l\(found.link) \(found.cards)"
        if found.endCovered { covered.append(name) } else { clear.append(name) }
      }
    }
    #expect(arrows == 838)
    #expect(clear == [])
    #expect(covered.count == 53)
    #expect(Set(covered.map { $0.prefix { $0 != " " } }).count == 7)
  }

  /// Hostile names stay text: in the page's markup, in the wireframes and in the JSON data.
  @Test func hostileNamesAreEscapedEverywhere() throws {
    let hostile = "</script><script>alert(1)</script><!--&\"'\u{2028}"
    let wireframe = Wireframe(
      title: hostile, size: Size(width: 100, height: 100),
      boxes: [Box(kind: .label, frame: Rect(x: 0, y: 0, width: 1000, height: 20), text: hostile)])
    let page = ExplorerPage(
      title: hostile,
      canvases: [
        .init(
          name: hostile, path: hostile,
          scenes: [
            .init(
              id: "a", heading: hostile, location: .init(x: 0, y: 0), wireframe: wireframe,
              details: [.init(hostile, [hostile])], findings: [hostile], keywords: [hostile])
          ])
      ], links: [.init(from: "a", to: "a", kind: hostile, label: hostile, details: [.init(hostile, [hostile])])])
    let html = ExplorerHTML.render(page)
    // The wireframe, the data and the page's script, nothing more; the wireframe's script ends where it is closed.
    #expect(html.components(separatedBy: "<script").count == 4)
    #expect(html.components(separatedBy: "</script>").count == 4)
    let markup = try #require(html.components(separatedBy: "<script type=\"image/svg+xml\" id=\"t0\">").last)
    let svg = String(markup.prefix { $0 != "\n" })
    #expect(svg.hasSuffix("</svg></script>"))
    _ = try XMLCheck.parse(String(svg.dropLast("</script>".count)))
    #expect(!html.contains("<!--"))
    let data = try Self.data(html)
    let scenes = try #require(data["scenes"] as? [[String: Any]])
    #expect(scenes.first?["heading"] as? String == hostile)
  }

  @Test func everyCorpusStoryboardMakesAPage() throws {
    guard Corpus.isAvailable else {
      print(Corpus.skipMessage)
      return
    }
    for url in Corpus.files(in: Corpus.storyboards) {
      var set = StoryboardSet.load(paths: [url.path])
      set.loadReferencedSiblings()
      let html = ExplorerHTML.render(
        StoryboardExplorer.page(set: set, graph: FlowGraph(set: set), title: url.lastPathComponent))
      let scenes = set.documents.reduce(0) { $0 + $1.scenes.count { $0.controller != nil } }
      try Self.check(html, scenes: scenes, file: url.lastPathComponent)
    }
  }

  @Test func everyCorpusAppMakesAPage() throws {
    guard Corpus.appsAreAvailable else {
      print(Corpus.appsSkipMessage)
      return
    }
    let apps = try FileManager.default.contentsOfDirectory(atPath: Corpus.apps.path).filter { !$0.hasSuffix(".tsv") }
    #expect(!apps.isEmpty)
    for app in apps.sorted() {
      let folder = Corpus.apps.appendingPathComponent(app).path
      var set = StoryboardSet.load(paths: [folder])
      set.loadReferencedSiblings()
      let sources = SourceIndex.discover(
        forStoryboards: set.requested.map(\.path), extraRoots: [], givenPaths: [folder])
      let html = GraphHTML.storyboards(
        set: set, graph: FlowGraph(set: set, sources: sources), sources: sources, title: app)
      let scenes = set.documents.reduce(0) { $0 + $1.scenes.count { $0.controller != nil } }
      try Self.check(html, scenes: scenes, file: app)
    }
  }

  /// One scene element and one wireframe script per scene, each wireframe a parseable SVG, the data parseable JSON
  /// with as many scenes, and no reference to anything outside the file.
  static func check(_ html: String, scenes: Int, file: String = "") throws {
    #expect(html.components(separatedBy: "<section class=\"scene").count - 1 == scenes, "\(file)")
    let wireframes = html.components(separatedBy: "<script type=\"image/svg+xml\" id=\"t").dropFirst()
    #expect(wireframes.count == scenes, "\(file)")
    for wireframe in wireframes {
      let body = wireframe.drop { $0 != ">" }.dropFirst()
      guard let end = body.range(of: "</script>") else {
        Issue.record("\(file): an unclosed wireframe")
        continue
      }
      _ = try XMLCheck.parse(String(body[..<end.lowerBound]))
    }
    let data = try Self.data(html)
    #expect((data["scenes"] as? [Any])?.count == scenes, "\(file)")
    // Nothing that fetches: no src, href, link element, CSS import or url() but the page's own markers (a file's
    // text may mention a URL; it is text, escaped, never fetched).
    for external in [" src=", " href=", "<link", "@import", "url(h", "url(/"] {
      #expect(!html.contains(external), "\(file): \(external)")
    }
  }

  static func data(_ html: String) throws -> [String: Any] {
    let start = try #require(html.range(of: "<script type=\"application/json\" id=\"page-data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = Data(html[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }
}
