/// Detours for the explorer's arrows that would be drawn across a scene: such an arrow leaves and enters its cards at
/// the same points as before, but runs in straight horizontal and vertical lines with rounded corners through the
/// free lanes between the other cards, as Xcode's canvas draws segues and Graphviz's `splines=ortho` draws edges
/// (straight lanes read as "goes round", where a curve squeezed between cards reads as "goes into").
///
/// The lanes are found on a sparse grid: its lines run a clearance away from each card's edges (and through the
/// arrow's two ends), and an A* search over the grid, in which a bend costs as much as 120 points of straight run,
/// finds the shortest route with the fewest bends; each run that steps across a gap then moves to the gap's middle.
/// The search sees only the cards near the arrow (found through a bucket index, so a storyboard of thousands of
/// scenes costs each arrow its neighbourhood, not every card) and gives up after a bounded number of steps, in which
/// case the arrow keeps its curve. What one arrow may cost does not grow with the canvas: an arrow whose curve, or
/// whose search region, spans more than `reachLimit` buckets, or whose region holds more than `nearLimit` cards,
/// keeps its curve unchecked (an arrow between scenes far apart on a big canvas). All the arrows of a page share a
/// budget of work (buckets looked into, cards looked at, grid lines, search steps) that grows with its number of
/// scenes, and the arrows past it keep their curves: drawing a page's arrows costs time in proportion to its size.
/// Among equally good routes the search takes the one it reached first (the one furthest along, then the lowest grid
/// position), so the same page always routes the same way.
struct ExplorerRouter {
  typealias Card = ExplorerLayout.Card
  typealias Side = ExplorerLayout.Side
  typealias Point = (x: Double, y: Double)

  /// How far a detour keeps from a card's edges.
  static let clearance = 20.0
  /// The radius of a detour's rounded corners (less where a straight run is shorter than two radii).
  static let radius = 10.0
  /// What a bend costs, in points of straight run.
  static let bendCost = 120.0
  /// The steps a search may take before the arrow keeps its curve.
  static let searchLimit = 60_000
  /// The work (buckets looked into, cards looked at, grid lines, search steps) that the arrows of a page may take:
  /// this much per scene, and `searchLimit` four times over.
  static let budgetPerCard = 1_000
  /// The most buckets that an arrow's curve (checked for crossings) or its search region may span: about 16,000
  /// points square on a canvas of 512-point buckets, a canvas of about 250 scenes on the densest bucketing.
  static let reachLimit = 1_024
  /// The most cards a search region may hold (its grid has up to twice as many lines each way).
  static let nearLimit = 400
  /// How far beyond its two ends a search looks at first; it widens to take in the cards found there.
  static let margin = 240.0

  /// The side of the index's square buckets: 512 points, more on a page so sparse that it would need more than four
  /// buckets per card.
  private let bucketSize: Double
  /// The first bucket's column and row, and how many columns and rows there are.
  private let origin: (column: Int, row: Int)
  private let extent: (columns: Int, rows: Int)
  private let cards: [Card]
  /// The cards (grown by the clearance) in each bucket, column by column.
  private var buckets: [[Int]]
  /// The buckets each card (grown by the clearance) lies in.
  private var spans: [(columns: Range<Int>, rows: Range<Int>)] = []
  /// The work left to the page (see `budgetPerCard`).
  private(set) var budget: Int

  init(cards: [Card]) {
    self.cards = cards
    budget = 4 * Self.searchLimit + Self.budgetPerCard * cards.count
    let c = Self.clearance
    let x0 = (cards.map(\.x).min() ?? 0) - c
    let y0 = (cards.map(\.y).min() ?? 0) - c
    let x1 = (cards.map { $0.x + $0.width }.max() ?? 0) + c
    let y1 = (cards.map { $0.y + $0.height }.max() ?? 0) + c
    let area = max(x1 - x0, 1) * max(y1 - y0, 1)
    bucketSize = max(512, (area / Double(4 * cards.count + 64)).squareRoot())
    func cell(_ value: Double, size: Double) -> Int { Int((value / size).rounded(.down).clamped(-1e12, 1e12)) }
    origin = (cell(x0, size: bucketSize), cell(y0, size: bucketSize))
    extent = (cell(x1, size: bucketSize) - origin.column + 1, cell(y1, size: bucketSize) - origin.row + 1)
    buckets = Array(repeating: [], count: extent.columns * extent.rows)
    for (index, card) in cards.enumerated() {
      let (columns, rows) = span(
        x0: card.x - c, y0: card.y - c, x1: card.x + card.width + c, y1: card.y + card.height + c)
      spans.append((columns, rows))
      for column in columns {
        for row in rows { buckets[column * extent.rows + row].append(index) }
      }
    }
  }

