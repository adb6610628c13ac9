public import SeguePictures

/// A wireframe's box as one line of a golden list, for the tests of wireframes and running screens:
/// `kind x,y widthxheight text` (`-` without text), numbers to two decimals at most (`button 0,512 64x48 Cart`).
public enum BoxLine {
  /// The line of `box`; `marksHidden` adds ` hidden` to a hidden box's.
  public static func line(_ box: Box, marksHidden: Bool = false) -> String {
    func number(_ value: Double) -> String {
      let rounded = (value * 100).rounded() / 100
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    let frame = box.frame
    return "\(box.kind) \(number(frame.x)),\(number(frame.y)) \(number(frame.width))x\(number(frame.height)) "
      + (box.text ?? "-") + (marksHidden && box.isHidden ? " hidden" : "")
  }
}
