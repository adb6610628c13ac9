public import Foundation

/// An object that supplies a share sheet's item when an activity is chosen, instead of a fixed item.
///
/// Mirrors UIKit's `UIActivityItemSource`: pass the source among a ``UIActivityViewController``'s activity items.
/// The sheet asks it for a placeholder while it is shown and for the real item (and a subject) once an activity
/// is chosen; in SegueKit, ``UIActivityViewController/simulateCompletion(activityType:completed:returnedItems:)``
/// asks, and ``UIActivityViewController/sharedItems`` holds the answers. UIKit's `activityViewControllerLinkMetadata(_:)`
/// returns a LinkPresentation `LPLinkMetadata`, which is not UIKit's and not on Linux: it is left out, and an app's
/// implementation of it is an ordinary method.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
  /// An item of the type the real item will have, to decide which activities are offered. Mirrors UIKit's
  /// `activityViewControllerPlaceholderItem(_:)`.
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any

  /// The item to share with `activityType`, or `nil` to share nothing with it. Mirrors UIKit's
  /// `activityViewController(_:itemForActivityType:)`.
  func activityViewController(
    _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?

  /// The subject for activities that have one (mail); empty by default. Mirrors UIKit's
  /// `activityViewController(_:subjectForActivityType:)`.
  func activityViewController(
    _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String

  /// The uniform type identifier of the item; empty by default. Mirrors UIKit's
  /// `activityViewController(_:dataTypeIdentifierForActivityType:)`.
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
  ) -> String

  /// A preview image of the item; `nil` by default. Mirrors UIKit's
  /// `activityViewController(_:thumbnailImageForActivityType:suggestedSize:)`.
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
  ) -> UIImage?
}

extension UIActivityItemSource {
  public func activityViewController(
    _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "" }

  public func activityViewController(
    _ activityViewController: UIActivityViewController,
    dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "" }

  public func activityViewController(
    _ activityViewController: UIActivityViewController,
    thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
  ) -> UIImage? { nil }
}