  /// The buckets (columns and rows from 0) that a rectangle meets.
  private func span(x0: Double, y0: Double, x1: Double, y1: Double) -> (Range<Int>, Range<Int>) {
    func cell(_ value: Double, _ first: Int, _ count: Int) -> Int {
      Int(((value / bucketSize).rounded(.down) - Double(first)).clamped(-1, Double(count)))
    }
    func range(_ low: Int, _ high: Int, _ count: Int) -> Range<Int> {
      let (first, end) = (max(low, 0), min(high + 1, count))
      return first < end ? first..<end : 0..<0
    }
    return (
      range(
        cell(min(x0, x1), origin.column, extent.columns), cell(max(x0, x1), origin.column, extent.columns),
        extent.columns),
      range(cell(min(y0, y1), origin.row, extent.rows), cell(max(y0, y1), origin.row, extent.rows), extent.rows)
    )
  }

  /// The cards whose buckets meet the rectangle, each once (from the first bucket it shares with the rectangle).
  private func cards(nearX0 x0: Double, y0: Double, x1: Double, y1: Double) -> [Int] {
    let (columns, rows) = span(x0: x0, y0: y0, x1: x1, y1: y1)
    var found: [Int] = []
    for column in columns {
      for row in rows {
        for index in buckets[column * extent.rows + row] {
          let span = spans[index]
          if column == max(span.columns.lowerBound, columns.lowerBound),
            row == max(span.rows.lowerBound, rows.lowerBound)
          {
            found.append(index)
          }
        }
      }
    }
    return found
  }

  /// The number of buckets a rectangle meets.
  private func bucketCount(x0: Double, y0: Double, x1: Double, y1: Double) -> Int {
    let (columns, rows) = span(x0: x0, y0: y0, x1: x1, y1: y1)
    return columns.count * rows.count
  }

  /// Whether the line through `points` enters a card other than `ends` (half a point in from its edges), as far as
  /// the page's budget and `reachLimit` let it look: false for a line that spans more than `reachLimit` buckets, or
  /// once the budget is spent (such an arrow keeps its curve either way, as it would if no detour were found).
  mutating func crosses(_ points: [Point], except ends: (Int, Int)) -> Bool {
    guard budget > 0, !points.isEmpty else { return false }
    let reach = bucketCount(
      x0: points.map(\.x).min()!, y0: points.map(\.y).min()!, x1: points.map(\.x).max()!, y1: points.map(\.y).max()!)
    guard reach <= Self.reachLimit else { return false }
    var spent = 0
    defer { budget -= spent }
    for (a, b) in zip(points, points.dropFirst()) {
      let (columns, rows) = span(x0: a.x, y0: a.y, x1: b.x, y1: b.y)
      for column in columns {
        for row in rows {
          let bucket = buckets[column * extent.rows + row]
          spent += 1 + bucket.count
          for index in bucket where index != ends.0 && index != ends.1 {
            let card = cards[index]
            if Self.enters(a, b, (card.x + 0.5, card.y + 0.5, card.x + card.width - 0.5, card.y + card.height - 0.5)) {
              return true
            }
          }
        }
      }
    }
    return false
  }

  /// Whether the piece from `a` to `b` enters the open rectangle `box` (Liang–Barsky clipping).
  static func enters(_ a: Point, _ b: Point, _ box: (Double, Double, Double, Double)) -> Bool {
    let (x0, y0, x1, y1) = box
    guard x0 < x1, y0 < y1 else { return false }
    let dx = b.x - a.x
    let dy = b.y - a.y
    var low = 0.0
    var high = 1.0
    for (p, q) in [(-dx, a.x - x0), (dx, x1 - a.x), (-dy, a.y - y0), (dy, y1 - a.y)] {
      if p == 0 {
        if q <= 0 { return false }
      } else {
        let r = q / p
        if p < 0 { low = max(low, r) } else { high = min(high, r) }
        if low >= high { return false }
      }
    }
    return low < high
  }

