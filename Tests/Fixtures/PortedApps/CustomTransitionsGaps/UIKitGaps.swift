// A pan recognizer declared in the app's module, as a team would for a test: it keeps its translation and a velocity
// the test sets (SegueKit's gesture recognizers are simulated, not fed touches), and shadows SegueKit's. CI ports the
// app with this folder as a second source folder.
import Foundation
import SegueKit

class UIPanGestureRecognizer: UIGestureRecognizer {
  var maximumNumberOfTouches = Int.max
  var minimumNumberOfTouches = 1
  private var translation = CGPoint.zero
  /// What `velocity(in:)` answers; the test sets it as a finger would.
  var simulatedVelocity = CGPoint.zero

  func translation(in view: UIView?) -> CGPoint { translation }

  func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }

  func velocity(in view: UIView?) -> CGPoint { simulatedVelocity }
}
