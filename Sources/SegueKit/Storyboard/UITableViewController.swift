public import Foundation

/// A view controller whose view is a table view, its data source and delegate.
///
/// Mirrors UIKit's `UITableViewController` as far as navigation needs it: storyboards make one for a
/// `tableViewController` scene, with the scene's static cells or prototypes. Subclasses override the data
/// source methods as on iOS. Unlike UIKit's, it is not the table's delegate: without Objective-C dispatch a
/// subclass's `tableView(_:didSelectRowAt:)` could not be reached through an inherited conformance.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource {
  /// The table view: the controller's view.
  public var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  open override func loadView() {
    super.loadView()
    guard !(viewIfLoaded is UITableView) else { return }
    let table = UITableView()
    table.dataSource = self
    view = table
  }

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// A view controller whose view is a collection view.
///
/// Mirrors UIKit's `UICollectionViewController` as far as navigation needs it.
@MainActor
open class UICollectionViewController: UIViewController {
  /// The collection view: the controller's view.
  public var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  open override func loadView() {
    super.loadView()
    guard !(viewIfLoaded is UICollectionView) else { return }
    view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
  }
}
