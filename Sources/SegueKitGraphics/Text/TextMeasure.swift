package import Foundation

/// Measures text the way UIKit lays it out on a device, without its fonts. Not in UIKit.
///
/// iOS's system font cannot be shipped, so widths come from Inter (``SystemFontWidths``), a typeface drawn to the
/// same proportions, in the font's weight, scaled by size with ``sizeScale(_:)``. That curve is the median ratio of
/// the label widths Xcode stored in the corpus storyboards to Inter's widths at each size (375 single-line labels whose
/// stored width is their text's): it carries San Francisco's narrower letters and its tracking, which tightens as the
/// size grows. Half of those labels measure within one pixel of Xcode's width; the median error is under 1%.
///
/// Heights are San Francisco's own: a line is 2,444/2,048 of the point size (a 17-point line is 20.287 points), which
/// every single-line system-font label height in the corpus agrees with once rounded up to the pixel. Other fonts are
/// measured with the same widths and line height: their names choose only the weight.
package enum TextMeasure {
  /// The height of one line of `font`, in points.
  package static func lineHeight(_ font: UIFont) -> CGFloat { font.pointSize * 2444 / 2048 }

  /// The width of `text` in `font` on one line, in points, not rounded; `kern` points follow each character.
  package static func width<Text: StringProtocol>(of text: Text, font: UIFont, kern: CGFloat = 0) -> CGFloat {
    let table = widths(for: font)
    let scale = font.pointSize * sizeScale(font.pointSize) / 1000
    let monospaced = isMonospaced(font)
    var width: CGFloat = 0
    for character in text {
      guard let scalar = character.unicodeScalars.first else { continue }
      let units = monospaced ? (isZeroWidth(scalar) ? 0 : 602) : advance(of: scalar, in: table)
      width += CGFloat(units) * scale + (units > 0 ? kern : 0)
    }
    return width
  }

  /// A stretch of text in one font: what ``lines(of:maxWidth:maxLines:)`` lays out.
  package struct Run {
    package var text: String
    package var font: UIFont
    package var kern: CGFloat

    package init(_ text: String, font: UIFont, kern: CGFloat = 0) {
      (self.text, self.font, self.kern) = (text, font, kern)
    }
  }

  /// The size of one laid-out line, not rounded.
  package struct Line: Equatable {
    package var width: CGFloat
    package var height: CGFloat
  }

  /// The lines `runs` break into to fit `maxWidth` (`.greatestFiniteMagnitude`: one line per paragraph), at most
  /// `maxLines` of them (0: all). As UIKit's word wrapping: lines break after spaces and hyphens and at line breaks; a
  /// word longer than a line breaks between characters; a line's trailing spaces take no width; a line is as tall as
  /// its tallest font's line.
  package static func lines(of runs: [Run], maxWidth: CGFloat, maxLines: Int = 0) -> [Line] {
    var lines: [Line] = []
    var line = LineInProgress()
    var height: CGFloat = 0
    for run in runs {
      height = lineHeight(run.font)
      for character in run.text {
        if character.isNewline {
          lines.append(line.finished(height: height))
          line = LineInProgress()
          continue
        }
        line.append(
          Glyph(
            width: width(of: String(character), font: run.font, kern: run.kern), height: height,
            breaksAfter: character == " " || character == "-", isSpace: character == " "))
        if line.usedWidth > maxWidth, line.glyphs.count > 1 {
          // Over the width: break after the last space or hyphen before this character, else just before it.
          let breakAt = line.glyphs.dropLast().lastIndex { $0.breaksAfter }.map { $0 + 1 } ?? line.glyphs.count - 1
          let rest = line.glyphs[breakAt...]
          line.glyphs.removeSubrange(breakAt...)
          lines.append(line.finished(height: height))
          line = LineInProgress()
          for glyph in rest { line.append(glyph) }
        }
      }
    }
    if !line.glyphs.isEmpty || lines.isEmpty || runs.last?.text.last?.isNewline == true {
      lines.append(line.finished(height: height))
    }
    return maxLines > 0 ? Array(lines.prefix(maxLines)) : lines
  }

  private struct Glyph {
    var width: CGFloat
    var height: CGFloat
    var breaksAfter: Bool
    var isSpace: Bool
  }

  /// The line being filled: its glyphs, their total width and the width of its trailing spaces.
  private struct LineInProgress {
    var glyphs: [Glyph] = []
    private var total: CGFloat = 0
    private var trailingSpaces: CGFloat = 0

    /// The width the line takes: its trailing spaces hang past the edge.
    var usedWidth: CGFloat { total - trailingSpaces }

    mutating func append(_ glyph: Glyph) {
      glyphs.append(glyph)
      total += glyph.width
      trailingSpaces = glyph.isSpace ? trailingSpaces + glyph.width : 0
    }

    /// The line's size; `height` (the current font's line) when it holds nothing.
    func finished(height: CGFloat) -> Line {
      let visible = glyphs.reversed().drop { $0.isSpace }
      return Line(width: visible.reduce(0) { $0 + $1.width }, height: glyphs.map(\.height).max() ?? height)
    }
  }

  /// The ratio of San Francisco's widths to Inter's at `size`: the corpus labels' median at each size with enough
  /// labels (12, 15, 16, 17, 20 and 38 points), joined by straight lines and flat beyond.
  package static func sizeScale(_ size: CGFloat) -> CGFloat {
    let points: [(size: CGFloat, scale: CGFloat)] = [
      (12, 0.989), (15, 0.975), (16, 0.955), (17, 0.951), (20, 0.928), (38, 0.915),
    ]
    guard let upper = points.firstIndex(where: { $0.size >= size }) else { return points[points.count - 1].scale }
    guard upper > 0 else { return points[0].scale }
    let (low, high) = (points[upper - 1], points[upper])
    return low.scale + (high.scale - low.scale) * (size - low.size) / (high.size - low.size)
  }

  /// The width table for the font's weight: a system font's own, else the one its name suggests (`Avenir-Heavy`).
  private static func widths(for font: UIFont) -> [UInt16] {
    if let weight = font.weight {
      switch weight.rawValue {
      case ..<(-0.2): return SystemFontWidths.light
      case ..<0.15: return SystemFontWidths.regular
      case ..<0.27: return SystemFontWidths.medium
      case ..<0.35: return SystemFontWidths.semibold
      case ..<0.5: return SystemFontWidths.bold
      default: return SystemFontWidths.heavy
      }
    }
    let name = font.fontName.lowercased()
    let byName: [(String, [UInt16])] = [
      ("black", SystemFontWidths.heavy), ("heavy", SystemFontWidths.heavy), ("extrabold", SystemFontWidths.heavy),
      ("semibold", SystemFontWidths.semibold), ("demibold", SystemFontWidths.semibold),
      ("bold", SystemFontWidths.bold), ("medium", SystemFontWidths.medium), ("light", SystemFontWidths.light),
      ("thin", SystemFontWidths.light),
    ]
    return byName.first { name.contains($0.0) }?.1 ?? SystemFontWidths.regular
  }

  /// Monospaced fonts: every character is SF Mono's 1,233/2,048 of an em wide (Menlo and Courier are within 1%).
  private static func isMonospaced(_ font: UIFont) -> Bool {
    let name = font.fontName.lowercased()
    return name.contains("mono") || name.hasPrefix("courier") || name.hasPrefix("menlo")
  }

  /// A character's advance in thousandths of an em.
  private static func advance(of scalar: Unicode.Scalar, in table: [UInt16]) -> Int {
    let value = scalar.value
    if (32...126).contains(value) { return Int(table[Int(value) - 32]) }
    if isZeroWidth(scalar) { return 0 }
    // An accented Latin letter is as wide as its base letter.
    if let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first,
      (32...126).contains(base.value)
    {
      return Int(table[Int(base.value) - 32])
    }
    if isWide(value) { return 1000 }
    // An emoji's picture is wider than an em [I].
    if scalar.properties.isEmojiPresentation { return 1250 }
    return Int(table[Int(("n" as Unicode.Scalar).value) - 32])
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return false
    }
  }

  /// East Asian wide and full-width characters (Unicode's East Asian Width property W and F): one em each.
  private static func isWide(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
  }
}
