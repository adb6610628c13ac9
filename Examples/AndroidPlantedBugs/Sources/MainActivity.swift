public import AndroidControllers

/// The launcher activity, its views built in code: a Details button that shows ``RecentItemFragment`` on the back stack
/// (once), a History button that starts ``HistoryActivity``, a Ratings button that shows ``RatingsFragment`` on the
/// back stack (once), and the container the fragments go in.
public final class MainActivity: AppCompatActivity {
  /// The id of the container ``RecentItemFragment`` is shown in.
  static let containerId: Int32 = 0x7f08_0001

  override public func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    let layout = LinearLayout(self)
    let details = Button(self)
    details.text = "Details"
    details.setOnClickListener { [weak self] _ in self?.showDetails() }
    let history = Button(self)
    history.text = "History"
    history.setOnClickListener { [weak self] _ in
      guard let self else { return }
      startActivity(Intent(self, HistoryActivity.self))
    }
    let ratings = Button(self)
    ratings.text = "Ratings"
    ratings.setOnClickListener { [weak self] _ in self?.showRatings() }
    let container = FrameLayout(self)
    container.id = Self.containerId
    layout.addView(details)
    layout.addView(history)
    layout.addView(ratings)
    layout.addView(container)
    setContentView(layout)
  }

  private func showDetails() {
    guard supportFragmentManager.findFragmentByTag("detail") == nil else { return }
    supportFragmentManager.beginTransaction()
      .replace(Self.containerId, RecentItemFragment(), "detail")
      .addToBackStack("detail")
      .commit()
  }

  private func showRatings() {
    guard supportFragmentManager.findFragmentByTag("ratings") == nil else { return }
    supportFragmentManager.beginTransaction()
      .replace(Self.containerId, RatingsFragment(), "ratings")
      .addToBackStack("ratings")
      .commit()
  }
}
