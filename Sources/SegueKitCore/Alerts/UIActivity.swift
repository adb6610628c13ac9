public import Foundation

/// A service a share sheet offers.
///
/// Mirrors UIKit's `UIActivity` (subclasses override its properties).
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// An activity's identifier.
  ///
  /// Mirrors UIKit's `UIActivity.ActivityType`.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
  }

  /// The activity's type.
  open var activityType: ActivityType? { nil }
  /// The title shown in the share sheet.
  open var activityTitle: String? { nil }

  /// Whether the activity can act on `activityItems`.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Receives the items before the activity runs.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Performs the activity.
  open func perform() {}
  /// Tells the system the activity finished.
  open func activityDidFinish(_ completed: Bool) {}
}
