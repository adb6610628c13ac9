import Foundation

// Darwin's Foundation has these, with the Objective-C runtime.
#if !canImport(ObjectiveC)
  /// Foundation's selector-based observers, which swift-corelibs-foundation leaves out (they need the Objective-C
  /// runtime): the notification is sent to the observer as a target-action, through `SelectorActionTarget` or its
  /// class's ``StoryboardConnections`` table (which `segue port` generates for every `#selector` target), with the
  /// `Notification` as the argument.
  extension NotificationCenter {
    /// Sends `aSelector` to `observer` for each notification named `aName` (any when `nil`) from `anObject` (any when
    /// `nil`): at once when posted on the main actor, else on the main queue's next drain.
    ///
    /// Mirrors Foundation's `addObserver(_:selector:name:object:)`. The center keeps `observer` weakly, as Foundation
    /// has since iOS 9: a deallocated observer gets nothing.
    public func addObserver(
      _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
      let target = observer as AnyObject
      let delivery = SelectorObservers.Delivery(target: target, selector: aSelector)
      let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
        nonisolated(unsafe) let notification = notification
        if SelectorObservers.isOnMainActor {
          MainActor.assumeIsolated { delivery.send(notification) }
        } else {
          MainQueue.main.async { delivery.send(notification) }
        }
      }
      SelectorObservers.shared.add(
        SelectorObservers.Entry(observer: target, name: aName, object: anObject.map { $0 as AnyObject }, token: token),
        in: self)
    }

    /// Removes `observer`'s selector-based registrations and any registration it is the token of.
    ///
    /// Mirrors Foundation's `removeObserver(_:)`; SegueKit declares it for objects (Foundation's takes `Any`, which a
    /// call with an object no longer reaches) so that it can also end the selector-based registrations.
    public func removeObserver(_ observer: AnyObject) {
      removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s registrations for `aName` (all when `nil`) from `anObject` (any when `nil`).
    ///
    /// Mirrors Foundation's `removeObserver(_:name:object:)`, declared for objects as ``removeObserver(_:)`` is.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
      let object = anObject.map { $0 as AnyObject }
      for token in SelectorObservers.shared.remove(observer: observer, name: aName, object: object, in: self) {
        removeObserver(token as Any)
      }
      removeObserver(observer as Any, name: aName, object: anObject)
    }
  }

  /// The selector-based registrations of every notification center, so that `removeObserver` can end them.
  final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    /// The target and selector a notification is sent to.
    struct Delivery: @unchecked Sendable {
      // Read only on the main thread (`send`), where the target's action runs.
      weak var target: AnyObject?
      let selector: Selector

      @MainActor func send(_ notification: Notification) {
        guard let target else { return }
        if !sendSelectorAction(selector, to: target, sender: notification) {
          MissingConnections.action("\(selector)", to: target)
        }
      }
    }

    struct Entry {
      weak var observer: AnyObject?
      let name: NSNotification.Name?
      let object: AnyObject?
      let token: any NSObjectProtocol
    }

    /// Whether the caller runs on the main actor: the main thread, or the main queue (which `swift test` on Linux
    /// drains on another thread).
    static var isOnMainActor: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true }

    private static let mainQueueKey = {
      let key = DispatchSpecificKey<Bool>()
      DispatchQueue.main.setSpecific(key: key, value: true)
      return key
    }()

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: [Entry]] = [:]

    func add(_ entry: Entry, in center: NotificationCenter) {
      lock.lock()
      defer { lock.unlock() }
      entries[ObjectIdentifier(center), default: []].append(entry)
    }

    /// Removes and returns the tokens of `observer`'s registrations matching `name` and `object` (`nil`: any), and
    /// of every registration whose observer is gone.
    func remove(observer: AnyObject, name: NSNotification.Name?, object: AnyObject?, in center: NotificationCenter)
      -> [any NSObjectProtocol]
    {
      lock.lock()
      defer { lock.unlock() }
      var removed: [any NSObjectProtocol] = []
      entries[ObjectIdentifier(center)]?.removeAll { entry in
        let ends =
          entry.observer == nil
          || entry.observer === observer && (name == nil || entry.name == name)
            && (object == nil || entry.object === object)
        if ends { removed.append(entry.token) }
        return ends
      }
      return removed
    }
  }
#endif
