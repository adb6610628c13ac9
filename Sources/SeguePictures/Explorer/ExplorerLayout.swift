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
      let placed = local.indices.filter { !unplaced.contains($0) }
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

  /// The SVG path of an arrow from `from`'s card to `to`'s: side to side when they sit apart horizontally, top to
  /// bottom otherwise; a loop over the card's top right corner when they are the same (an unwind to its Exit).
  static func path(from: Card, to: Card, same: Bool) -> String {
    func n(_ value: Double) -> String { WireframeSVG.number(value) }
    if same {
      let x = from.x + from.width
      let y = from.y + headingHeight
      return "M\(n(x - 40)) \(n(y))C\(n(x - 40)) \(n(y - 90)) \(n(x + 90)) \(n(y - 40)) \(n(x)) \(n(y + 40))"
    }
    let fromCenter = (x: from.x + from.width / 2, y: from.y + from.height / 2)
    let toCenter = (x: to.x + to.width / 2, y: to.y + to.height / 2)
    let dx = toCenter.x - fromCenter.x
    let dy = toCenter.y - fromCenter.y
    if abs(dx) >= abs(dy) * 0.6 || abs(dx) > (from.width + to.width) / 2 {
      let start = (x: dx >= 0 ? from.x + from.width : from.x, y: fromCenter.y)
      let end = (x: dx >= 0 ? to.x : to.x + to.width, y: toCenter.y)
      let bend = max(abs(end.x - start.x) / 2, 60) * (dx >= 0 ? 1 : -1)
      return "M\(n(start.x)) \(n(start.y))C\(n(start.x + bend)) \(n(start.y)) \(n(end.x - bend)) \(n(end.y)) "
        + "\(n(end.x)) \(n(end.y))"
    }
    let start = (x: fromCenter.x, y: dy >= 0 ? from.y + from.height : from.y)
    let end = (x: toCenter.x, y: dy >= 0 ? to.y : to.y + to.height)
    let bend = max(abs(end.y - start.y) / 2, 60) * (dy >= 0 ? 1 : -1)
    return "M\(n(start.x)) \(n(start.y))C\(n(start.x)) \(n(start.y + bend)) \(n(end.x)) \(n(end.y - bend)) "
      + "\(n(end.x)) \(n(end.y))"
  }
}
