import Foundation
import SegueKit
import Testing

private final class StrongerField: UIFieldBehavior {}

/// The generator's rules for the members it could not declare before: generic types keep UIKit's generic parameters
/// (`UICollectionView.CellRegistration<Cell, Item>`, `NSDiffableDataSourceTransaction<…>`), members returning `Self`
/// answer the receiver or a new instance of the class they are called on, and a struct's initializer stores an
/// optional parameter into a property that is not optional when it is given. Source: UIKit's iOS 14.2 interface
/// (`Scripts/uikit-inventory/UIKit.tsv`) for each signature.
@MainActor
@Suite struct GenericAndSelfRuleTests {
  @Test func genericTypesKeepTheirParameters() {
    // UIKit: `struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell` and its `Handler`.
    let handler: UICollectionView.CellRegistration<UICollectionViewListCell, String>.Handler = { cell, _, item in
      cell.accessibilityLabel = item
    }
    let cell = UICollectionViewListCell(frame: .zero)
    handler(cell, IndexPath(item: 0, section: 0), "Milk")
    #expect(cell.accessibilityLabel == "Milk")
  }

  @Test func aClassMethodReturningSelfMakesTheClassItIsCalledOn() {
    // UIKit: `class func dragField() -> Self`; on a subclass it makes the subclass.
    let field = StrongerField.dragField()
    #expect(type(of: field) == StrongerField.self)
    #expect(type(of: UIFieldBehavior.springField()) == UIFieldBehavior.self)
  }

  /// Apple's `UIBarButtonItem.flexibleSpace()` and `fixedSpace(_:)` ("creates a new flexible-width space item", "a
  /// new fixed-width space item with the specified width"), written by hand: the class declares no required
  /// initializer to make `Self` with.
  @Test func spaceItemsAreSystemSpaceItems() {
    let flexible = UIBarButtonItem.flexibleSpace()
    let fixed = UIBarButtonItem.fixedSpace(12)
    #expect(flexible.systemItem == .flexibleSpace)
    #expect(fixed.systemItem == .fixedSpace && fixed.width == 12)
  }

  @Test func anInstanceMethodReturningSelfAnswersTheReceiver() {
    // Apple's `CALayer.model()`: "the model layer object associated with the receiver, if any"; a layer outside an
    // animation is its own model layer.
    let layer = CALayer()
    #expect(layer.model() === layer)
  }

  @Test func anOptionalParameterIsStoredIntoAPropertyThatIsNotOptional() {
    // UIKit: `init(isHidden: Bool? = nil, reservedLayoutWidth: …? = nil, tintColor: UIColor? = nil)`, with
    // `var isHidden: Bool`: nil keeps the default.
    #expect(UICellAccessory.DisclosureIndicatorOptions(isHidden: true).isHidden)
    #expect(UICellAccessory.DisclosureIndicatorOptions(tintColor: .red).isHidden == false)
  }
}
