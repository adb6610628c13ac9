import Foundation
import Testing

/// Reads an explorer page back and finds the arrows drawn across a scene card other than their two ends: the cards
/// from the page's data (`box`), each arrow's ends from its link, its line from the `d` of its `<path>`. A path is
/// followed as SVG draws it (`M`, `L`, `H`, `V`, `C`, `Q`, absolute; curves cut into 32 straight pieces), and a card
/// counts as crossed when a piece enters its inside (half a point in from its edge, so an arrow running along an edge
/// or touching a corner does not count). Independent of how the page routes its arrows, so that a test of the
/// routing can trust it.
enum ArrowCrossings {
  struct Box {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
  }

  /// The positions (`l` ids) of the links whose arrows cross a card other than their ends, in order, each with the
  /// cards it crosses and whether one of its ends lies inside another card (scenes that overlap on the canvas: no
  /// line reaches that end without crossing the card over it).
  static func crossing(_ html: String) throws -> [(link: Int, cards: [Int], endCovered: Bool)] {
    let data = try ExplorerHTMLTests.data(html)
    let scenes = try #require(data["scenes"] as? [[String: Any]])
    let boxes = try scenes.map { scene -> Box in
      let box = try #require(scene["box"] as? [Double])
      return Box(x0: box[0], y0: box[1], x1: box[0] + box[2], y1: box[1] + box[3])
    }
    let links = try #require(data["links"] as? [[String: Any]])
    var result: [(link: Int, cards: [Int], endCovered: Bool)] = []
    for (position, d) in paths(html) {
      let link = links[position]
      guard let from = link["from"] as? Int, let to = link["to"] as? Int else { continue }
      let points = flatten(d)
      var crossed: [Int] = []
      for (index, box) in boxes.enumerated() where index != from && index != to {
        if zip(points, points.dropFirst()).contains(where: { enters($0, $1, box) }) { crossed.append(index) }
      }
      guard !crossed.isEmpty, let first = points.first, let last = points.last else { continue }
      let covered = crossed.contains { enters(first, first, boxes[$0]) || enters(last, last, boxes[$0]) }
      result.append((position, crossed, covered))
    }
    return result
  }

  /// Each drawn link's position and the `d` of its path.
  static func paths(_ html: String) -> [(Int, String)] {
    html.components(separatedBy: "<g class=\"link\" id=\"l").dropFirst().compactMap { tail in
      guard let position = Int(tail.prefix { $0.isNumber }), let start = tail.range(of: " d=\"") else { return nil }
      return (position, String(tail[start.upperBound...].prefix { $0 != "\"" }))
    }
  }

  /// The points SVG draws `d` through.
  static func flatten(_ d: String) -> [(Double, Double)] {
    var tokens: [String] = []
    var number = ""
    for character in d {
      if character.isLetter, character != "e" {
        if !number.isEmpty { tokens.append(number) }
        number = ""
        tokens.append(String(character))
      } else if character == " " || character == "," || (character == "-" && !number.isEmpty && number.last != "e") {
        if !number.isEmpty { tokens.append(number) }
        number = character == "-" ? "-" : ""
      } else {
        number.append(character)
      }
    }
    if !number.isEmpty { tokens.append(number) }
    var points: [(Double, Double)] = []
    var command = "M"
    var index = 0
    func next() -> Double {
      defer { index += 1 }
      return Double(tokens[index]) ?? .nan
    }
    while index < tokens.count {
      if Double(tokens[index]) == nil {
        command = tokens[index]
        index += 1
      }
      let current = points.last ?? (0, 0)
      switch command {
      case "M", "L": points.append((next(), next()))
      case "H": points.append((next(), current.1))
      case "V": points.append((current.0, next()))
      case "C":
        let (c1, c2, end) = ((next(), next()), (next(), next()), (next(), next()))
        for step in 1...32 {
          let t = Double(step) / 32
          let u = 1 - t
          points.append(
            (
              u * u * u * current.0 + 3 * u * u * t * c1.0 + 3 * u * t * t * c2.0 + t * t * t * end.0,
              u * u * u * current.1 + 3 * u * u * t * c1.1 + 3 * u * t * t * c2.1 + t * t * t * end.1
            ))
        }
      case "Q":
        let (c, end) = ((next(), next()), (next(), next()))
        for step in 1...32 {
          let t = Double(step) / 32
          let u = 1 - t
          points.append(
            (
              u * u * current.0 + 2 * u * t * c.0 + t * t * end.0, u * u * current.1 + 2 * u * t * c.1 + t * t * end.1
            ))
        }
      default:
        Issue.record("unexpected path command '\(command)' in '\(d)'")
        return points
      }
    }
    return points
  }

  /// Whether the piece from `a` to `b` enters `box`'s inside, half a point in from its edges (Liang–Barsky clipping).
  static func enters(_ a: (Double, Double), _ b: (Double, Double), _ box: Box) -> Bool {
    let (x0, y0, x1, y1) = (box.x0 + 0.5, box.y0 + 0.5, box.x1 - 0.5, box.y1 - 0.5)
    guard x0 < x1, y0 < y1 else { return false }
    let dx = b.0 - a.0
    let dy = b.1 - a.1
    var low = 0.0
    var high = 1.0
    for (p, q) in [(-dx, a.0 - x0), (dx, x1 - a.0), (-dy, a.1 - y0), (dy, y1 - a.1)] {
      if p == 0 {
        if q <= 0 { return false }
      } else {
        let r = q / p
        if p < 0 { low = max(low, r) } else { high = min(high, r) }
      }
    }
    return low < high
  }
}
