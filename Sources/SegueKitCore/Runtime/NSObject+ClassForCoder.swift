public import Foundation

extension NSObject {
  /// The class to archive in place of the receiving class: the class itself, as NSObject's default.
  ///
  /// Mirrors Objective-C's `+[NSObject classForCoder]`, which apps call as `UITableViewCell.classForCoder()` to
  /// register a cell class; Linux's Foundation has only the instance property.
  public class func classForCoder() -> AnyClass { self }
}
