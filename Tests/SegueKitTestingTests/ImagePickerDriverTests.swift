import Foundation
import SegueKitTesting
import Testing

/// The image picker as a user meets it. Sources: Apple's documentation of `UIImagePickerController.sourceType`
/// ("if you set this property to a source type that is not available, the picker throws an exception":
/// `NSInvalidArgumentException`, reason "Source type 1 not available", as the iOS Simulator raises it for the
/// camera), `isSourceTypeAvailable(_:)`, and the delegate's `imagePickerController(_:didFinishPickingMediaWithInfo:)`
/// and `imagePickerControllerDidCancel(_:)`.
@MainActor
@Suite struct ImagePickerDriverTests {
  final class Avatar: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var log: [String] = []

    func choose(_ source: UIImagePickerController.SourceType) {
      let picker = UIImagePickerController()
      picker.sourceType = source
      picker.delegate = self
      present(picker, animated: true)
    }

    func imagePickerController(
      _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      let image = info[.originalImage] as? UIImage
      log.append("picked \(image.map { "\($0.size.width)×\($0.size.height)" } ?? "nothing")")
      picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      log.append("cancelled")
      picker.dismiss(animated: true)
    }
  }

  @Test func theCameraIsUnavailableUntilATestGivesTheDeviceOne() throws {
    let avatar = Avatar()
    let app = SegueApp(rootViewController: avatar)
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    let error = try #require(throws: SegueAppError.self) { try app.step { avatar.choose(.camera) } }
    #expect(
      app.exceptions.map { "\($0.name.rawValue): \($0.reason)" } == [
        "NSInvalidArgumentException: Source type 1 not available"
      ])
    #expect(error.message.contains("Source type 1 not available"))
    UIImagePickerController.simulatedDeviceHasCamera = true
    try app.step { avatar.choose(.camera) }
    try app.pickImage(UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in })
    try app.step { avatar.choose(.photoLibrary) }
    try app.cancelPicker()
    let none = try #require(throws: SegueAppError.self) { try app.cancelPicker() }
    #expect(none.message == "no image picker on screen")
    #expect(avatar.log == ["picked 40.0×30.0", "cancelled"])
    _ = SegueApp(rootViewController: UIViewController())
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
  }
}
