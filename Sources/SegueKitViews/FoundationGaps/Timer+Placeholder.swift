public import Foundation

extension Timer {
  /// A timer that is not scheduled and not valid: what apps use as a placeholder before they schedule the real one
  /// (`var timer = Timer()`, then `if !timer.isValid { … }`).
  ///
  /// Not in swift-corelibs-foundation: Darwin's `Timer` inherits `NSObject`'s `init()`; Linux's has only the
  /// initializers that take an interval and a block. This one makes such a timer and invalidates it at once, so it
  /// never fires. Its one parameter has a default so that the call reads `Timer()`: an extension cannot declare
  /// `init()` itself, which `NSObject` has (not in Foundation).
  public convenience init(_ placeholder: Void = ()) {
    self.init(timeInterval: 0, repeats: false) { _ in }
    invalidate()
  }
}
