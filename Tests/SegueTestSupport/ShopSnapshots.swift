/// Navigation snapshots of the bundled Shop example (`Examples/Shop`) that the driver's tests and `segue run`'s
/// tests both expect, as `SegueApp.snapshot.description` prints them.
public enum ShopSnapshots {
  /// Just launched from the Info.plist: the Shop tab's product list.
  public static let launch = """
    iPhone 16, portrait
    RootTabBarController tabs=[*Shop, Library, Settings]
      UINavigationController
        [0] Products (ProductListViewController)
    """

  /// After tapping "Grinder": the product pushed by the cell's show segue, its reviews embedded.
  public static let grinderDetail = """
    iPhone 16, portrait
    RootTabBarController tabs=[*Shop, Library, Settings]
      UINavigationController
        [0] Products (ProductListViewController)
        [1] Grinder (ProductDetailViewController)
          embeds ReviewsViewController
    """
}
