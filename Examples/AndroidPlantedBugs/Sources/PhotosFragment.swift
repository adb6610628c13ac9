public import AndroidControllers

/// The photos screen ``RatingsFragment`` shows.
public final class PhotosFragment: Fragment {
  override public func onCreateView(
    _ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?
  ) -> View? {
    let text = TextView(requireContext())
    text.text = "Photos"
    return text
  }
}
