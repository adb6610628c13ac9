public import AndroidControllers

/// A vertical list of a text and buttons, the views the store's fragments show (made in code).
@MainActor
func storeScreen(_ context: Context?, text: String, buttons: [(String, @MainActor () -> Void)]) -> View {
  let screen = LinearLayout(context)
  let label = TextView(context)
  label.text = text
  screen.addView(label)
  for (title, action) in buttons {
    let button = Button(context)
    button.text = title
    button.setOnClickListener { _ in action() }
    screen.addView(button)
  }
  return screen
}

/// The catalog tab's start: one item, opened through the `to_item` action with its name as the argument.
public final class CatalogFragment: Fragment {
  override public func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    storeScreen(context, text: "Catalog", buttons: [("Kettle", { [unowned self] in open("Kettle") })])
  }

  /// Safe Args' way: the generated directions carry the typed arguments (`quantity` takes its default).
  private func open(_ name: String) {
    findNavController()?.navigate(CatalogFragmentDirections.toItem(itemName: name))
  }
}

/// An item: its name and quantity (the `quantity` argument's default is 1, the More button adds one, and the
/// fragment keeps it in its saved instance state), the rating the rate dialog passed back through this entry's
/// `SavedStateHandle`, and a Rate button.
public final class ItemFragment: Fragment {
  /// How many the user wants: the argument's quantity at first, then the saved one.
  public private(set) var quantity: Int32 = 1
  /// The rating the dialog set, read when the view is made again.
  public var rating: Int? { findNavController()?.currentBackStackEntry?.savedStateHandle.get("rating") }

  override public func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    if let savedInstanceState, savedInstanceState.containsKey("quantity") {
      quantity = savedInstanceState.getInt("quantity")
    } else if let args = try? ItemFragmentArgs.fromBundle(requireArguments()) {
      quantity = args.quantity
    }
  }

  override public func onSaveInstanceState(_ outState: Bundle) {
    super.onSaveInstanceState(outState)
    outState.putInt("quantity", quantity)
  }

  override public func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    // Safe Args' `by navArgs()`: the arguments read through the generated, typed `ItemFragmentArgs`.
    guard let args = try? ItemFragmentArgs.fromBundle(requireArguments()) else { return nil }
    return storeScreen(
      context, text: "\(args.itemName) ×\(quantity)",
      buttons: [
        (
          "Rate",
          { [unowned self] in
            findNavController()?.navigate(ItemFragmentDirections.toRate(itemName: args.itemName))
          }
        ),
        ("More", { [unowned self] in more(args.itemName) }),
      ])
  }

  /// The More button: one more, shown at once.
  private func more(_ name: String) {
    quantity += 1
    ((view as? ViewGroup)?.getChildAt(0) as? TextView)?.text = "\(name) ×\(quantity)"
  }
}

/// A dialog destination: rating an item passes the result back to the entry below and dismisses the dialog.
public final class RateDialogFragment: Fragment {
  override public func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    storeScreen(context, text: "Rate \(arguments?.getString("itemName") ?? "")", buttons: [("5 stars", rate)])
  }

  /// What the dialog's button does: the result goes to the previous entry's `SavedStateHandle`, then the dialog is
  /// popped.
  public func rate() {
    guard let navController = findNavController() else { return }
    navController.previousBackStackEntry?.savedStateHandle.set("rating", 5)
    navController.popBackStack()
  }
}

/// The basket tab's start.
public final class BasketFragment: Fragment {
  override public func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    storeScreen(
      context, text: "Basket",
      buttons: [("Checkout", { [unowned self] in findNavController()?.navigate(R.id.to_checkout) })])
  }
}

/// Checkout: placing the order pops back to a fresh basket (`popUpTo` the basket, inclusive).
public final class CheckoutFragment: Fragment {
  override public func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    storeScreen(
      context, text: "Checkout",
      buttons: [("Place order", { [unowned self] in findNavController()?.navigate(R.id.order_placed) })])
  }
}

/// The account tab: a top-level fragment destination.
public final class AccountFragment: Fragment {
  override public func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    storeScreen(context, text: "Signed out", buttons: [])
  }
}
