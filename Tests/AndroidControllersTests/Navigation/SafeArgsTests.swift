import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

@testable import AndroidShop

/// The Swift `segue gen --android` writes in Safe Args' role, as the example compiles it (spec §6.3): directions carry
/// typed arguments with the graph's defaults; `Args.fromBundle` throws Safe Args' texts (verified in its generated
/// sources: "Required argument \"x\" is missing and does not have an android:defaultValue").
@MainActor @Suite struct SafeArgsTests {
  @Test(.tags(.android6_3)) func directionsCarryTheActionAndTypedArgumentsWithDefaults() {
    let directions = CatalogFragmentDirections.toItem(itemName: "Kettle")
    #expect(directions.actionId == R.id.to_item)
    #expect(directions.arguments.description == "Bundle[{itemName=Kettle, quantity=1}]")
    #expect(ItemFragmentDirections.toRate(itemName: "Moka").arguments.description == "Bundle[{itemName=Moka}]")
  }

  @Test(.tags(.android6_3)) func argsRoundTripAndFromBundleThrowsSafeArgsTexts() throws {
    let args = ItemFragmentArgs(itemName: "Kettle", quantity: 3)
    #expect(try ItemFragmentArgs.fromBundle(args.toBundle()) == args)
    let onlyName = Bundle()
    onlyName.putString("itemName", "Moka")
    #expect(try ItemFragmentArgs.fromBundle(onlyName) == ItemFragmentArgs(itemName: "Moka", quantity: 1))
    #expect {
      try ItemFragmentArgs.fromBundle(Bundle())
    } throws: { error in
      (error as? AndroidException)?.description
        == "java.lang.IllegalArgumentException: Required argument \"itemName\" is missing and does not have an "
        + "android:defaultValue"
    }
    let null = Bundle()
    null.putString("itemName", nil)
    #expect {
      try ItemFragmentArgs.fromBundle(null)
    } throws: { error in
      (error as? AndroidException)?.description
        == "java.lang.IllegalArgumentException: Argument \"itemName\" is marked as non-null but was passed a null "
        + "value."
    }
  }
}
