#if canImport(UIKit)
  import UIKit
#else
  import SegueKit
#endif

/// The list scene: its `prepare(for:sender:)` switches over the generated segue enum, so a renamed or retyped segue
/// in `Flow.storyboard` breaks the build instead of the app.
public final class ItemListViewController: UIViewController {
  /// What each prepared segue handed over, in order.
  public private(set) var prepared: [String] = []

  override public func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch StoryboardSegue.Flow.ItemListViewControllerSegues(segue) {
    case .showDetail(let detail)?:
      detail.item = "Grinder"
      prepared.append("showDetail: \(type(of: detail)) item=\(detail.item ?? "-")")
    case .editItems(let edit)?:
      edit.itemCount = 3
      prepared.append("editItems: \(type(of: edit)) itemCount=\(edit.itemCount)")
    case nil:
      prepared.append("other: \(segue.identifier ?? "-")")
    }
  }
}

/// The detail scene, pushed by `show-detail`.
public final class ItemDetailViewController: UIViewController {
  public var item: String?
}

/// The root of the navigation controller presented by `edit items`.
public final class EditItemsViewController: UIViewController {
  public var itemCount = 0
}
