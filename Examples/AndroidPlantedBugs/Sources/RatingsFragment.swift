public import AndroidControllers

/// The ratings screen on ``MainActivity``'s back stack, with a Photos button that replaces it with ``PhotosFragment``
/// on the back stack. The planted bug: it keeps its layout in a field and never clears it, so once Photos replaces
/// it (the fragment stays on the back stack, its view is destroyed) the field keeps the destroyed view alive — the
/// leak LeakCanary watches `onFragmentViewDestroyed` for.
public final class RatingsFragment: Fragment {
  /// The fragment's layout, kept as a view binding would be.
  private var layout: LinearLayout?

  override public func onCreateView(
    _ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?
  ) -> View? {
    let layout = LinearLayout(requireContext())
    let text = TextView(requireContext())
    text.text = "Ratings"
    let photos = Button(requireContext())
    photos.text = "Photos"
    photos.setOnClickListener { [weak self] _ in self?.showPhotos() }
    layout.addView(text)
    layout.addView(photos)
    self.layout = layout
    return layout
  }

  override public func onDestroyView() {
    super.onDestroyView()
    if AndroidPlantedBugs.fixesFragmentViewLeak { layout = nil }
  }

  private func showPhotos() {
    parentFragmentManager.beginTransaction()
      .replace(MainActivity.containerId, PhotosFragment(), "photos")
      .addToBackStack("photos")
      .commit()
  }
}
