#if canImport(UIKit)
  public import UIKit
#else
  public import SegueKit
#endif

/// The embedded reviews of a product.
public final class ReviewsViewController: UIViewController {
  public var product: Product?
}

/// The Share popover.
public final class ShareViewController: UIViewController {}

/// The checkout sheet's first screen: Continue shows the confirmation, Cancel dismisses the sheet.
public final class CheckoutViewController: UIViewController {
  public var product: Product?

  @IBAction public func cancel(_ sender: Any?) {
    dismiss(animated: true)
  }

  public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    (segue.destination as? ConfirmViewController)?.order = product
  }
}

/// The confirmation: Done unwinds to the product list, two levels up and out of the sheet.
public final class ConfirmViewController: UIViewController {
  public var order: Product?
}

#if !canImport(UIKit)
  extension CheckoutViewController: StoryboardConnectable {
    public static let storyboardConnections = StoryboardConnections<CheckoutViewController>()
      .action("cancel:") { controller, sender in controller.cancel(sender) }
  }
#endif
