import Foundation

/// The system photo picker or camera: a presented controller whose delegate receives the picked media.
///
/// Mirrors UIKit's `UIImagePickerController`, except that it is a `UIViewController`, not a
/// `UINavigationController`: Swift cannot give the inherited `delegate` property UIKit's type
/// (`UIImagePickerControllerDelegate & UINavigationControllerDelegate`). ``simulatePick(_:)`` and
/// ``simulateCancel()`` stand for the user's choice.
@preconcurrency @MainActor
open class UIImagePickerController: UIViewController {
  /// Where the picker takes media from; raw values are UIKit's.
  public enum SourceType: Int, Sendable {
    case photoLibrary = 0, camera, savedPhotosAlbum
  }

  /// A key of the info dictionary the delegate receives.
  ///
  /// Mirrors UIKit's `UIImagePickerController.InfoKey`.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
  }

  /// The picker's delegate.
  open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
  /// Where media comes from. Setting a source the device does not have raises UIKit's
  /// `NSInvalidArgumentException` "Source type 1 not available" (the raw value), as on a device without a camera.
  open var sourceType: SourceType = .photoLibrary {
    didSet {
      guard !UIImagePickerController.isSourceTypeAvailable(sourceType), !UIKitException.isUnwinding else { return }
      let unavailable = sourceType
      sourceType = oldValue
      UIKitException.raise(.invalidArgument, "Source type \(unavailable.rawValue) not available")
    }
  }
  /// The media types offered (UTI strings).
  open var mediaTypes: [String] = ["public.image"]
  /// Whether the user may crop the picked image.
  open var allowsEditing = false

  /// Whether a source is available: the photo library and saved photos, and the camera once a test gives the
  /// simulated device one (``simulatedDeviceHasCamera``).
  ///
  /// Mirrors UIKit's `isSourceTypeAvailable(_:)`.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
    sourceType != .camera || simulatedDeviceHasCamera
  }

  /// Whether the simulated device has a camera; `false` by default, as the iOS Simulator. Not in UIKit.
  public static var simulatedDeviceHasCamera = false

  /// Simulates the user picking media described by `info`: the delegate's
  /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` (which by default dismisses the picker).
  ///
  /// Not in UIKit.
  public func simulatePick(_ info: [InfoKey: Any]) {
    guard let delegate else {
      dismiss(animated: true)
      return
    }
    delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
  }

  /// Simulates the user cancelling: the delegate's `imagePickerControllerDidCancel(_:)` (which by default
  /// dismisses the picker).
  ///
  /// Not in UIKit.
  public func simulateCancel() {
    guard let delegate else {
      dismiss(animated: true)
      return
    }
    delegate.imagePickerControllerDidCancel(self)
  }
}
