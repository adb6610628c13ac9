public import Foundation

/// The share sheet: a presented controller offering activities for items.
///
/// Mirrors UIKit's `UIActivityViewController`. It is a popover (a sheet in compact widths);
/// ``simulateCompletion(activityType:completed:returnedItems:)`` ends it as the user choosing an activity or
/// cancelling does: the controller is dismissed and ``completionWithItemsHandler`` runs.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// The handler run when the sheet ends: the activity chosen (`nil` when cancelled), whether it completed, items
  /// it returned and an error.
  ///
  /// Mirrors UIKit's `UIActivityViewController.CompletionWithItemsHandler`.
  public typealias CompletionWithItemsHandler =
    @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) ->
    Void

  /// The items to share. Not in UIKit (UIKit keeps them private); tests read them.
  public let activityItems: [Any]
  /// The app's own activities. Not in UIKit (UIKit keeps them private); tests read them.
  public let applicationActivities: [UIActivity]?
  /// Activities not to offer.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Runs when the sheet ends.
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  /// The items handed to the activity chosen last: ``activityItems`` with each ``UIActivityItemSource`` replaced by
  /// the item it gave for the activity (left out when it gave `nil`); `nil` until an activity is chosen.
  ///
  /// Not in UIKit (the activity receives them).
  public final private(set) var sharedItems: [Any]?
  /// The subject the item sources gave for the activity chosen last (the first that is not empty). Not in UIKit.
  public final private(set) var sharedSubject: String?

  /// Creates a share sheet.
  ///
  /// Mirrors UIKit's `init(activityItems:applicationActivities:)`.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .popover
  }

  public required init?(coder: NSCoder) {
    self.activityItems = []
    self.applicationActivities = nil
    super.init(coder: coder)
  }

  /// Simulates the user choosing `activityType` (or cancelling, with `nil`): the item sources are asked for their
  /// items (``sharedItems``), the sheet is dismissed and ``completionWithItemsHandler`` runs when the dismissal
  /// completes.
  ///
  /// Not in UIKit.
  public final func simulateCompletion(
    activityType: UIActivity.ActivityType?, completed: Bool, returnedItems: [Any]? = nil
  ) {
    guard presentingViewController != nil else { return }
    if let activityType { resolveItems(for: activityType) }
    let handler = completionWithItemsHandler
    dismiss(animated: true) { handler?(activityType, completed, returnedItems, nil) }
  }

  /// Asks the item sources for their items and subject, as UIKit does once the user chooses an activity.
  private func resolveItems(for activityType: UIActivity.ActivityType) {
    sharedItems = activityItems.compactMap { item in
      guard let source = item as? any UIActivityItemSource else { return item }
      return source.activityViewController(self, itemForActivityType: activityType)
    }
    sharedSubject = activityItems.lazy.compactMap { $0 as? any UIActivityItemSource }
      .map { $0.activityViewController(self, subjectForActivityType: activityType) }
      .first { !$0.isEmpty }
  }
}
