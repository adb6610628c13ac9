public import Foundation
public import SegueKit

/// The system's photo picker, presented by the app. Mirrors PhotosUI's `PHPickerViewController`.
///
/// There is no photo library: a test picks as the user would with ``simulatePick(_:)`` (or `SegueApp.pickPhotos(_:)`
/// in SegueKitTesting), and cancels with ``simulateCancel()``. The delegate hears
/// `picker(_:didFinishPicking:)` with the results (none when cancelled) and, as PhotosUI documents, dismisses the
/// picker itself.
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
  /// A copy of the configuration the picker was made with.
  public let configuration: PHPickerConfiguration
  open weak var delegate: (any PHPickerViewControllerDelegate)?

  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    nil
  }

  /// The user picks `results` and taps Add: the delegate hears them, at most ``PHPickerConfiguration/selectionLimit``
  /// (when it is not zero). Not in PhotosUI.
  public func simulatePick(_ results: [PHPickerResult]) {
    let limit = configuration.selectionLimit
    let picked = limit > 0 ? Array(results.prefix(limit)) : results
    let identified =
      configuration.photoLibrary == nil
      ? picked.map { PHPickerResult(itemProvider: $0.itemProvider, assetIdentifier: nil) } : picked
    delegate?.picker(self, didFinishPicking: identified)
  }

  /// The user taps Cancel: the delegate hears `picker(_:didFinishPicking:)` with no results. Not in PhotosUI.
  public func simulateCancel() {
    delegate?.picker(self, didFinishPicking: [])
  }
}

/// The delegate of a photo picker. Mirrors PhotosUI's `PHPickerViewControllerDelegate`, whose one method is required.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
  /// The user finished (no results when they cancelled); the delegate dismisses the picker.
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

extension PHPickerViewController: SystemInterfaceButtons {
  /// The Cancel button of the picker's bar; a tap is ``simulateCancel()``.
  ///
  /// Not in PhotosUI (the picker's interface is drawn by the system, outside the app's views).
  public var systemInterfaceButtons: [SystemInterfaceButton] {
    [SystemInterfaceButton(title: "Cancel") { [weak self] in self?.simulateCancel() }]
  }
}
