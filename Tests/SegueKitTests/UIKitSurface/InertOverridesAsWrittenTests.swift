import Foundation
import SegueKit
import Testing

/// Subclasses overriding UIKit's `open` members that SegueKit declares inert (generated into a region of the class
/// body, where a subclass can override them, not into an extension, where it cannot) compile as apps write them,
/// and a call through the UIKit type runs the app's override.
///
/// Source: the `open` members of UIKit's `UITextField.h` (`textRect(forBounds:)`, `editingRect(forBounds:)`,
/// `placeholderRect(forBounds:)`), `UILabel.h` (`textRect(forBounds:limitedToNumberOfLines:)`), `UIButton.h`
/// (`titleRect(forContentRect:)`), `UIScrollView.h` (`touchesShouldCancel(in:)`) and `UITableView.h`
/// (`rect(forSection:)`); `UITableViewController` and `UICollectionViewController` adopt `UITableViewDelegate`'s and
/// `UICollectionViewDelegate`'s optional methods, which their subclasses override (`UITableViewController.h`); the
/// override pattern of the wide corpus's text fields with insets and its table view controllers.
@MainActor
@Suite struct InertOverridesAsWrittenTests {
  final class InsetField: UITextField {
    let inset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: inset) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  }

  final class TopAlignedLabel: UILabel {
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
      CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: CGFloat(numberOfLines) * 20)
    }
  }

  final class TitleFirstButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
      CGRect(x: 0, y: 0, width: contentRect.width / 2, height: contentRect.height)
    }
  }

  final class ButtonScroller: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool {
      view is UIButton || super.touchesShouldCancel(in: view)
    }
  }

  final class FixedSections: UITableView {
    override func rect(forSection section: Int) -> CGRect {
      CGRect(x: 0, y: CGFloat(section) * 44, width: 320, height: 44)
    }
  }

  final class NotesController: UITableViewController {
    var highlighted: [IndexPath] = []
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
      section == 0 ? 28 : 44
    }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      highlighted.append(indexPath)
    }
  }

  final class IndexedGrid: UICollectionViewController {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "B"] }
  }

  /// A table view controller's override of a generated delegate member runs when called through
  /// `UITableViewController`; without one, the inert answer.
  @Test func tableAndCollectionViewControllerOverridesRunThroughTheUIKitType() {
    let notes = NotesController(style: .plain)
    let controller: UITableViewController = notes
    #expect(controller.tableView(controller.tableView, estimatedHeightForHeaderInSection: 0) == 28)
    #expect(controller.tableView(controller.tableView, estimatedHeightForHeaderInSection: 1) == 44)
    controller.tableView(controller.tableView, didHighlightRowAt: IndexPath(row: 2, section: 0))
    controller.tableView(controller.tableView, didHighlightRowAt: IndexPath(row: 3, section: 0))
    #expect(notes.highlighted == [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)])
    let grid: UICollectionViewController = IndexedGrid(collectionViewLayout: UICollectionViewFlowLayout())
    #expect(grid.indexTitles(for: grid.collectionView) == ["A", "B"])
    let plain = UITableViewController(style: .plain)
    #expect(plain.tableView(plain.tableView, estimatedHeightForHeaderInSection: 0) == 0)
  }

  @Test func overridesOfInertMembersRunThroughTheUIKitType() {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
    let field: UITextField = InsetField(frame: bounds)
    let label: UILabel = TopAlignedLabel()
    let button: UIButton = TitleFirstButton(type: .system)
    let scroller: UIScrollView = ButtonScroller()
    let table: UITableView = FixedSections(frame: .zero, style: .plain)
    #expect(field.textRect(forBounds: bounds) == CGRect(x: 12, y: 0, width: 176, height: 40))
    #expect(field.editingRect(forBounds: bounds) == CGRect(x: 12, y: 0, width: 176, height: 40))
    #expect(field.placeholderRect(forBounds: bounds) == CGRect(x: 12, y: 0, width: 176, height: 40))
    #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 2) == CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(button.titleRect(forContentRect: bounds) == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(scroller.touchesShouldCancel(in: UIButton()))
    #expect(!scroller.touchesShouldCancel(in: UIView()))
    #expect(table.rect(forSection: 2) == CGRect(x: 0, y: 88, width: 320, height: 44))
  }

  /// Without an override, the inert answer: UIKit's on a device without pixels to lay out (`.zero`), as the
  /// generated members document.
  @Test func withoutAnOverrideTheInertAnswer() {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
    #expect(UITextField(frame: bounds).textRect(forBounds: bounds) == .zero)
    #expect(!UIScrollView().touchesShouldCancel(in: UIButton()))
  }
}
