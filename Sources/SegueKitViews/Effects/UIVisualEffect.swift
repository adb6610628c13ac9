public import Foundation

/// A visual effect for a visual-effect view: a blur or a vibrancy.
///
/// Mirrors UIKit's `UIVisualEffect`; recorded, not drawn.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
  public override init() {
    super.init()
  }
}
