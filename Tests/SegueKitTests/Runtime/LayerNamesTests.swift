import Foundation
import SegueKit
import SegueKitCore
import Testing

/// Users import the umbrella, so a class of any of SegueKit's layers prints as `SegueKit.Class` in the `<Module.Class:
/// 0x…>` descriptions and messages UIKit's texts embed (NSObject's `description`), and a storyboard naming a UIKit
/// class as its custom class finds it in whichever layer declares it (ARCHITECTURE.md, "Modules").
@MainActor
@Suite struct LayerNamesTests {
  private final class AppController: UIViewController {}

  @Test func everyLayersClassesPrintUnderTheUmbrellasName() {
    #expect(SegueKitModules.qualifiedName(of: UITabBarController.self) == "SegueKit.UITabBarController")
    #expect(
      SegueKitModules.qualifiedName(of: UICollectionViewCompositionalLayout.self)
        == "SegueKit.UICollectionViewCompositionalLayout")
    #expect(
      SegueKitModules.qualifiedName(of: NSDiffableDataSourceSnapshot<Int, String>.self)
        == "SegueKit.NSDiffableDataSourceSnapshot<Swift.Int, Swift.String>")
    #expect(
      SegueKitModules.qualifiedName(of: AppController.self).hasPrefix("SegueKitTests."),
      "an app's class keeps its own module")
  }

  @Test func aDescriptionNamesTheUmbrella() {
    let description = UINavigationController().description
    #expect(description.hasPrefix("<SegueKit.UINavigationController: 0x"), "\(description)")
  }
}
