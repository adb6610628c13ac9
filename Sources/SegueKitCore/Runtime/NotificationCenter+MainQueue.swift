import Foundation

// Darwin's Foundation runs these blocks as iOS does: the main actor is the main thread there.
#if !canImport(ObjectiveC)
  extension NotificationCenter {
    /// Adds an observer whose block runs on `queue` for each notification named `name` (any when `nil`) from `obj`
    /// (any when `nil`); returns the token to remove it with.
    ///
    /// Mirrors Foundation's `addObserver(forName:object:queue:using:)` for the usual `queue: .main`, as on iOS:
    /// posted on the main actor, the block runs before `post` returns (`OperationQueue.current` is the main queue
    /// there, so Foundation runs the block at once). swift-corelibs-foundation would instead add the block to
    /// `OperationQueue.main` and wait for it: on Linux a test's main actor runs off the main thread, on the very
    /// dispatch queue that operation waits for, so the post would never return. Posted from another thread, the
    /// block runs on the main queue's next drain (iOS makes that `post` wait for the main thread; here the main
    /// queue only runs when a test drains it). Any other queue is Foundation's: the block runs there and `post`
    /// waits for it.
    ///
    /// Declared for a non-optional queue, so that a call with `.main` or a queue variable chooses it over
    /// Foundation's (which takes an optional); `queue: nil` is Foundation's, which runs the block on the posting
    /// thread.
    ///
    /// ```swift
    /// keyboardObserver = NotificationCenter.default.addObserver(
    ///   forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
    /// ) { [weak self] notification in self?.keyboardWillShow(notification) }
    /// ```
    public func addObserver(
      forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
      using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
      guard queue === OperationQueue.main else {
        let other: OperationQueue? = queue
        return addObserver(forName: name, object: obj, queue: other, using: block)
      }
      let noQueue: OperationQueue? = nil
      return addObserver(forName: name, object: obj, queue: noQueue) { notification in
        if SelectorObservers.isOnMainActor {
          block(notification)
        } else {
          nonisolated(unsafe) let notification = notification
          MainQueue.main.async { block(notification) }
        }
      }
    }
  }
#endif