  /// Whether the straight run from `a` to `b` keeps the clearance from every card: it does not enter a card's
  /// rectangle grown by the clearance. (A run is short, between neighbouring grid lines: a bucket or two.)
  private func isFree(_ a: Point, _ b: Point, clearance c: Double = clearance) -> Bool {
    let (columns, rows) = span(x0: a.x, y0: a.y, x1: b.x, y1: b.y)
    for column in columns {
      for row in rows {
        for index in buckets[column * extent.rows + row] {
          let card = cards[index]
          if Self.enters(a, b, (card.x - c, card.y - c, card.x + card.width + c, card.y + card.height + c)) {
            return false
          }
        }
      }
    }
    return true
  }

  private static func outwards(_ side: Side) -> (dx: Double, dy: Double) {
    switch side {
    case .left: (-1, 0)
    case .right: (1, 0)
    case .top: (0, -1)
    case .bottom: (0, 1)
    }
  }

  /// The corners of a detour from `start` (on side `leaving` of card `ends.0`) to `end` (on side `entering` of card
  /// `ends.1`), both ends included: a straight stub of one clearance out of each card and the lanes between; nil
  /// when none was found within the search's limit.
  mutating func detour(from start: Point, leaving: Side, to end: Point, entering: Side) -> [Point]? {
    let c = Self.clearance
    let out = Self.outwards(leaving)
    let into = Self.outwards(entering)
    let first = (x: start.x + out.dx * c, y: start.y + out.dy * c)
    let last = (x: end.x + into.dx * c, y: end.y + into.dy * c)
    // An end under another card (scenes that overlap on the canvas) cannot be reached without crossing it.
    guard isFree(first, first), isFree(last, last) else { return nil }
    // The grid: the stubs' ends and the lines a clearance off the cards near them, widened (twice at most) to take
    // in the cards that reach out of the first look.
    var x0 = min(first.x, last.x) - Self.margin
    var x1 = max(first.x, last.x) + Self.margin
    var y0 = min(first.y, last.y) - Self.margin
    var y1 = max(first.y, last.y) + Self.margin
    var near: [Int] = []
    for _ in 0..<3 {
      // A region too big for one arrow's share of the page: the arrow keeps its curve.
      let reach = bucketCount(x0: x0, y0: y0, x1: x1, y1: y1)
      guard reach <= Self.reachLimit, budget > 0 else { return nil }
      near = cards(nearX0: x0, y0: y0, x1: x1, y1: y1)
      budget -= reach + near.count
      guard near.count <= Self.nearLimit else { return nil }
      near = near.filter {
        let card = cards[$0]
        return card.x - c < x1 && card.x + card.width + c > x0 && card.y - c < y1 && card.y + card.height + c > y0
      }
      let grown = near.reduce((x0, y0, x1, y1)) { box, index in
        let card = cards[index]
        return (
          min(box.0, card.x - 2 * c), min(box.1, card.y - 2 * c), max(box.2, card.x + card.width + 2 * c),
          max(box.3, card.y + card.height + 2 * c)
        )
      }
      if grown == (x0, y0, x1, y1) { break }
      (x0, y0, x1, y1) = grown
    }
    var xs = [first.x, last.x, x0, x1]
    var ys = [first.y, last.y, y0, y1]
    for index in near {
      let card = cards[index]
      xs += [card.x - c, card.x + card.width + c]
      ys += [card.y - c, card.y + card.height + c]
    }
    xs = Array(Set(xs)).sorted()
    ys = Array(Set(ys)).sorted()
    budget -= xs.count + ys.count
    guard let startColumn = xs.firstIndex(of: first.x), let startRow = ys.firstIndex(of: first.y),
      let endColumn = xs.firstIndex(of: last.x), let endRow = ys.firstIndex(of: last.y)
    else { return nil }
    let path = search(
      xs: xs, ys: ys, from: (startColumn, startRow), heading: Self.direction(out),
      to: (endColumn, endRow), arriving: Self.direction((-into.dx, -into.dy)))
    guard let path else { return nil }
    var corners: [Point] = [start]
    for point in [first] + path.map({ (x: xs[$0.0], y: ys[$0.1]) }) + [last, end] {
      if let previous = corners.last, previous == point { continue }
      if corners.count >= 2 {
        let a = corners[corners.count - 2]
        let b = corners[corners.count - 1]
        if (a.x == b.x && b.x == point.x) || (a.y == b.y && b.y == point.y) { corners.removeLast() }
      }
      corners.append(point)
    }
    centre(&corners)
    return corners
  }

