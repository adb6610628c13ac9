import Foundation
import Synchronization

/// Sets the value associated with `object` under `key` (the address of a variable the caller owns), kept as `policy`
/// says; `nil` removes it.
///
/// Objective-C's runtime function (`<objc/runtime.h>`), which libraries over UIKit use to add stored state in
/// extensions (SnapKit's constraints, Toast-Swift's queues). `object` must be a class instance to keep anything: a
/// Swift value is boxed anew at each call, as Objective-C boxes it.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, or `nil`: Objective-C's runtime function.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.value(of: object as AnyObject, key)
}

/// Removes every value associated with `object`: Objective-C's runtime function.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.removeAll(of: ObjectIdentifier(object as AnyObject))
}

/// The associated objects' side table: per object, by identity, holding its owner weakly.
///
/// Objective-C releases an object's associated values when the object is deallocated. Swift on Linux has no hook
/// into the deallocation of an arbitrary object, so: UIKit's responders (views, view controllers, windows) and layout
/// constraints release theirs in their `deinit`, at once, as on iOS; for any other object the entry's weak owner
/// turns `nil`, a new object at the same address starts empty, and the values are released by the next sweep, which
/// runs when the table has doubled since the last one (so the table stays proportional to the live owners). Values
/// are released outside the lock, since their own `deinit` may use the table.
package enum AssociatedObjects {
  private enum Stored {
    case strong(Any)
    case weak(Weak)
  }

  private struct Weak {
    weak var object: AnyObject?
  }

  private struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Stored] = [:]
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  nonisolated(unsafe) private static var sweepAt = 64
  /// Whether anything was ever associated: until then a `deinit` costs one atomic load, not the lock.
  private static let inUse = Atomic<Bool>(false)

  /// How many objects have associated values (dead owners not swept yet included). Not in Objective-C.
  package static var ownerCount: Int { lock.withLock { entries.count } }

  static func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let stored: Stored? = value.map { value in
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN:
        // Only a class instance can be held weakly; `type(of:)` tells a boxed Swift value from one.
        type(of: value) is AnyClass ? .weak(Weak(object: value as AnyObject)) : .strong(value)
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        .strong((value as? any NSCopying)?.copy(with: nil) ?? value)
      case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        .strong(value)
      }
    }
    if stored != nil { inUse.store(true, ordering: .relaxed) }
    // What the table lets go of is released after the lock is given back.
    var released: [Any] = []
    lock.withLock {
      let id = ObjectIdentifier(owner)
      var entry: Entry
      if let existing = entries[id], existing.owner === owner {
        entry = existing
      } else {
        released += entries[id].map { [$0.values] } ?? []
        entry = Entry(owner: owner)
      }
      released += entry.values[key].map { [$0] } ?? []
      entry.values[key] = stored
      entries[id] = entry.values.isEmpty ? nil : entry
      if entries.count >= sweepAt {
        let dead = entries.filter { $0.value.owner == nil }
        for id in dead.keys { entries[id] = nil }
        released += dead.values.map(\.values)
        sweepAt = max(64, entries.count * 2)
      }
    }
    withExtendedLifetime(released) {}
  }

  static func value(of owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    let stored = lock.withLock { () -> Stored? in
      guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
      return entry.values[key]
    }
    switch stored {
    case .strong(let value): return value
    case .weak(let reference): return reference.object
    case nil: return nil
    }
  }

  /// Releases what the object at `id` had; a `deinit` calls it (the owner's weak reference is `nil` by then).
  package static func removeAll(of id: ObjectIdentifier) {
    guard inUse.load(ordering: .relaxed) else { return }
    let released = lock.withLock { entries.removeValue(forKey: id) }
    withExtendedLifetime(released) {}
  }
}
