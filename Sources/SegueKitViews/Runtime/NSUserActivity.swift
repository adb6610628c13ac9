public import Foundation

/// An activity the user is doing in the app, for Handoff, Spotlight and state restoration.
///
/// Mirrors Foundation's `NSUserActivity` on Apple platforms (Linux's Foundation has none); nothing leaves the
/// process: ``becomeCurrent()`` and ``resignCurrent()`` only set ``isCurrent``. A responder holds one in
/// `UIResponder.userActivity`.
///
/// ```swift
/// userActivity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
/// userActivity?.becomeCurrent()
/// ```
open class NSUserActivity: NSObject {
  /// The kind of activity, a reverse-DNS string or ``NSUserActivityTypeBrowsingWeb``.
  public let activityType: String
  /// The title shown to the user.
  open var title: String?
  /// The activity's state.
  open var userInfo: [AnyHashable: Any]?
  /// The web page that continues the activity on a device without the app.
  open var webpageURL: URL?
  /// Whether the activity can be continued on another device. Defaults to `true`, as in Foundation.
  open var isEligibleForHandoff = true
  /// Whether the state changed and should be saved (through `UIResponder.updateUserActivityState(_:)`).
  open var needsSave = false
  /// Whether the activity is the current one, between ``becomeCurrent()`` and ``resignCurrent()``. Not in
  /// Foundation.
  public final private(set) var isCurrent = false
  /// Whether ``invalidate()`` was called. Not in Foundation.
  public final private(set) var isInvalidated = false

  /// An activity of type `activityType`. Mirrors Foundation's `init(activityType:)`.
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Adds entries to ``userInfo``. Mirrors Foundation's `addUserInfoEntries(from:)`.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
  }

  /// Marks the activity as the one the user is doing now. Mirrors Foundation's `becomeCurrent()`.
  open func becomeCurrent() {
    guard !isInvalidated else { return }
    isCurrent = true
  }

  /// Marks the activity as no longer current. Mirrors Foundation's `resignCurrent()`.
  open func resignCurrent() {
    isCurrent = false
  }

  /// Ends the activity for good: it cannot become current again. Mirrors Foundation's `invalidate()`.
  open func invalidate() {
    isCurrent = false
    isInvalidated = true
  }
}

/// The activity type of browsing a web page, continued in a browser on a device without the app.
///
/// Mirrors Foundation's `NSUserActivityTypeBrowsingWeb`.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
