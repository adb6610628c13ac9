public import Foundation

/// The system's document browser, presented to pick documents to open or places to export to.
///
/// Mirrors UIKit's `UIDocumentPickerViewController` (the initializers of UIKit's interface; the `UTType` ones come
/// with UniformTypeIdentifiers, which SegueKit lacks). Nothing is browsed: a test picks with
/// ``simulatePicking(_:)`` or cancels with ``simulateCancel()`` (not in UIKit); the picker dismisses itself, then the
/// delegate hears about it, as on iOS.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
  /// The delegate told what the user picked.
  open weak var delegate: (any UIDocumentPickerDelegate)?
  /// What the picker was made for (deprecated in iOS 14).
  public let documentPickerMode: UIDocumentPickerMode
  /// Whether the user may pick several documents.
  open var allowsMultipleSelection = false
  /// Whether file extensions are shown.
  open var shouldShowFileExtensions = false
  /// The folder the picker starts in.
  open var directoryURL: URL?
  /// The type identifiers the picker offers, for the opening initializers. Not in UIKit.
  public let allowedTypeIdentifiers: [String]
  /// The documents to export or move, for the exporting initializers. Not in UIKit.
  public let exportedURLs: [URL]

  private init(mode: UIDocumentPickerMode, types: [String], urls: [URL]) {
    documentPickerMode = mode
    allowedTypeIdentifiers = types
    exportedURLs = urls
    super.init(nibName: nil, bundle: nil)
  }

  /// A picker that opens or imports documents of the given type identifiers (deprecated in iOS 14).
  public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
    self.init(mode: mode, types: allowedUTIs, urls: [])
  }

  /// A picker that exports or moves the document at `url` (deprecated in iOS 14).
  public convenience init(url: URL, in mode: UIDocumentPickerMode) {
    self.init(mode: mode, types: [], urls: [url])
  }

  /// A picker that exports or moves the documents at `urls` (deprecated in iOS 14).
  public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
    self.init(mode: mode, types: [], urls: urls)
  }

  /// A picker that exports the documents at `urls`, as copies when `asCopy` is `true`.
  public convenience init(forExporting urls: [URL], asCopy: Bool) {
    self.init(mode: asCopy ? .exportToService : .moveToService, types: [], urls: urls)
  }

  /// A picker that moves the documents at `urls`.
  public convenience init(forExporting urls: [URL]) {
    self.init(forExporting: urls, asCopy: false)
  }

  public required init?(coder: NSCoder) {
    nil
  }

  // MARK: Simulated user (not in UIKit)

  /// Simulates the user picking `urls` (the first only unless ``allowsMultipleSelection``): the picker dismisses
  /// itself, then the delegate hears `documentPicker(_:didPickDocumentsAt:)`.
  ///
  /// Not in UIKit.
  public final func simulatePicking(_ urls: [URL]) {
    let picked = allowsMultipleSelection ? urls : Array(urls.prefix(1))
    dismiss(animated: true) { [self] in delegate?.documentPicker(self, didPickDocumentsAt: picked) }
  }

  /// Simulates the user tapping Cancel: the picker dismisses itself, then the delegate hears
  /// `documentPickerWasCancelled(_:)`.
  ///
  /// Not in UIKit.
  public final func simulateCancel() {
    dismiss(animated: true) { [self] in delegate?.documentPickerWasCancelled(self) }
  }
}

/// What a document picker was made for.
///
/// Mirrors UIKit's `UIDocumentPickerMode` (deprecated in iOS 14); raw values are UIKit's.
public enum UIDocumentPickerMode: UInt, Sendable {
  case `import` = 0
  case open = 1
  case exportToService = 2
  case moveToService = 3
}

/// The delegate of a document picker.
///
/// Mirrors UIKit's `UIDocumentPickerDelegate`; its requirements are optional there and have empty defaults here.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
  public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
  public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

extension UIDocumentPickerViewController: SystemInterfaceButtons {
  /// The Cancel button of the picker's bar; a tap is ``simulateCancel()``.
  ///
  /// Not in UIKit (the picker's interface is drawn by the system, outside the app's views).
  public var systemInterfaceButtons: [SystemInterfaceButton] {
    [SystemInterfaceButton(title: "Cancel") { [weak self] in self?.simulateCancel() }]
  }
}
