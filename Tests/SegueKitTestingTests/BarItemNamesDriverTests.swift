import Foundation
import SegueKitTesting
import Testing

/// A bar button item with only an image is named as VoiceOver reads it: its accessibility label, else its image's
/// name (Apple's `UIAccessibility` documentation: an element's label; VoiceOver reads an unlabelled image by its
/// name), as the driver names an image-only button.
@MainActor
@Suite struct BarItemNamesDriverTests {
  @Test func anImageOnlyBarItemIsNamedByItsLabelOrImage() throws {
    final class Sheet: UIViewController {
      var closed = 0
      func close() { closed += 1 }
    }
    let sheet = Sheet()
    sheet.title = "Add"
    let close = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: nil, action: nil)
    let share = UIBarButtonItem(
      image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil)
    share.accessibilityLabel = "Share"
    sheet.navigationItem.rightBarButtonItems = [close, share]
    close.primaryAction = UIAction { _ in sheet.close() }
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: sheet))
    #expect(
      app.elements.map(\.description) == ["bar button 'xmark'", "bar button 'Share' image='square.and.arrow.up'"])
    try app.tap("xmark")
    #expect(sheet.closed == 1)
  }
}
