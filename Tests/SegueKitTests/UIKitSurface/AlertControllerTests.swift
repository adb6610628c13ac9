import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Alerts, action sheets, the share sheet, the image picker and search, written as iOS code writes them.
///
/// Sources: Apple's documentation of `UIAlertController` (presented with `present(_:animated:completion:)`; an
/// action sheet on iPad is a popover that needs `sourceView`/`sourceRect` or `barButtonItem`), the exception UIKit
/// raises without one (its text as reported in UIKit crash logs, e.g. github.com/dillidon/alerts-and-pickers
/// issue 71), and `UIImagePickerControllerDelegate` (the picker dismisses itself when the delegate does not
/// implement the method).
@MainActor
@Suite struct AlertControllerTests {
  func confirmation(_ trace: Trace, style: UIAlertController.Style = .alert) -> UIAlertController {
    let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: style)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
      trace.log("handler \(action.title ?? "?"), alert presented: \(alert.presentingViewController != nil)")
    }
    alert.addAction(delete)
    alert.preferredAction = delete
    return alert
  }

  @Test(.tags(.spec4_6)) func anAlertIsPresentedLikeAnyController() {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    _ = showInWindow(root, trace: trace)
    let alert = confirmation(trace)
    root.present(alert, animated: true) { trace.log("presented") }
    MainQueue.drain()
    #expect(root.presentedViewController === alert)
    #expect(alert.title == "Delete?")
    #expect(alert.message == "This cannot be undone.")
    #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert.actions.map(\.style) == [.cancel, .destructive])
    #expect(alert.preferredAction === alert.actions[1])
    #expect(alert.preferredStyle == .alert)
    // The presenter stays on screen underneath: no appearance callbacks.
    #expect(trace.take() == ["presented"])
  }

  /// The action's handler runs once the alert has been dismissed [I].
  @Test(.tags(.inferred)) func tappingAnActionDismissesThenRunsItsHandler() {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    _ = showInWindow(root, trace: trace)
    let alert = confirmation(trace)
    root.present(alert, animated: false)
    MainQueue.drain()
    #expect(alert.simulateTap(onActionTitled: "Delete"))
    MainQueue.drain()
    #expect(trace.take() == ["handler Delete, alert presented: false"])
    #expect(root.presentedViewController == nil)
    #expect(!alert.simulateTap(onActionTitled: "Nope"))
  }

  @Test func aDisabledActionCannotBeTapped() {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    _ = showInWindow(root, trace: trace)
    let alert = confirmation(trace)
    alert.actions[1].isEnabled = false
    root.present(alert, animated: false)
    MainQueue.drain()
    #expect(!alert.simulateTap(onActionTitled: "Delete"))
    MainQueue.drain()
    #expect(root.presentedViewController === alert)
  }

  @Test(.tags(.spec4_8)) func anAlertCannotBeSwipedAway() {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    _ = showInWindow(root, trace: trace)
    let sheet = confirmation(trace, style: .actionSheet)
    root.present(sheet, animated: false)
    MainQueue.drain()
    #expect(sheet.isModalInPresentation)
    #expect(sheet.presentationController?.simulateInteractiveDismissal() == false)
    #expect(root.presentedViewController === sheet)
  }

  @Test func anAlertTakesOneCancelAction() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let exceptions = UIKitException.capture { alert.addAction(UIAlertAction(title: "Close", style: .cancel)) }
    #expect(
      exceptions == [
        UIKitException(
          name: .internalInconsistency,
          reason: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      ])
    #expect(alert.actions.count == 1)
  }

  /// An alert's text fields are configured as added and live in its view, so they can be typed into; an action
  /// sheet takes none (UIKit's `NSInternalInconsistencyException`, its text as in UIKit crash reports).
  @Test func alertsTakeTextFieldsAndActionSheetsRaise() {
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    #expect(alert.textFields == nil)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField { $0.isSecureTextEntry = true }
    #expect(alert.textFields?.map(\.placeholder) == ["Name", nil])
    #expect(alert.textFields?.map(\.isSecureTextEntry) == [false, true])
    #expect(alert.view.subviews.compactMap { $0 as? UITextField } == alert.textFields ?? [])
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    let exceptions = UIKitException.capture { sheet.addTextField() }
    #expect(
      exceptions == [
        UIKitException(
          name: .internalInconsistency,
          reason: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
      ])
    #expect(sheet.textFields == nil)
  }

  @Test func anActionSheetOnIPadNeedsAnAnchor() {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    _ = showInWindow(root, trace: trace, device: .iPad)
    let sheet = confirmation(trace, style: .actionSheet)
    let exceptions = UIKitException.capture { root.present(sheet, animated: true) }
    MainQueue.drain()
    #expect(exceptions.map(\.name) == [.generic])
    #expect(
      exceptions.first?.reason
        == "Your application has presented a UIAlertController (\(sheet)) of style UIAlertControllerStyleActionSheet "
        + "from TracedViewController (\(root)). The modalPresentationStyle of a UIAlertController with this style is "
        + "UIModalPresentationPopover. You must provide location information for this popover through the alert "
        + "controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a "
        + "barButtonItem.  If this information is not known when you present the alert controller, you may provide "
        + "it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
    #expect(root.presentedViewController == nil)

    sheet.popoverPresentationController?.sourceView = root.view
    root.present(sheet, animated: false)
    MainQueue.drain()
    #expect(root.presentedViewController === sheet)
  }

  @Test func anActionSheetOnIPhoneNeedsNoAnchor() {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    _ = showInWindow(root, trace: trace)
    let sheet = confirmation(trace, style: .actionSheet)
    root.present(sheet, animated: false)
    MainQueue.drain()
    #expect(root.presentedViewController === sheet)
  }

  @Test func theShareSheetReportsTheChosenActivity() {
    let trace = Trace()
    let root = TracedViewController("Root", trace)
    _ = showInWindow(root, trace: trace)
    let share = UIActivityViewController(
      activityItems: ["Hello", URL(string: "https://example.com")!],
      applicationActivities: nil)
    share.excludedActivityTypes = [.airDrop]
    share.completionWithItemsHandler = { type, completed, _, error in
      trace.log("\(type?.rawValue ?? "nil") completed: \(completed) error: \(error == nil ? "nil" : "some")")
    }
    root.present(share, animated: true)
    MainQueue.drain()
    share.simulateCompletion(activityType: .copyToPasteboard, completed: true)
    MainQueue.drain()
    #expect(trace.take() == ["com.apple.UIKit.activity.CopyToPasteboard completed: true error: nil"])
    #expect(root.presentedViewController == nil)
  }

  /// A picker delegate that implements only `didFinishPickingMediaWithInfo`.
  final class PickerOwner: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var picked: [UIImagePickerController.InfoKey: Any] = [:]

    func imagePickerController(
      _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      picked = info
      picker.dismiss(animated: true)
    }
  }

  @Test func theImagePickerHandsThePickToItsDelegate() {
    let owner = PickerOwner()
    _ = showInWindow(owner)
    let picker = UIImagePickerController()
    picker.sourceType = .photoLibrary
    picker.delegate = owner
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    owner.present(picker, animated: true)
    MainQueue.drain()
    picker.simulatePick([.imageURL: URL(fileURLWithPath: "/tmp/cat.png")])
    MainQueue.drain()
    #expect(owner.picked[.imageURL] as? URL == URL(fileURLWithPath: "/tmp/cat.png"))
    #expect(owner.presentedViewController == nil)

    // Cancel is not implemented: the picker dismisses itself.
    owner.present(picker, animated: false)
    MainQueue.drain()
    picker.simulateCancel()
    MainQueue.drain()
    #expect(owner.presentedViewController == nil)
  }

  /// A searching list: the results updater and the bar's delegate.
  final class SearchingList: UIViewController, UISearchResultsUpdating, UISearchBarDelegate {
    var log: [String] = []

    func updateSearchResults(for searchController: UISearchController) {
      log.append("update '\(searchController.searchBar.text ?? "")' active: \(searchController.isActive)")
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("changed '\(searchText)'") }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
  }

  @Test func typingInTheSearchBarUpdatesTheResults() {
    let list = SearchingList()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = list
    search.searchBar.delegate = list
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Search fruit"
    search.searchBar.simulateTyping("ap")
    search.searchBar.simulateSearchButtonTap()
    search.searchBar.simulateCancelButtonTap()
    #expect(
      list.log == [
        "update '' active: true", "changed 'ap'", "update 'ap' active: true", "search",
      ])
    #expect(!search.isActive)
    #expect(search.searchBar.text == "")
  }
}