  /// Moves each inner run that steps across (its neighbours leave it to opposite sides, a Z) to the middle of its
  /// lane: halfway between the nearest cards on either side, within its neighbours' ends. A run that goes round a
  /// card (its neighbours on one side, a U) stays a clearance off it.
  private func centre(_ corners: inout [Point]) {
    let c = Self.clearance
    guard corners.count >= 4 else { return }
    for k in 1..<(corners.count - 2) {
      let (before, a, b, after) = (corners[k - 1], corners[k], corners[k + 1], corners[k + 2])
      let vertical = a.x == b.x
      let at = vertical ? a.x : a.y
      let (from, to) = vertical ? (before.x, after.x) : (before.y, after.y)
      guard (from - at) * (to - at) < 0 else { continue }
      var low = min(from, to)
      var high = max(from, to)
      let (along0, along1) = vertical ? (min(a.y, b.y), max(a.y, b.y)) : (min(a.x, b.x), max(a.x, b.x))
      let near =
        vertical
        ? cards(nearX0: low, y0: along0, x1: high, y1: along1) : cards(nearX0: along0, y0: low, x1: along1, y1: high)
      for index in near {
        let card = cards[index]
        let (across0, across1, side0, side1) =
          vertical
          ? (card.y - c, card.y + card.height + c, card.x - c, card.x + card.width + c)
          : (card.x - c, card.x + card.width + c, card.y - c, card.y + card.height + c)
        guard across0 < along1, across1 > along0 else { continue }
        if side1 <= at {
          low = max(low, side1)
        } else if side0 >= at {
          high = min(high, side0)
        } else {
          low = at
          high = at
        }
      }
      let middle = low <= at && at <= high ? (low + high) / 2 : at
      if vertical {
        corners[k].x = middle
        corners[k + 1].x = middle
      } else {
        corners[k].y = middle
        corners[k + 1].y = middle
      }
    }
  }

  /// Right, down, left, up: the four directions of the grid, as steps in column and row.
  private static let steps = [(1, 0), (0, 1), (-1, 0), (0, -1)]

  private static func direction(_ vector: (dx: Double, dy: Double)) -> Int {
    steps.firstIndex { Double($0.0) == vector.dx && Double($0.1) == vector.dy } ?? 0
  }

  /// A* over the grid's crossings, a state being a crossing and the direction the route runs in: a step to a
  /// neighbouring crossing costs its length, a change of direction `bendCost`, turning back is not allowed. The
  /// route starts at `from` running `heading` and must reach `to` running `arriving` (one more bend if it comes in
  /// otherwise). Returns the crossings from `from` to `to`.
  private mutating func search(
    xs: [Double], ys: [Double], from: (Int, Int), heading: Int, to: (Int, Int), arriving: Int
  ) -> [(Int, Int)]? {
    let columns = xs.count
    func key(_ column: Int, _ row: Int, _ direction: Int) -> Int { ((row * columns) + column) * 4 + direction }
    func estimate(_ column: Int, _ row: Int, _ direction: Int) -> Double {
      let dx = xs[to.0] - xs[column]
      let dy = ys[to.1] - ys[row]
      return abs(dx) + abs(dy) + Self.bendCost
        * Double(Self.fewestBends(dx: dx, dy: dy, running: direction, arriving: arriving))
    }
    var cost: [Int: Double] = [key(from.0, from.1, heading): 0]
    var parent: [Int: Int] = [:]
    var open = RouteHeap()
    open.push((estimate(from.0, from.1, heading), 0, key(from.0, from.1, heading)))
    var spent = 0
    let goal = key(to.0, to.1, arriving)
    defer { budget -= spent }
    let limit = min(Self.searchLimit, budget)
    while let (_, g, state) = open.pop() {
      guard g <= cost[state, default: .infinity] else { continue }  // Reached more cheaply since it was pushed.
      spent += 1
      if spent > limit { return nil }
      if state == goal {
        var crossings: [(Int, Int)] = []
        var current: Int? = state
        while let at = current {
          let cell = at / 4
          let point = (cell % columns, cell / columns)
          if crossings.last.map({ $0 != point }) ?? true { crossings.append(point) }
          current = parent[at]
        }
        return crossings.reversed()
      }
      let cell = state / 4
      let (column, row, direction) = (cell % columns, cell / columns, state % 4)
      var moves: [(next: Int, cost: Double)] = []
      if (column, row) == to, direction != arriving, direction != (arriving + 2) % 4 {
        moves.append((goal, g + Self.bendCost))
      }
      for turn in 0..<4 where turn != (direction + 2) % 4 {
        let (nextColumn, nextRow) = (column + Self.steps[turn].0, row + Self.steps[turn].1)
        guard xs.indices.contains(nextColumn), ys.indices.contains(nextRow) else { continue }
        let a = (x: xs[column], y: ys[row])
        let b = (x: xs[nextColumn], y: ys[nextRow])
        guard isFree(a, b) else { continue }
        let length = abs(b.x - a.x) + abs(b.y - a.y)
        moves.append((key(nextColumn, nextRow, turn), g + length + (turn == direction ? 0 : Self.bendCost)))
      }
      for (next, total) in moves where total < cost[next, default: .infinity] {
        cost[next] = total
        parent[next] = state
        let nextCell = next / 4
        open.push((total + estimate(nextCell % columns, nextCell / columns, next % 4), total, next))
      }
    }
    return nil
  }

