public import AndroidControllers

/// A detail screen on ``MainActivity``'s back stack. The planted bug: it adds itself to ``RecentlyViewed``, a static
/// list, so Back destroys it but it stays alive.
public final class RecentItemFragment: Fragment {
  override public func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    if !AndroidPlantedBugs.fixesFragmentLeak { RecentlyViewed.fragments.append(self) }
  }

  override public func onCreateView(
    _ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?
  ) -> View? {
    let text = TextView(requireContext())
    text.text = "About this product"
    return text
  }
}
