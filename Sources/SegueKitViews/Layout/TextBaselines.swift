internal import Foundation

/// Where a view's first and last baselines sit, for the layout pass: each is a share of the view's height plus a
/// distance, measured from the view's top, so that it stays linear in the view's frame.
///
/// Text centred vertically (a label's text, a button's title, a text field's text) puts its lines' block at half the
/// height less half the block; text from the top (a text view's) at its inset. The first baseline is the first line's
/// ascender below the block's top, the last one the font's descender above its bottom (San Francisco's lines are
/// ascender plus descender tall, with no leading).
package struct TextBaselines: Equatable {
  package struct Position: Equatable {
    package var heightShare: Double
    package var offset: Double
  }

  package var first: Position
  package var last: Position

  /// Lines `blockHeight` tall in `font`, centred vertically in the view and moved down by `shift`.
  package static func centred(blockHeight: CGFloat, font: UIFont, shift: CGFloat = 0) -> TextBaselines {
    let top = Double(shift - blockHeight / 2)
    return TextBaselines(
      first: Position(heightShare: 0.5, offset: top + Double(font.ascender)),
      last: Position(heightShare: 0.5, offset: top + Double(blockHeight + font.descender)))
  }

  /// Lines `blockHeight` tall in `font`, starting `inset` below the view's top.
  package static func fromTop(inset: CGFloat, blockHeight: CGFloat, font: UIFont) -> TextBaselines {
    TextBaselines(
      first: Position(heightShare: 0, offset: Double(inset + font.ascender)),
      last: Position(heightShare: 0, offset: Double(inset + blockHeight + font.descender)))
  }

  /// The baseline's distance from the top of a view `height` tall.
  package func distance(first: Bool, height: CGFloat) -> CGFloat {
    let position = first ? self.first : last
    return CGFloat(position.heightShare) * height + CGFloat(position.offset)
  }
}
