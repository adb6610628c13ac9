import ContactsUICompat
import Foundation
import PhotosUICompat
import SegueKitTesting
import Testing

/// The pickers' Cancel buttons, which the system draws in the pickers' own bars, as elements a test taps through
/// SegueKitTesting; the tap is what the user's is. Apple's pages: `UIImagePickerControllerDelegate.
/// imagePickerControllerDidCancel(_:)` ("Tells the delegate that the user canceled the pick operation"),
/// `UIDocumentPickerDelegate.documentPickerWasCancelled(_:)`, `CNContactPickerDelegate.contactPickerDidCancel(_:)`,
/// `PHPickerViewControllerDelegate.picker(_:didFinishPicking:)` (a cancelled picker reports no results).
@MainActor
@Suite struct CancelButtonsDriverTests {
  final class Profile: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate,
    UIDocumentPickerDelegate, CNContactPickerDelegate, PHPickerViewControllerDelegate
  {
    var log: [String] = []

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      log.append("image picker cancelled")
      picker.dismiss(animated: true)
    }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
      log.append("document picker cancelled")
    }
    func contactPickerDidCancel(_ picker: CNContactPickerViewController) { log.append("contact picker cancelled") }
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      log.append("photo picker finished with \(results.count)")
      picker.dismiss(animated: true)
    }
  }

  /// Each picker as the profile presents it, with its delegate set.
  private static let pickers: [(String, @MainActor (Profile) -> UIViewController)] = [
    (
      "image picker cancelled",
      { profile in
        let picker = UIImagePickerController()
        picker.delegate = profile
        return picker
      }
    ),
    (
      "document picker cancelled",
      { profile in
        let picker = UIDocumentPickerViewController(documentTypes: ["public.json"], in: .import)
        picker.delegate = profile
        return picker
      }
    ),
    (
      "contact picker cancelled",
      { profile in
        let picker = CNContactPickerViewController()
        picker.delegate = profile
        return picker
      }
    ),
    (
      "photo picker finished with 0",
      { profile in
        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
        picker.delegate = profile
        return picker
      }
    ),
  ]

  @Test func eachPickersCancelButtonIsAnElementThatCancelsIt() throws {
    for (expected, make) in Self.pickers {
      let profile = Profile()
      let app = SegueApp(rootViewController: profile)
      let picker = make(profile)
      try app.step { profile.present(picker, animated: true) }
      #expect(app.elements.map(\.description) == ["bar button 'Cancel'"], "\(type(of: picker))")
      try app.tap("Cancel")
      #expect(profile.log == [expected] && profile.presentedViewController == nil, "\(type(of: picker))")
      #expect(app.elements.map(\.description) == [], "\(type(of: picker))")
    }
  }
}
