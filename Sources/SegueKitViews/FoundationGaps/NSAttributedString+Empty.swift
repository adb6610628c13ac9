public import Foundation

extension NSAttributedString {
  /// An empty attributed string, as `NSAttributedString()` is on Darwin (`NSObject`'s `init()`).
  ///
  /// Not in swift-corelibs-foundation, whose `NSAttributedString` has only `init(string:)` and its relatives. Its one
  /// parameter has a default so that the call reads `NSAttributedString()`: an extension cannot declare `init()`
  /// itself, which `NSObject` has (not in Foundation).
  public convenience init(_ empty: Void = ()) {
    self.init(string: "")
  }
}
