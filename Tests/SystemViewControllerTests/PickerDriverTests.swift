import ContactsUICompat
import Foundation
import PhotosUICompat
import SegueKitTesting
import Testing

/// The photo and contact pickers as a user meets them, driven through SegueKitTesting. Apple's pages:
/// `PHPickerViewControllerDelegate.picker(_:didFinishPicking:)` ("the delegate dismisses the picker"; a cancelled picker
/// reports no results), `PHPickerConfiguration.selectionLimit`, `NSItemProvider.loadObject(ofClass:completionHandler:)`,
/// `CNContactPickerViewController` ("the picker is dismissed automatically" after a pick or a cancel),
/// `CNContactPickerDelegate` (https://developer.apple.com/documentation/photosui/…, …/contactsui/…).
@MainActor
@Suite struct PickerDriverTests {
  final class Profile: UIViewController, PHPickerViewControllerDelegate, CNContactPickerDelegate {
    var log: [String] = []

    func choosePhotos(limit: Int) {
      var configuration = PHPickerConfiguration()
      configuration.filter = .images
      configuration.selectionLimit = limit
      let picker = PHPickerViewController(configuration: configuration)
      picker.delegate = self
      present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      log.append("picked \(results.count)")
      picker.dismiss(animated: true)
      for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
        result.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in
          let size = (image as? UIImage)?.size ?? .zero
          MainQueue.main.async { self.log.append("loaded \(size.width)×\(size.height)") }
        }
      }
    }

    func chooseContact() {
      let picker = CNContactPickerViewController()
      picker.delegate = self
      picker.displayedPropertyKeys = [CNContactPhoneNumbersKey]
      present(picker, animated: true)
    }

    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {
      let phone = contact.phoneNumbers.first.map {
        "\(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: $0.label ?? "")) \($0.value.stringValue)"
      }
      log.append(
        "contact \(contact.givenName) \(contact.familyName), \(phone ?? "no phone"); shown \(presentedViewController != nil)"
      )
    }

    func contactPickerDidCancel(_ picker: CNContactPickerViewController) {
      log.append("contact cancelled; shown \(presentedViewController != nil)")
    }
  }

  private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
  }

  @Test func thePhotoPickerHandsOverAtMostItsLimitAndTheDelegateDismissesIt() throws {
    let profile = Profile()
    let app = SegueApp(rootViewController: profile)
    try app.step { profile.choosePhotos(limit: 2) }
    #expect(profile.presentedViewController is PHPickerViewController)
    try app.pickPhotos([image(40, 30), image(10, 20), image(5, 5)])
    #expect(profile.presentedViewController == nil)
    try app.step { profile.choosePhotos(limit: 1) }
    try app.cancelPhotoPicker()
    let none = try #require(throws: SegueAppError.self) { try app.cancelPhotoPicker() }
    #expect(none.message == "no photo picker on screen")
    #expect(profile.log == ["picked 2", "loaded 40.0×30.0", "loaded 10.0×20.0", "picked 0"])
  }

  @Test func theContactPickerDismissesItselfBeforeTheDelegateHears() throws {
    let profile = Profile()
    let app = SegueApp(rootViewController: profile)
    let contact = CNMutableContact()
    contact.givenName = "Ada"
    contact.familyName = "Lovelace"
    contact.phoneNumbers = [
      CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+44 20 7946 0000"))
    ]
    try app.step { profile.chooseContact() }
    #expect(
      (profile.presentedViewController as? CNContactPickerViewController)?.displayedPropertyKeys == ["phoneNumbers"])
    try app.pickContact(contact)
    try app.step { profile.chooseContact() }
    try app.cancelContactPicker()
    #expect(
      profile.log == [
        "contact Ada Lovelace, mobile +44 20 7946 0000; shown false", "contact cancelled; shown false",
      ])
    #expect(profile.presentedViewController == nil)
  }
}
