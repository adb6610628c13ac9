import Foundation
import SegueKit
import Testing

#if !canImport(ObjectiveC)
  /// Foundation's selector-based notification observers, which swift-corelibs-foundation lacks, as `segue port` leaves
  /// OpenHAB's calls (`#selector(OpenHABViewController.didEnterBackground(_:))` → `"didEnterBackground:"`). [I] Source:
  /// Apple's documentation of `NotificationCenter.addObserver(_:selector:name:object:)` ("the method that specifies
  /// the message the receiver sends observer to notify it … must have one and only one argument (an instance of
  /// NSNotification)"; since iOS 9 the center does not retain the observer nor message it once deallocated) and
  /// `removeObserver(_:name:object:)` (nil name or object: every one). (The calls' spellings are OpenHAB's.)
  @MainActor
  @Suite struct SelectorObserverTests {
    final class Watcher: StoryboardConnectable {
      var log: [String] = []
      static let storyboardConnections = StoryboardConnections<Watcher>()
        .action("didEnterBackground:") { watcher, sender in watcher.record("background", sender) }
        .action("didBecomeActive:") { watcher, sender in watcher.record("active", sender) }

      func observe(_ center: NotificationCenter) {
        center.addObserver(
          self, selector: "didEnterBackground:", name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(
          self, selector: "didBecomeActive:", name: UIApplication.didBecomeActiveNotification, object: nil)
      }

      func record(_ what: String, _ sender: Any?) {
        log.append("\(what) \((sender as? Notification)?.name.rawValue ?? "no notification")")
      }
    }

    /// Each test has its own center: tests run in parallel.
    let center = NotificationCenter()

    @Test func notificationsReachTheObserversAction() {
      let watcher = Watcher()
      watcher.observe(center)
      center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
      center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
      center.removeObserver(watcher, name: UIApplication.didEnterBackgroundNotification, object: nil)
      center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
      center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
      center.removeObserver(watcher)
      center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
      #expect(
        watcher.log == [
          "background UIApplicationDidEnterBackgroundNotification", "active UIApplicationDidBecomeActiveNotification",
          "active UIApplicationDidBecomeActiveNotification",
        ])
    }

    @Test func anObjectFiltersAndAGoneObserverGetsNothing() {
      let sender = NSObject()
      var watcher: Watcher? = Watcher()
      weak let gone = watcher
      center.addObserver(
        watcher!, selector: "didBecomeActive:", name: UIApplication.didBecomeActiveNotification, object: sender)
      center.post(name: UIApplication.didBecomeActiveNotification, object: NSObject())
      center.post(name: UIApplication.didBecomeActiveNotification, object: sender)
      #expect(watcher?.log == ["active UIApplicationDidBecomeActiveNotification"])
      watcher = nil
      #expect(gone == nil)
      center.post(name: UIApplication.didBecomeActiveNotification, object: sender)
    }

    @Test func aNotificationPostedOffTheMainThreadArrivesOnTheMainQueue() async {
      MainQueue.drain()
      let watcher = Watcher()
      watcher.observe(center)
      // UIKit's notification names are main-actor isolated (as in the iOS 17 SDK); the raw name is not.
      let center = center
      await Task.detached {
        center.post(name: Notification.Name("UIApplicationDidBecomeActiveNotification"), object: nil)
      }
      .value
      // (Other tests may drain the main queue while this one waits for the task.)
      MainQueue.drain()
      center.removeObserver(watcher)
      #expect(watcher.log == ["active UIApplicationDidBecomeActiveNotification"])
    }

    @Test func blockObserverTokensAreStillRemoved() {
      var count = 0
      let token = center.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
      ) { _ in MainActor.assumeIsolated { count += 1 } }
      center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
      center.removeObserver(token)
      center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
      #expect(count == 1)
    }
  }
#endif
