/// Where the explorer draws each scene and canvas heading, in page points: canvases stacked top to bottom, each
/// scene centred on its canvas location (Interface Builder stores a scene's centre [I]), scenes without one in rows
/// below the placed ones.
struct ExplorerLayout {
  /// A scene's card: its rectangle, heading included.
  struct Card {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  /// The heading of a canvas, at its top left.
  struct Heading {
    var text: String
    var x: Double
    var y: Double
  }

  static let headingHeight = 28.0
  static let canvasGap = 400.0
  static let gridGap = 120.0

  var cards: [Card] = []
  var headings: [Heading] = []
  var width = 0.0
  var height = 0.0

  init(_ page: ExplorerPage) {
    var top = 0.0
    for canvas in page.canvases {
      var local: [Card] = []
      var unplaced: [Int] = []
      let spread = Self.spread(canvas.scenes)
      for (index, scene) in canvas.scenes.enumerated() {
        let size = scene.wireframe.size
        let cardHeight = size.height + Self.headingHeight
        if let location = scene.location {
          local.append(
            Card(
              x: location.x * spread - size.width / 2, y: location.y * spread - cardHeight / 2, width: size.width,
              height: cardHeight))
        } else {
          local.append(Card(x: 0, y: 0, width: size.width, height: cardHeight))
          unplaced.append(index)
        }
      }
      let unplacedSet = Set(unplaced)
      let placed = local.indices.filter { !unplacedSet.contains($0) }
      var minX = placed.map { local[$0].x }.min() ?? 0
      var minY = placed.map { local[$0].y }.min() ?? 0
      var maxX = placed.map { local[$0].x + local[$0].width }.max() ?? 0
      let maxY = placed.map { local[$0].y + local[$0].height }.max() ?? 0
      // Unplaced scenes: rows below, about as wide as the placed ones (or eight scenes).
      if !unplaced.isEmpty {
        let rowWidth = max(maxX - minX, 8 * 420)
        var x = placed.isEmpty ? 0 : minX
        let startX = x
        var y = placed.isEmpty ? 0 : maxY + Self.gridGap
        var rowHeight = 0.0
        for index in unplaced {
          if x > startX, x + local[index].width > startX + rowWidth {
            x = startX
            y += rowHeight + Self.gridGap
            rowHeight = 0
          }
          local[index].x = x
          local[index].y = y
          x += local[index].width + Self.gridGap
          rowHeight = max(rowHeight, local[index].height)
        }
        if placed.isEmpty {
          minX = 0
          minY = 0
        }
        maxX = max(maxX, local.map { $0.x + $0.width }.max() ?? 0)
      }
      let bottom = local.map { $0.y + $0.height }.max() ?? minY
      headings.append(Heading(text: canvas.name, x: 0, y: top))
      let offsetY = top + Self.headingHeight * 2 - minY
      for card in local {
        cards.append(Card(x: card.x - minX, y: card.y + offsetY, width: card.width, height: card.height))
      }
      width = max(width, maxX - minX)
      top += Self.headingHeight * 2 + (bottom - minY) + Self.canvasGap
    }
    height = max(top - Self.canvasGap, 0)
  }

  /// The factor (1 to 3) by which a canvas's locations are spread so that its scenes do not overlap: a file saved
  /// when scenes were drawn smaller (Xcode's 600 × 600 "any" size, an older device) places them closer than today's
  /// sizes need. Two scenes at the same place are left to overlap; canvases of more than 2,000 placed scenes are
  /// not spread (the check compares every pair).
  static func spread(_ scenes: [ExplorerPage.Scene]) -> Double {
    let placed = scenes.compactMap { scene in scene.location.map { ($0, scene.wireframe.size) } }
    guard placed.count > 1, placed.count <= 2000 else { return 1 }
    var factor = 1.0
    let gap = 60.0
    for i in placed.indices {
      for j in placed.indices where j > i {
        let (a, sizeA) = placed[i]
        let (b, sizeB) = placed[j]
        let dx = abs(a.x - b.x)
        let dy = abs(a.y - b.y)
        let needX = (sizeA.width + sizeB.width) / 2 + gap
        let needY = (sizeA.height + sizeB.height) / 2 + headingHeight + gap
        guard dx < needX, dy < needY, dx > 0 || dy > 0 else { continue }
        let byX = dx > 0 ? needX / dx : .infinity
        let byY = dy > 0 ? needY / dy : .infinity
        factor = max(factor, min(byX, byY, 3))
      }
    }
    return factor
  }

  /// The side of a card an arrow leaves or enters by.
  enum Side: Hashable { case left, right, top, bottom }