  /// Spreads the inner runs of different detours that share a line (a lane several arrows run along) 6 points apart,
  /// nested so that they do not cross where they can (`order`), so that each can be followed; a run whose move would bring its arrow within half the
  /// clearance of a card, or shorten a neighbouring run below the clearance, stays. `routes` are corner lists from
  /// `detour`.
  func separate(_ routes: inout [[Point]]) {
    struct Run {
      var route: Int
      var index: Int
      var low: Double
      var high: Double
      var order: (Double, Double)
    }
    var lines: [Line: [Run]] = [:]
    for (route, corners) in routes.enumerated() where corners.count >= 4 {
      for k in 1..<(corners.count - 2) {
        let (a, b) = (corners[k], corners[k + 1])
        let vertical = a.x == b.x
        let line = Line(vertical: vertical, at: vertical ? a.x : a.y)
        let (low, high) = vertical ? (min(a.y, b.y), max(a.y, b.y)) : (min(a.x, b.x), max(a.x, b.x))
        lines[line, default: []].append(
          Run(route: route, index: k, low: low, high: high, order: Self.order(corners, run: k)))
      }
    }
    for line in lines.keys.sorted(by: { ($0.vertical ? 0 : 1, $0.at) < ($1.vertical ? 0 : 1, $1.at) }) {
      let runs = lines[line]!.sorted { ($0.low, $0.route) < ($1.low, $1.route) }
      var start = 0
      while start < runs.count {
        var end = start + 1
        var reach = runs[start].high
        while end < runs.count, runs[end].low < reach {
          reach = max(reach, runs[end].high)
          end += 1
        }
        let group = runs[start..<end].sorted { ($0.order.0, $0.order.1, $0.route) < ($1.order.0, $1.order.1, $1.route) }
        start = end
        guard group.count > 1 else { continue }
        for (rank, run) in group.enumerated() {
          let offset = (Double(rank) - Double(group.count - 1) / 2) * 6
          var corners = routes[run.route]
          let k = run.index
          if line.vertical {
            corners[k].x += offset
            corners[k + 1].x += offset
          } else {
            corners[k].y += offset
            corners[k + 1].y += offset
          }
          let kept = (k - 1...k + 1).allSatisfy { j in
            let (old0, old1) = (routes[run.route][j], routes[run.route][j + 1])
            var (new0, new1) = (corners[j], corners[j + 1])
            let length = abs(new1.x - new0.x) + abs(new1.y - new0.y)
            let sameWay = (old1.x - old0.x) * (new1.x - new0.x) + (old1.y - old0.y) * (new1.y - new0.y) > 0
            guard sameWay, length >= Self.clearance else { return false }
            // The first and last runs start on their cards: only their part beyond the clearance is checked.
            let (ux, uy) = ((new1.x - new0.x) / length, (new1.y - new0.y) / length)
            if j == 0 { new0 = (new0.x + ux * Self.clearance, new0.y + uy * Self.clearance) }
            if j + 2 == corners.count { new1 = (new1.x - ux * Self.clearance, new1.y - uy * Self.clearance) }
            return isFree(new0, new1, clearance: Self.clearance / 2)
          }
          if kept { routes[run.route] = corners }
        }
      }
    }
  }

