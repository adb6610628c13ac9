public import AndroidControllers

/// The cart, `launchMode="singleTop"`: starting it while it is on top delivers the intent to ``onNewIntent(_:)``
/// instead of stacking a second cart.
public final class CartActivity: AppCompatActivity {
  override public func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    setContentView(R.layout.activity_cart)
  }

  override public func onNewIntent(_ intent: Intent) {
    super.onNewIntent(intent)
    setIntent(intent)
  }
}
