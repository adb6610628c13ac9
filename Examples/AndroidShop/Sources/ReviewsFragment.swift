public import AndroidControllers

/// The product's reviews, which ``ProductActivity`` puts in its detail container on the back stack.
public final class ReviewsFragment: Fragment {
  override public func onCreateView(
    _ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?
  ) -> View? {
    inflater.inflate(R.layout.fragment_reviews, container, false)
  }
}
