/// How an associated object is kept: Objective-C's `objc_AssociationPolicy`, with its raw values.
///
/// `OBJC_ASSOCIATION_ASSIGN` keeps an object weakly (`nil` once it is gone, where Objective-C leaves a dangling
/// pointer); the `RETAIN` policies keep the value; the `COPY` policies keep `copy()` of an `NSCopying` object and the
/// value itself otherwise (a Swift value is a copy already). The atomic and non-atomic forms behave alike: every
/// access takes one lock.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference to an object (a value that is not an object is kept as is).
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference, not atomic.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy, not atomic.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, atomic.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy, atomic.
  case OBJC_ASSOCIATION_COPY = 771
}
