// The two UIKit names Custom Transitions uses that SegueKit does not have yet, declared in the app's module as a
// team would while waiting for them: a pan recognizer that keeps its translation and velocity (SegueKit's gesture
// recognizers are simulated, not fed touches) and UIButton's iOS 15 configuration initializer. CI ports the app with
// this folder as a second source folder.
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

extension UIButton {
  struct Configuration {
    static func borderedProminent() -> Configuration { Configuration() }
  }

  convenience init(configuration: Configuration, primaryAction: UIAction?) {
    self.init(primaryAction: primaryAction)
  }
}
