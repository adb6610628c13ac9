public import Foundation

/// A controller that previews documents (PDFs, images, office files) one at a time, presented or pushed by the app.
///
/// Mirrors QuickLook's `QLPreviewController`. Nothing is rendered: the controller asks its data source for the items
/// as QuickLook does, and a test moves between them with ``simulateSwipe(to:)`` and closes it with
/// ``simulateDoneTap()`` (not in QuickLook).
@preconcurrency @MainActor
open class QLPreviewController: UIViewController {
  /// Whether QuickLook can preview `item`: here, whether it has a URL [I: no file types are known].
  open class func canPreview(_ item: any QLPreviewItem) -> Bool { item.previewItemURL != nil }

  /// The object that gives the items.
  open weak var dataSource: (any QLPreviewControllerDataSource)?
  /// The delegate told when the controller is dismissed.
  open weak var delegate: (any QLPreviewControllerDelegate)?

  private var currentIndexStorage = 0

  /// The index of the item shown.
  open var currentPreviewItemIndex: Int {
    get { currentIndexStorage }
    set { currentIndexStorage = newValue }
  }

  /// The item shown, asked of the data source; `nil` when it has none at the current index.
  open var currentPreviewItem: (any QLPreviewItem)? {
    guard let dataSource, currentIndexStorage >= 0, currentIndexStorage < dataSource.numberOfPreviewItems(in: self)
    else { return nil }
    return dataSource.previewController(self, previewItemAt: currentIndexStorage)
  }

  /// Asks the data source for its items again; the index stays within them.
  open func reloadData() {
    let count = dataSource?.numberOfPreviewItems(in: self) ?? 0
    currentIndexStorage = max(0, min(currentIndexStorage, count - 1))
  }

  /// Asks the data source for the current item again.
  open func refreshCurrentPreviewItem() {}

  // MARK: Simulated user (not in QuickLook)

  /// Simulates the user swiping to the item at `index`; returns whether there is one.
  ///
  /// Not in QuickLook.
  @discardableResult
  public func simulateSwipe(to index: Int) -> Bool {
    guard let dataSource, index >= 0, index < dataSource.numberOfPreviewItems(in: self) else { return false }
    currentIndexStorage = index
    return true
  }

  /// Simulates a tap on Done: the delegate hears `previewControllerWillDismiss(_:)`, the controller is dismissed
  /// (animated), then `previewControllerDidDismiss(_:)`.
  ///
  /// Not in QuickLook.
  public func simulateDoneTap() {
    delegate?.previewControllerWillDismiss(self)
    dismiss(animated: true) { [self] in delegate?.previewControllerDidDismiss(self) }
  }
}

extension QLPreviewController: SystemInterfaceButtons {
  /// The Done button QuickLook shows when the controller is presented (a pushed one has the navigation bar's back
  /// button instead); a tap is ``simulateDoneTap()``.
  ///
  /// Not in QuickLook (its bar is QuickLook's own, outside the app's views).
  public var systemInterfaceButtons: [SystemInterfaceButton] {
    guard presentingViewController != nil, navigationController == nil else { return [] }
    return [SystemInterfaceButton(title: "Done") { [weak self] in self?.simulateDoneTap() }]
  }
}

/// An item to preview.
///
/// Mirrors QuickLook's `QLPreviewItem`; `NSURL` conforms, as in QuickLook. `previewItemTitle` is optional there and
/// defaults to `nil` here.
public protocol QLPreviewItem: AnyObject {
  var previewItemURL: URL? { get }
  var previewItemTitle: String? { get }
}

extension QLPreviewItem {
  public var previewItemTitle: String? { nil }
}

extension NSURL: QLPreviewItem {
  public var previewItemURL: URL? { absoluteURL }
}

/// The object that gives a preview controller its items.
///
/// Mirrors QuickLook's `QLPreviewControllerDataSource`.
@preconcurrency @MainActor
public protocol QLPreviewControllerDataSource: AnyObject {
  func numberOfPreviewItems(in controller: QLPreviewController) -> Int
  func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// How a preview controller lets the user edit an item.
///
/// Mirrors QuickLook's `QLPreviewItemEditingMode`; raw values are QuickLook's.
public enum QLPreviewItemEditingMode: Int, Sendable {
  case disabled = 0
  case updateContents = 1
  case createCopy = 2
}

/// The delegate of a preview controller.
///
/// Mirrors QuickLook's `QLPreviewControllerDelegate` (the requirements that need no Objective-C pointers); they are
/// optional there and have defaults here.
@preconcurrency @MainActor
public protocol QLPreviewControllerDelegate: AnyObject {
  func previewControllerWillDismiss(_ controller: QLPreviewController)
  func previewControllerDidDismiss(_ controller: QLPreviewController)
  func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool
  func previewController(_ controller: QLPreviewController, transitionViewFor item: any QLPreviewItem) -> UIView?
  func previewController(
    _ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem
  ) -> QLPreviewItemEditingMode
  func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem)
  func previewController(
    _ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem,
    at modifiedContentsURL: URL)
}

extension QLPreviewControllerDelegate {
  public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
  public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
  public func previewController(
    _ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem
  ) -> Bool { true }
  public func previewController(
    _ controller: QLPreviewController, transitionViewFor item: any QLPreviewItem
  ) -> UIView? { nil }
  public func previewController(
    _ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem
  ) -> QLPreviewItemEditingMode { .disabled }
  public func previewController(
    _ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem
  ) {}
  public func previewController(
    _ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem,
    at modifiedContentsURL: URL
  ) {}
}