  /// Where a run should lie among the runs sharing its line, smaller first (left of a vertical line, above a
  /// horizontal one), so that arrows nest instead of crossing: at each end, a run whose arrow turns off there to one
  /// side keeps to that side the earlier it turns; then the one whose neighbouring runs reach less far keeps outside.
  private static func order(_ corners: [Point], run k: Int) -> (Double, Double) {
    let (a, b) = (corners[k], corners[k + 1])
    let vertical = a.x == b.x
    func along(_ p: Point) -> Double { vertical ? p.y : p.x }
    func across(_ p: Point) -> Double { vertical ? p.x : p.y }
    // The run's first end (top or left) with the corner its neighbour runs to there, and its second end.
    let (first, firstNext, second, secondNext) =
      along(a) <= along(b) ? (a, corners[k - 1], b, corners[k + 2]) : (b, corners[k + 2], a, corners[k - 1])
    let turnsFirst = (across(firstNext) - across(first)).sign == .minus ? -1.0 : 1.0
    let turnsSecond = (across(secondNext) - across(second)).sign == .minus ? -1.0 : 1.0
    return (turnsFirst * along(first) - turnsSecond * along(second), across(firstNext) + across(secondNext))
  }

  private struct Line: Hashable {
    var vertical: Bool
    var at: Double
  }

  /// The fewest bends from running `running` to arriving at a point `dx`, `dy` away running `arriving`, with nothing
  /// in the way (so never more than the route needs: the search's estimate stays a lower bound). Straight on when the
  /// point lies ahead on the line; one bend when it lies ahead of both directions (or is the point itself); else the
  /// directions' parity: two bends to end running the same way or back, three to end across.
  static func fewestBends(dx: Double, dy: Double, running: Int, arriving: Int) -> Int {
    let (ax, ay) = (Double(steps[running].0), Double(steps[running].1))
    let (bx, by) = (Double(steps[arriving].0), Double(steps[arriving].1))
    if dx == 0, dy == 0 { return running == arriving ? 0 : running == (arriving + 2) % 4 ? 2 : 1 }
    let ahead = dx * ax + dy * ay
    let aside = dx * ay - dy * ax
    if running == arriving { return aside == 0 && ahead >= 0 ? 0 : 2 }
    if running == (arriving + 2) % 4 { return 2 }
    return ahead >= 0 && dx * bx + dy * by > 0 ? 1 : 3
  }

  /// An SVG path through `corners` in straight runs, each corner rounded.
  static func path(through corners: [Point]) -> String {
    func n(_ value: Double) -> String { WireframeSVG.number(value) }
    guard let first = corners.first else { return "" }
    var d = "M\(n(first.x)) \(n(first.y))"
    for index in corners.indices.dropFirst().dropLast() {
      let (a, b, c) = (corners[index - 1], corners[index], corners[index + 1])
      let before = abs(b.x - a.x) + abs(b.y - a.y)
      let after = abs(c.x - b.x) + abs(c.y - b.y)
      let r = min(radius, before / 2, after / 2)
      let enter = (x: b.x - (b.x - a.x) / before * r, y: b.y - (b.y - a.y) / before * r)
      let leave = (x: b.x + (c.x - b.x) / after * r, y: b.y + (c.y - b.y) / after * r)
      d += "L\(n(enter.x)) \(n(enter.y))Q\(n(b.x)) \(n(b.y)) \(n(leave.x)) \(n(leave.y))"
    }
    if let last = corners.last, corners.count > 1 { d += "L\(n(last.x)) \(n(last.y))" }
    return d
  }
}

/// A binary min-heap of (estimate, cost so far, state): among equal estimates the state furthest along comes first
/// (the search runs straight at its goal instead of widening over every equally short route), then the smaller
/// state, so that the search is deterministic.
private struct RouteHeap {
  private var items: [(Double, Double, Int)] = []

  private static func less(_ a: (Double, Double, Int), _ b: (Double, Double, Int)) -> Bool {
    a.0 < b.0 || (a.0 == b.0 && (a.1 > b.1 || (a.1 == b.1 && a.2 < b.2)))
  }

  mutating func push(_ item: (Double, Double, Int)) {
    items.append(item)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.less(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> (Double, Double, Int)? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let top = items.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count, Self.less(items[left], items[smallest]) { smallest = left }
      if right < items.count, Self.less(items[right], items[smallest]) { smallest = right }
      if smallest == parent { break }
      items.swapAt(parent, smallest)
      parent = smallest
    }
    return top
  }
}

extension Double {
  fileprivate func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
