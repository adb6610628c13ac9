public import AndroidControllers

/// The store: a `NavHostFragment` (its layout's `FragmentContainerView`, `app:navGraph="@navigation/store_graph"`)
/// above three tab buttons that play a `BottomNavigationView`: each selects its top-level destination through
/// `NavigationUI`, so every tab keeps its own back stack.
public final class StoreActivity: AppCompatActivity {
  /// The controller of the layout's `NavHostFragment` (Kotlin's `findNavController(R.id.nav_host)`).
  public var navController: NavController? { Navigation.findNavController(self, R.id.nav_host) }

  override public func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    setContentView(R.layout.activity_store)
    for (button, destination) in [
      (R.id.tab_catalog, R.id.catalog_graph), (R.id.tab_basket, R.id.basket_graph), (R.id.tab_account, R.id.account),
    ] {
      findViewById(button)?.setOnClickListener { [unowned self] _ in
        guard let navController else { return }
        NavigationUI.onNavDestinationSelected(itemId: destination, navController)
      }
    }
  }
}
