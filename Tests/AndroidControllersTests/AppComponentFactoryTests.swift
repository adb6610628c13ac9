import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// Components made by name, as apps and dependency injection do: Android's `AppComponentFactory`
/// (frameworks/base core/java/android/app/AppComponentFactory.java: `instantiateActivity(ClassLoader, String,
/// Intent)`, default `(Activity) cl.loadClass(className).newInstance()`; called by `Instrumentation.newActivity` for
/// every new instance) and AndroidX's `FragmentFactory` through saved state (fragment/fragment
/// FragmentStateManager: a restored fragment is made by `fragmentFactory.instantiate`).
@MainActor @Suite struct AppComponentFactoryTests {
  /// A factory that serves two manifest names with one Swift class and records what it was asked for.
  final class InjectingFactory: AppComponentFactory {
    var requests: [String] = []
    var applications: [String] = []

    override func instantiateActivity(_ cl: ClassLoader, _ className: String, _ intent: Intent?) throws -> Activity {
      requests.append("\(className) \(intent?.getStringExtra("tag") ?? "-")")
      if className.hasSuffix(".CheckoutActivity") || className.hasSuffix(".ReceiptActivity") {
        return DetailActivity()
      }
      return try super.instantiateActivity(cl, className, intent)
    }

    override func instantiateApplication(_ cl: ClassLoader, _ className: String) throws -> Application {
      applications.append(className)
      return try super.instantiateApplication(cl, className)
    }
  }

  private let extra = """
    <activity android:name=".CheckoutActivity"/>
    <activity android:name=".ReceiptActivity"/>
    <activity android:name=".UnknownActivity"/>
    """

  private func launch(_ factory: AppComponentFactory) throws -> AndroidApp {
    try AndroidApp.launch(
      manifest: testManifest(extra), activities: testActivities, appComponentFactory: factory)
  }

  @Test(.tags(.android3_1)) func theFactoryMakesEveryActivityAndOneClassServesSeveralNames() throws {
    let factory = InjectingFactory()
    let app = try launch(factory)
    try app.onActivity(MainActivity.self) {
      $0.startActivity(
        Intent().setClassName("com.example.app", "com.example.app.CheckoutActivity").putExtra("tag", "c"))
    }
    try app.onActivity(DetailActivity.self) {
      $0.startActivity(Intent().setClassName("com.example.app", "com.example.app.ReceiptActivity").putExtra("tag", "r"))
    }
    try app.rotate()  // re-created: through the factory again, with the record's intent
    #expect(
      factory.requests == [
        "com.example.app.MainActivity -", "com.example.app.CheckoutActivity c", "com.example.app.ReceiptActivity r",
        "com.example.app.ReceiptActivity r",
      ])
    #expect(factory.applications == ["android.app.Application"])
    #expect(app.topActivity?.componentName?.className == "com.example.app.ReceiptActivity")
    #expect(app.topActivity is DetailActivity)
  }

  @Test(.tags(.android3_1)) func aNameNoClassHasFailsWhenTheInstanceIsMadeNotWhenStarting() throws {
    let app = try launch(InjectingFactory())
    #expect {
      try app.onActivity(MainActivity.self) {
        $0.startActivity(Intent().setClassName("com.example.app", "com.example.app.UnknownActivity"))
      }
    } throws: { error in
      (error as? AndroidAppError)?.description
        == "FATAL EXCEPTION: main\njava.lang.RuntimeException: Unable to instantiate activity "
        + "ComponentInfo{com.example.app/com.example.app.UnknownActivity}: java.lang.ClassNotFoundException: "
        + "Didn't find class \"com.example.app.UnknownActivity\""
    }
  }

  @Test(.tags(.android3_1)) func aManifestNamingAFactoryTheDeviceWasNotGivenFallsBackToTheDefault() throws {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
        <application android:appComponentFactory="com.example.app.AppFactory">
          <activity android:name=".MainActivity" android:exported="true">
            <intent-filter>
              <action android:name="android.intent.action.MAIN"/>
              <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter>
          </activity>
        </application>
      </manifest>
      """
    let app = try AndroidApp.launch(
      manifest: ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml"), activities: testActivities)
    #expect(app.topActivity is MainActivity)
    #expect(
      app.consoleMessages == ["E/LoadedApk: Unable to instantiate appComponentFactory com.example.app.AppFactory"])
  }

  @Test(.tags(.android5_1)) func aFragmentFactorySetBeforeSuperOnCreateMakesTheRestoredFragments() throws {
    let factory = InjectingFragmentFactory()
    FactoryHostActivity.factory = factory
    defer { FactoryHostActivity.factory = nil }
    let app = try AndroidApp.launch(
      manifest: testManifest(launcher: "FactoryHostActivity"), activities: [FactoryHostActivity.self])
    try app.rotate()
    let host = try #require(app.topActivity as? FactoryHostActivity)
    let restored = try #require(host.supportFragmentManager.findFragmentByTag("cart") as? InjectedFragment)
    // AndroidX saves the instance's class name (`fragment.getClass().getName()`), not the name it was asked for.
    #expect(factory.requests == ["com.example.app.CartFragment", FragmentFactoryName.of(InjectedFragment.self)])
    #expect(restored.service == "cart service #2")
  }
}

/// A fragment that needs a constructor argument, which only a factory can give.
final class InjectedFragment: ViewFragment {
  let service: String
  init(service: String) {
    self.service = service
    super.init()
  }
  /// What AndroidX's default factory would make: no service (the test fails if it is used).
  required init() {
    service = "none"
    super.init()
  }
}

/// The Swift name a fragment manager saves for a class (`String(reflecting:)`).
enum FragmentFactoryName {
  static func of(_ type: Fragment.Type) -> String { String(reflecting: type) }
}

/// Gives `InjectedFragment`s their service, for any name that asks for a cart.
final class InjectingFragmentFactory: FragmentFactory {
  var requests: [String] = []

  override func instantiate(_ className: String) -> Fragment {
    requests.append(className)
    if className.hasSuffix("CartFragment") || className.hasSuffix(".InjectedFragment") {
      return InjectedFragment(service: "cart service #\(requests.count)")
    }
    return super.instantiate(className)
  }
}

/// Sets its fragment manager's factory before `super.onCreate`, as AndroidX requires for restored fragments.
final class FactoryHostActivity: AppCompatActivity {
  static var factory: FragmentFactory?

  override func onCreate(_ savedInstanceState: Bundle?) {
    if let factory = Self.factory { supportFragmentManager.fragmentFactory = factory }
    super.onCreate(savedInstanceState)
    let container = FrameLayout(self)
    container.id = containerId
    setContentView(container)
    if savedInstanceState == nil {
      let cart = supportFragmentManager.fragmentFactory.instantiate("com.example.app.CartFragment")
      supportFragmentManager.beginTransaction().add(containerId, cart, "cart").commit()
    }
  }
}
