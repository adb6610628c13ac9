import Foundation
import SegueKit
import Testing

/// A generated class's read-only property that its initializer is given, by a parameter of the property's name and
/// type, answers that value, as UIKit's do: Textor reads `document.fileURL` of the `UIDocument(fileURL:)` it made.
/// Without the initializer that gives it, the inert value.
///
/// Source: UIKit's `UIDocument.h` (`initWithFileURL:`, `@property (readonly) NSURL *fileURL`),
/// `UIApplicationShortcutItem.h` (`initWithType:localizedTitle:…`, `type`, `localizedTitle`), `UIPrinter.h`
/// (`printerWithURL:`, `URL`), `UIMotionEffect.h` (`initWithKeyPath:type:`, `keyPath`, `type`), and the
/// wide corpus's Textor (`DocumentViewController.shareDocument(_:)`).
@MainActor
@Suite struct InitializedPropertiesTests {
  @Test func documentKeepsItsFileURL() {
    let url = URL(fileURLWithPath: "/tmp/Notes.txt")
    let document = UIDocument(fileURL: url)
    #expect(document.fileURL == url)
  }

  @Test func initializersGiveTheirReadOnlyProperties() {
    let item = UIApplicationShortcutItem(
      type: "com.example.new", localizedTitle: "New Note", localizedSubtitle: "Empty", icon: nil)
    #expect(item.type == "com.example.new")
    #expect(item.localizedTitle == "New Note")
    #expect(item.localizedSubtitle == "Empty")
    // The convenience initializer too.
    let short = UIApplicationShortcutItem(type: "com.example.search", localizedTitle: "Search")
    #expect(short.type == "com.example.search" && short.localizedTitle == "Search")
    #expect(short.localizedSubtitle == nil)
    let printer = UIPrinter(url: URL(string: "ipp://printer.local")!)
    #expect(printer.url == URL(string: "ipp://printer.local")!)
    let effect = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    #expect(effect.keyPath == "center.y" && effect.type == .tiltAlongVerticalAxis)
  }

  @Test func withoutTheGivingInitializerTheInertValue() {
    #expect(UIGravityBehavior().items.isEmpty)
    #expect(UIInterpolatingMotionEffect().keyPath == "")
    #expect(UIApplicationShortcutItem().type == "")
  }
}
