public import AndroidControllers

/// The list the main activity's `FragmentContainerView` hosts (`android:name`): one button per product, which
/// starts ``ProductActivity`` with the product's name as an extra.
public final class ProductListFragment: Fragment {
  override public func onCreateView(
    _ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?
  ) -> View? {
    inflater.inflate(R.layout.fragment_product_list, container, false)
  }

  override public func onViewCreated(_ view: View, _ savedInstanceState: Bundle?) {
    super.onViewCreated(view, savedInstanceState)
    let grinder: Button? = view.findViewById(R.id.grinder)
    grinder?.setOnClickListener { [weak self] button in
      guard let self, let name = (button as? TextView)?.text else { return }
      let activity = requireActivity()
      activity.startActivity(Intent(activity, ProductActivity.self).putExtra(ProductActivity.EXTRA_NAME, name))
    }
  }
}
