import Foundation
import StoryboardFormat

// A storyboard's gesture recognizers, of the kind its element names, with their settings. Interface Builder's
// elements: `tapGestureRecognizer` (`numberOfTapsRequired`, `numberOfTouchesRequired`), `swipeGestureRecognizer`
// (`direction`), `panGestureRecognizer` (`minimumNumberOfTouches`), `pongPressGestureRecognizer` (Interface Builder's
// own spelling for a long press; `minimumPressDuration`), `pinchGestureRecognizer`,
// `screenEdgePanGestureRecognizer` (`edges` is not written: set in code); `cancelsTouchesInView`,
// `delaysTouchesBegan`, `delaysTouchesEnded` and `enabled` on each.
extension StoryboardViewLoader {
  static func gestureRecognizer(_ object: StoryboardObject) -> UIGestureRecognizer {
    let attributes = object.attributes
    func integer(_ name: String) -> Int? { attributes[name].flatMap { Int($0) } }
    let recognizer: UIGestureRecognizer
    switch object.element {
    case "tapGestureRecognizer":
      let tap = UITapGestureRecognizer(target: nil, action: nil)
      if let taps = integer("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
      if let touches = integer("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
      recognizer = tap
    case "swipeGestureRecognizer":
      let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
      switch attributes["direction"] {
      case "left": swipe.direction = .left
      case "up": swipe.direction = .up
      case "down": swipe.direction = .down
      default: break
      }
      recognizer = swipe
    case "panGestureRecognizer":
      let pan = UIPanGestureRecognizer(target: nil, action: nil)
      if let touches = integer("minimumNumberOfTouches") { pan.minimumNumberOfTouches = touches }
      recognizer = pan
    case "pongPressGestureRecognizer":
      let press = UILongPressGestureRecognizer(target: nil, action: nil)
      if let duration = attributes["minimumPressDuration"].flatMap(Double.init) {
        press.minimumPressDuration = duration
      }
      recognizer = press
    case "pinchGestureRecognizer":
      recognizer = UIPinchGestureRecognizer(target: nil, action: nil)
    case "screenEdgePanGestureRecognizer":
      recognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    default:
      recognizer = UIGestureRecognizer(target: nil, action: nil)
    }
    if attributes["cancelsTouchesInView"] == "NO" { recognizer.cancelsTouchesInView = false }
    if attributes["delaysTouchesBegan"] == "YES" { recognizer.delaysTouchesBegan = true }
    if attributes["delaysTouchesEnded"] == "NO" { recognizer.delaysTouchesEnded = false }
    if attributes["enabled"] == "NO" { recognizer.isEnabled = false }
    return recognizer
  }
}
