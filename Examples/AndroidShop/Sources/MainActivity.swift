public import AndroidControllers

/// The launcher activity: a title, the product list fragment its layout names, and a Cart button whose
/// `android:onClick="openCart"` calls ``openCart(_:)``.
///
/// Kotlin's `class MainActivity : AppCompatActivity(R.layout.activity_main)`, written with `setContentView`.
public final class MainActivity: AppCompatActivity {
  override public func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    setContentView(R.layout.activity_main)
  }

  /// What `android:onClick="openCart"` calls: Android finds `public void openCart(View)` by reflection.
  public func openCart(_ view: View) {
    startActivity(Intent(self, CartActivity.self))
  }

  override public class var onClickHandlers: [String: (Activity, View) -> Void] {
    ["openCart": { activity, view in (activity as? MainActivity)?.openCart(view) }]
  }
}
