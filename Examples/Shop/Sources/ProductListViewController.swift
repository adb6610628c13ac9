#if canImport(UIKit)
  public import UIKit
#else
  public import Foundation
  public import SegueKit
#endif

/// The first tab's list: a prototype cell shows a product (segue "ShowProduct").
public final class ProductListViewController: UITableViewController {
  public var products = Product.catalogue
  /// What the last unwind from the confirmation screen brought back.
  public private(set) var lastOrder: Product?

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
