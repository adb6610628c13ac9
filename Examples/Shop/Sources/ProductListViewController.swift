#if canImport(UIKit)
  public import UIKit
#else
  public import Foundation
  public import SegueKit
#endif

/// The first tab's list: a prototype cell shows a product (segue "ShowProduct"); pressing and holding a row shows its
/// context menu (favorite, share, remove).
public final class ProductListViewController: UITableViewController {
  public var products = Product.catalogue
  /// What the last unwind from the confirmation screen brought back.
  public private(set) var lastOrder: Product?
  /// The names of the products the user marked as favorites in their context menus.
  public private(set) var favorites: Set<String> = []

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    products.count
  }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ProductCell", for: indexPath)
    cell.textLabel?.text = products[indexPath.row].name
    return cell
  }

  public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "ShowProduct", let detail = segue.destination as? ProductDetailViewController,
      let row = tableView.indexPathForSelectedRow?.row
    {
      detail.product = products[row]
    }
  }

  /// A row's context menu: Favorite (checked when it is one), a Share submenu (copy the name; mail is not set up on
  /// the device, so disabled) and a destructive Remove, which deletes the row.
  public override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    let product = products[indexPath.row]
    return UIContextMenuConfiguration(identifier: product.name as NSString, previewProvider: nil) { _ in
      let favorite = UIAction(title: "Favorite", state: self.favorites.contains(product.name) ? .on : .off) { _ in
        if self.favorites.remove(product.name) == nil { self.favorites.insert(product.name) }
      }
      let copy = UIAction(title: "Copy Name") { _ in UIPasteboard.general.string = product.name }
      let mail = UIAction(title: "Mail", attributes: .disabled) { _ in }
      let share = UIMenu(title: "Share", children: [copy, mail])
      let remove = UIAction(title: "Remove", attributes: .destructive) { _ in
        guard let row = self.products.firstIndex(of: product) else { return }
        self.products.remove(at: row)
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
      }
      return UIMenu(title: product.name, children: [favorite, share, remove])
    }
  }

  /// The unwind action of the confirmation screen's Done button (two levels up, across a modal sheet).
  @IBAction public func unwindToProductList(_ segue: UIStoryboardSegue) {
    lastOrder = (segue.source as? ConfirmViewController)?.order
  }
}

#if !canImport(UIKit)
  extension ProductListViewController: StoryboardConnectable {
    public static let storyboardConnections = StoryboardConnections<ProductListViewController>()
      .unwind("unwindToProductList:") { controller, segue in controller.unwindToProductList(segue) }
  }
#endif
