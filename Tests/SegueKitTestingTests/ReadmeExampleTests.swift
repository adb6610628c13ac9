import Foundation
import SegueKitTesting
import Testing

/// The README's testing example, as written there, so that the README cannot drift from the API.
@MainActor
@Suite struct ReadmeExampleTests {
  static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Shop")

  @Test func buyingUnwindsToTheList() throws {
    let app = try SegueApp.launch(appFolder: Self.shop)
    try app.tap("Grinder")
    try app.tap("Buy")
    try app.tap("Continue")
    try app.tap("Done")
    #expect(app.snapshot.description.contains("[0] Products"))
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        RootTabBarController tabs=[*Shop, Library, Settings]
          UINavigationController
            [0] Products (ProductListViewController)
        """)
  }
}
