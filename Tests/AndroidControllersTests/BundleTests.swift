import AndroidControllers
import Testing

@MainActor @Suite struct BundleTests {
  @Test func typedValuesRoundTrip() {
    let bundle = Bundle()
    bundle.putInt("count", 3)
    bundle.putString("name", "Ada")
    #expect(bundle.description == "Bundle[{count=3, name=Ada}]")
  }
}