  /// The SVG paths of arrows between cards (`from` and `to` index `cards`), in order. An arrow runs side to side
  /// when its cards sit apart horizontally, top to bottom otherwise; a loop over the card's top right corner when
  /// both ends are one card (an unwind to its Exit). Arrows that share a side of a card are spread along it, ordered
  /// by where their other ends lie, so that two segues between the same scenes (or one each way) stay apart; a
  /// side's single arrow meets it at its middle. An arrow whose curve would cross another scene's card runs around the
  /// cards instead, in straight lanes with rounded corners from and to the same points (`ExplorerRouter`); one that
  /// crosses nothing keeps its curve. Detours that run along the same lane are spread a few points apart.
  static func paths(_ links: [(from: Int, to: Int)], cards: [Card]) -> [String] {
    var sides: [(start: Side, end: Side)?] = []
    var ends: [CardSide: [(link: Int, isStart: Bool, key: Double)]] = [:]
    var loops: [Int: Int] = [:]
    var loopIndex: [Int] = []
    for (position, link) in links.enumerated() {
      if link.from == link.to {
        sides.append(nil)
        loopIndex.append(loops[link.from, default: 0])
        loops[link.from, default: 0] += 1
        continue
      }
      let from = cards[link.from]
      let to = cards[link.to]
      let pair = Self.sides(from: from, to: to)
      sides.append(pair)
      loopIndex.append(0)
      ends[CardSide(card: link.from, side: pair.start), default: []].append(
        (position, true, along(pair.start, of: to)))
      ends[CardSide(card: link.to, side: pair.end), default: []].append((position, false, along(pair.end, of: from)))
    }
    var startFraction = [Double](repeating: 0.5, count: links.count)
    var endFraction = startFraction
    for (_, group) in ends {
      let ordered = group.sorted { ($0.key, $0.link, $0.isStart ? 0 : 1) < ($1.key, $1.link, $1.isStart ? 0 : 1) }
      for (rank, end) in ordered.enumerated() {
        let fraction = Double(rank + 1) / Double(ordered.count + 1)
        if end.isStart { startFraction[end.link] = fraction } else { endFraction[end.link] = fraction }
      }
    }
    var router = ExplorerRouter(cards: cards)
    var detours: [Int: Int] = [:]
    var routes: [[Point]] = []
    let drawn = links.indices.map { position -> String in
      let link = links[position]
      let from = cards[link.from]
      guard let pair = sides[position] else { return loop(over: from, index: loopIndex[position]) }
      let start = point(on: pair.start, of: from, at: startFraction[position])
      let end = point(on: pair.end, of: cards[link.to], at: endFraction[position])
      let controls = curve(from: start, to: end, leaving: pair.start)
      if router.crosses(flatten(controls), except: (link.from, link.to)),
        let corners = router.detour(from: start, leaving: pair.start, to: end, entering: pair.end)
      {
        detours[position] = routes.count
        routes.append(corners)
        return ""
      }
      func n(_ value: Double) -> String { WireframeSVG.number(value) }
      let (a, b, c, d) = controls
      return "M\(n(a.x)) \(n(a.y))C\(n(b.x)) \(n(b.y)) \(n(c.x)) \(n(c.y)) \(n(d.x)) \(n(d.y))"
    }
    router.separate(&routes)
    return drawn.indices.map { position in
      detours[position].map { ExplorerRouter.path(through: routes[$0]) } ?? drawn[position]
    }
  }

  /// The points a cubic curve passes through, cut into 32 straight pieces.
  private static func flatten(_ curve: (Point, Point, Point, Point)) -> [Point] {
    let (a, b, c, d) = curve
    return (0...32).map { step in
      let t = Double(step) / 32
      let u = 1 - t
      return (
        u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
        u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y
      )
    }
  }

  private struct CardSide: Hashable {
    var card: Int
    var side: Side
  }

  /// The sides an arrow from `from` to `to` leaves and enters by.
  static func sides(from: Card, to: Card) -> (start: Side, end: Side) {
    let dx = (to.x + to.width / 2) - (from.x + from.width / 2)
    let dy = (to.y + to.height / 2) - (from.y + from.height / 2)
    if abs(dx) >= abs(dy) * 0.6 || abs(dx) > (from.width + to.width) / 2 {
      return dx >= 0 ? (.right, .left) : (.left, .right)
    }
    return dy >= 0 ? (.bottom, .top) : (.top, .bottom)
  }

  /// Where along a side the other card's centre lies: its y for a left or right side, its x for a top or bottom one.
  private static func along(_ side: Side, of other: Card) -> Double {
    side == .left || side == .right ? other.y + other.height / 2 : other.x + other.width / 2
  }

  typealias Point = (x: Double, y: Double)

  private static func point(on side: Side, of card: Card, at fraction: Double) -> Point {
    switch side {
    case .left: (card.x, card.y + card.height * fraction)
    case .right: (card.x + card.width, card.y + card.height * fraction)
    case .top: (card.x + card.width * fraction, card.y)
    case .bottom: (card.x + card.width * fraction, card.y + card.height)
    }
  }

  /// The control points of a curve leaving its card straight out of `leaving` and entering the other card straight
  /// in.
  private static func curve(from start: Point, to end: Point, leaving: Side) -> (Point, Point, Point, Point) {
    let outwards = leaving == .right || leaving == .bottom ? 1.0 : -1.0
    if leaving == .left || leaving == .right {
      let bend = max(abs(end.x - start.x) / 2, 60) * outwards
      return (start, (start.x + bend, start.y), (end.x - bend, end.y), end)
    }
    let bend = max(abs(end.y - start.y) / 2, 60) * outwards
    return (start, (start.x, start.y + bend), (end.x, end.y - bend), end)
  }

  /// The `index`-th loop over a card's top right corner, each further one 24 points wider.
  private static func loop(over card: Card, index: Int) -> String {
    func n(_ value: Double) -> String { WireframeSVG.number(value) }
    let x = card.x + card.width
    let y = card.y + headingHeight
    let wider = Double(index) * 24
    return "M\(n(x - 40 - wider)) \(n(y))C\(n(x - 40 - wider)) \(n(y - 90 - wider)) \(n(x + 90 + wider)) "
      + "\(n(y - 40)) \(n(x)) \(n(y + 40 + wider))"
  }
}
