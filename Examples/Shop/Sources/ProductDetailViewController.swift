#if canImport(UIKit)
  public import UIKit
#else
  public import SegueKit
#endif

/// A product: Buy presents the checkout sheet, Share a popover; the reviews are embedded.
public final class ProductDetailViewController: UIViewController {
  public var product: Product?
  #if canImport(UIKit)
    @IBOutlet public var nameLabel: UILabel!
  #else
    public var nameLabel: UILabel!
  #endif

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = product?.name
    nameLabel.text = product?.name
  }

  /// Nothing to buy without a product.
  public override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    identifier != "Checkout" || product != nil
  }

  public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let destination = (segue.destination as? UINavigationController)?.topViewController ?? segue.destination
    (destination as? CheckoutViewController)?.product = product
    (destination as? ReviewsViewController)?.product = product
  }
}

#if !canImport(UIKit)
  extension ProductDetailViewController: StoryboardConnectable {
    public static let storyboardConnections = StoryboardConnections<ProductDetailViewController>()
      .outlet("nameLabel") { controller, label in controller.nameLabel = label as? UILabel }
  }
#endif
