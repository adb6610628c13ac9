public import AndroidControllers

/// A product: its name from the intent's extra, a Reviews button that adds ``ReviewsFragment`` in a fragment
/// transaction on the back stack, and a Buy button that starts the dialog-themed ``ConfirmActivity``.
public final class ProductActivity: AppCompatActivity {
  /// The extra holding the product's name.
  public static let EXTRA_NAME = "com.example.androidshop.NAME"

  override public func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    setContentView(R.layout.activity_product)
    let name: TextView? = findViewById(R.id.name)
    name?.text = intent.getStringExtra(Self.EXTRA_NAME) ?? ""
    let reviews: Button? = findViewById(R.id.show_reviews)
    reviews?.setOnClickListener { [weak self] _ in self?.showReviews() }
    let buy: Button? = findViewById(R.id.buy)
    buy?.setOnClickListener { [weak self] _ in
      guard let self else { return }
      startActivity(Intent(self, ConfirmActivity.self))
    }
  }

  private func showReviews() {
    supportFragmentManager.beginTransaction()
      .setReorderingAllowed(true)
      .replace(R.id.detail_container, ReviewsFragment(), "reviews")
      .addToBackStack("reviews")
      .commit()
  }
}
