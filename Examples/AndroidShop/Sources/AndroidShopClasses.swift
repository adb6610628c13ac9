public import AndroidControllers

/// The example's activity and fragment classes, for `AndroidApp.launch(appFolder:activities:fragments:)`.
///
/// Not in Android: Android finds the classes the manifest and layouts name through its class loader; here the
/// runtime is given them.
public enum AndroidShopClasses {
  /// The manifest's package: the app these classes belong to.
  public static let packageName = "com.example.androidshop"
  /// The activities the manifest declares.
  @MainActor public static let activities: [Activity.Type] = [
    MainActivity.self, ProductActivity.self, CartActivity.self, ConfirmActivity.self, StoreActivity.self,
  ]
  /// The fragments the layouts and activities use.
  @MainActor public static let fragments: [Fragment.Type] = [
    ProductListFragment.self, ReviewsFragment.self, CatalogFragment.self, ItemFragment.self,
    RateDialogFragment.self, BasketFragment.self, CheckoutFragment.self, AccountFragment.self,
  ]
}
