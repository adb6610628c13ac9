public import Foundation

/// A set of objects held strongly or weakly: Foundation's `NSHashTable`, which swift-corelibs-foundation lacks.
///
/// Apps keep their multicast delegates in one (`NSHashTable<AnyObject>.weakObjects()`). Members are compared by
/// identity, as with Foundation's object-personality options. A weak table drops an object when it is gone: it no
/// longer counts, is not in `allObjects` and is not contained. Not thread-safe, as Foundation's is not.
open class NSHashTable<ObjectType: AnyObject>: NSObject {
  private struct Member {
    weak var weakObject: ObjectType?
    var strongObject: ObjectType?
    var object: ObjectType? { strongObject ?? weakObject }
  }

  private let holdsWeakly: Bool
  private var members: [Member] = []

  /// An empty table that holds its objects strongly.
  public override init() {
    holdsWeakly = false
    super.init()
  }

  private init(weakly: Bool) {
    holdsWeakly = weakly
    super.init()
  }

  /// An empty table that holds its objects strongly.
  open class func strongObjects() -> NSHashTable<ObjectType> { NSHashTable(weakly: false) }

  /// An empty table that holds its objects weakly.
  open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(weakly: true) }

  private var live: [ObjectType] { members.compactMap(\.object) }

  /// Adds `object`, unless it is `nil` or in the table already.
  open func add(_ object: ObjectType?) {
    guard let object, !contains(object) else { return }
    members.removeAll { $0.object == nil }
    members.append(holdsWeakly ? Member(weakObject: object) : Member(strongObject: object))
  }

  /// Removes `object`, if the table has it.
  open func remove(_ object: ObjectType?) {
    guard let object else { return }
    members.removeAll { $0.object == nil || $0.object === object }
  }

  /// Removes every object.
  open func removeAllObjects() { members.removeAll() }

  /// Whether the table has `anObject`.
  open func contains(_ anObject: ObjectType?) -> Bool {
    guard let anObject else { return false }
    return members.contains { $0.object === anObject }
  }

  /// The objects the table has, in the order they were added.
  open var allObjects: [ObjectType] { live }

  /// How many objects the table has.
  open var count: Int { live.count }

  /// One of the objects, or `nil` when the table is empty.
  open var anyObject: ObjectType? { live.first }
}
