import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// `Bundle` and `Parcel` (spec §3.2, §3.3).
@MainActor @Suite struct BundleTests {
  @Test(.tags(.android3_2)) func typedValuesKeepTheirTypeAndAMismatchLogsAndroidsWarning() {
    Console.clear()
    let bundle = Bundle()
    bundle.putInt("count", 3)
    bundle.putString("name", "Ada")
    bundle.putStringArrayList("tags", ["a", "b"])
    #expect(bundle.description == "Bundle[{count=3, name=Ada, tags=[a, b]}]")
    #expect(bundle.getInt("count") == 3 && bundle.getInt("missing", 9) == 9)
    #expect(bundle.getString("count") == nil)
    #expect(bundle.getLong("name", 4) == 4)
    #expect(
      Console.messages == [
        "W/Bundle: Key count expected String but value was a java.lang.Integer.  The default value null was returned.",
        "W/Bundle: Key name expected Long but value was a java.lang.String.  The default value 4 was returned.",
      ])
  }

  @Test(.tags(.android3_2)) func theReceiverGetsACopyOfTheExtrasNotTheSendersObjects() throws {
    let app = try launchTestApp()
    let sent = Product(name: "Grinder")
    let nested = Bundle()
    nested.putString("colour", "red")
    try app.onActivity(MainActivity.self) {
      $0.startActivity(Intent($0, DetailActivity.self).putExtra("product", sent).putExtra("options", nested))
    }
    let intent = try #require(app.topActivity?.intent)
    let received = try #require(intent.getParcelableExtra("product", Product.self))
    #expect(received.name == "Grinder" && received !== sent)
    nested.putString("colour", "blue")
    #expect(intent.getBundleExtra("options")?.getString("colour") == "red")
  }

  @Test(.tags(.android3_3)) func parcelSizesFollowTheBinderLayout() {
    let parcel = Parcel.obtain()
    parcel.writeInt(1)
    parcel.writeString("ab")  // 4 (length) + 3 UTF-16 units with the terminator = 6, padded to 8
    parcel.writeLong(2)
    #expect(parcel.dataSize() == 4 + 12 + 8)
    let bundle = Bundle()
    bundle.putInt("n", 1)
    let withBundle = Parcel.obtain()
    withBundle.writeBundle(bundle)
    // Length, magic and count (12); the key (4 + 2 UTF-16 units = 8); the value's type tag and the int (8).
    #expect(withBundle.dataSize() == 12 + 8 + 8)
  }

  @Test(.tags(.android3_3, .androidAppendixA)) func extrasOverTheBinderLimitFailFromTheSystem() throws {
    let app = try launchTestApp()
    app.device.binderTransactionLimit = 1000
    let top = try #require(app.topActivity)
    let thrown = AndroidException.capture {
      top.startActivity(Intent(top, DetailActivity.self).putExtra("blob", [UInt8](repeating: 0, count: 2000)))
    }
    #expect(
      thrown == [
        .init(
          "java.lang.RuntimeException", "Failure from system",
          cause: "android.os.TransactionTooLargeException: data parcel size 2036 bytes")
      ])
    #expect(app.consoleMessages == ["E/JavaBinder: !!! FAILED BINDER TRANSACTION !!!  (parcel size = 2036)"])
  }

  @Test(.tags(.android3_3, .androidAppendixA)) func savedStateOverTheLimitCrashesFromApi24AndIsDroppedBefore() throws {
    defer { Hooks.reset() }
    for (target, crashes) in [(34, true), (23, false)] {
      let app = try launchTestApp(target: target)
      app.device.binderTransactionLimit = 100
      Hooks.onSave = { _, state in state.putByteArray("image", [UInt8](repeating: 1, count: 500)) }
      let outcome = Result { try app.pressHome() }
      if crashes {
        #expect(throws: AndroidAppError.self) { try outcome.get() }
      } else {
        #expect(
          app.consoleMessages.last == "W/ActivityThread: App sent too much data in instance state, so it was ignored")
      }
    }
  }
}

final class Product: Parcelable {
  let name: String
  init(name: String) { self.name = name }
  func writeToParcel(_ dest: Parcel, _ flags: Int32) { dest.writeString(name) }
  static func createFromParcel(_ source: Parcel) -> Product { Product(name: source.readString() ?? "") }
}

/// Reading a bundle without knowing its types, as Android's `Bundle`/`BaseBundle` allow (frameworks/base
/// core/java/android/os/BaseBundle.java: `keySet`, `containsKey`, `size`, `isEmpty`, `remove`, `clear`, `putAll`, the
/// deprecated `get(String)`, which logs no type warning).
@MainActor @Suite struct BundleUntypedTests {
  @available(*, deprecated, message: "exercises Bundle.get(String), which Android deprecates")
  @Test(.tags(.android3_2)) func extrasCanBeReadWithoutKnowingTheirTypes() {
    Console.clear()
    let bundle = Bundle()
    bundle.putInt("count", 3)
    bundle.putString("name", "Ada")
    bundle.putString("none", nil)
    bundle.putIntArray("ids", [1, 2])
    #expect(bundle.keySet() == ["count", "name", "none", "ids"] && bundle.size() == 4 && !bundle.isEmpty)
    #expect(bundle.get("count") as? Int32 == 3 && bundle.get("name") as? String == "Ada")
    #expect(bundle.get("ids") as? [Int32] == [1, 2])
    #expect(bundle.get("none") == nil && bundle.containsKey("none") && bundle.get("missing") == nil)
    let more = Bundle()
    more.putLong("count", 9)
    more.putBoolean("flag", true)
    bundle.putAll(more)
    #expect(bundle.description == "Bundle[{count=9, name=Ada, none=null, ids=[[I, flag=true}]")
    bundle.remove("name")
    #expect(!bundle.containsKey("name") && bundle.keySet() == ["count", "none", "ids", "flag"])
    bundle.clear()
    #expect(bundle.isEmpty && bundle.size() == 0 && bundle.keySet().isEmpty)
    #expect(Console.messages.isEmpty)
  }
}
