import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import Foundation

// Jetpack Navigation: graph decode throughput against a no-op `XMLParser` pass over the same bytes, navigate + pop
// cycles (a TestNavHostController, and a NavHostFragment whose fragment transactions are drained), and a whole
// scenario — launch, an action, a dialog, a bottom-navigation switch and back, a deep link, Back — against the
// target of under 1 ms.

/// Runs the navigation benchmarks; returns false when a target is missed.
@MainActor
func runNavigationBenchmarks(corpus: String) -> Bool {
  var met = true
  if let names = try? FileManager.default.contentsOfDirectory(atPath: corpus) {
    let files = names.filter { $0.contains("_res_navigation_") && $0.hasSuffix(".xml") }.sorted().map {
      (corpus as NSString).appendingPathComponent($0)
    }
    runAndroidXMLBenchmark("navigation", decoder: "NavigationDecoder", files: files, unit: "destination") {
      data, file in
      NavigationDecoder.decode(data, path: file).allNodes.count
    }
  } else {
    print("navigation: corpus folder '\(corpus)' not found; decode skipped")
  }

  let controller = TestNavHostController(resources: navigationBenchResources, packageName: "org.example.bench")
  controller.setGraph(navigationBenchResources.identifier("bench_graph", "navigation"))
  let toItem = navigationBenchResources.identifier("to_item", "id")
  let args = AndroidControllers.Bundle()
  args.putString("itemName", "Kettle")
  let cycles = 200_000
  let testSeconds = seconds {
    for _ in 0..<cycles {
      controller.navigate(toItem, args)
      controller.popBackStack()
    }
  }
  let testRate = Double(cycles) / testSeconds
  print(
    "navigation: TestNavHostController navigate + pop: \(Int(testRate)) cycles/s (target ≥ 100,000)")
  met = met && testRate >= 100_000

  guard let app = try? launchNavigationBench(), let store = app.topActivity as? NavBenchActivity,
    let navController = store.host?.navController
  else {
    print("navigation: the benchmark app did not launch")
    return false
  }
  let fragmentCycles = 20_000
  let fragmentSeconds = seconds {
    for _ in 0..<fragmentCycles {
      navController.navigate(toItem, args)
      MainQueue.drain()
      navController.popBackStack()
      MainQueue.drain()
    }
  }
  print(
    "navigation: NavHostFragment navigate + pop (fragment transactions drained): "
      + "\(Int(Double(fragmentCycles) / fragmentSeconds)) cycles/s")

  let scenarios = 2_000
  let ids = ["to_rate", "basket_graph", "catalog_graph"].map { navigationBenchResources.identifier($0, "id") }
  let scenarioSeconds = seconds {
    for _ in 0..<scenarios {
      guard let app = try? launchNavigationBench(), let store = app.topActivity as? NavBenchActivity,
        let nav = store.host?.navController
      else { return }
      try? app.step { nav.navigate(toItem, args) }
      try? app.step { nav.navigate(ids[0], args) }
      try? app.pressBack()
      try? app.step { NavigationUI.onNavDestinationSelected(itemId: ids[1], nav) }
      try? app.step { NavigationUI.onNavDestinationSelected(itemId: ids[2], nav) }
      try? app.step { nav.navigate(Uri.parse("bench://item/Moka")) }
      try? app.pressBack()
    }
  }
  let perScenario = scenarioSeconds / Double(scenarios) * 1e3
  print(
    "navigation: scenario (launch, action, dialog, tab switch and back, deep link, Back): "
      + "\(String(format: "%.3f", perScenario)) ms per test (target < 1 ms)")
  met = met && perScenario < 1
  return met
}

@MainActor
private func launchNavigationBench() throws -> AndroidApp {
  let xml = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.bench">
      <application>
        <activity android:name=".NavBenchActivity" android:exported="true">
          <intent-filter>
            <action android:name="android.intent.action.MAIN"/>
            <category android:name="android.intent.category.LAUNCHER"/>
          </intent-filter>
        </activity>
      </application>
    </manifest>
    """
  return try AndroidApp.launch(
    manifest: ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml"),
    activities: [NavBenchActivity.self], fragments: [NavBenchFragment.self], resources: navigationBenchResources)
}

private let navigationBenchContainer: Int32 = 0x7f0b_0100

/// The graph: a catalog graph (list, item with a deep link, a dialog), a basket graph, an account destination.
private let navigationBenchResources: AndroidResources = {
  let graph = """
    <navigation xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/bench_graph"
        app:startDestination="@id/catalog_graph">
      <navigation android:id="@+id/catalog_graph" app:startDestination="@id/catalog">
        <fragment android:id="@+id/catalog" android:name=".NavBenchFragment">
          <action android:id="@+id/to_item" app:destination="@id/item"/>
        </fragment>
        <fragment android:id="@+id/item" android:name=".NavBenchFragment">
          <argument android:name="itemName" app:argType="string"/>
          <deepLink app:uri="bench://item/{itemName}"/>
          <action android:id="@+id/to_rate" app:destination="@id/rate"/>
        </fragment>
        <dialog android:id="@+id/rate" android:name=".NavBenchFragment"/>
      </navigation>
      <navigation android:id="@+id/basket_graph" app:startDestination="@id/basket">
        <fragment android:id="@+id/basket" android:name=".NavBenchFragment"/>
      </navigation>
      <fragment android:id="@+id/account" android:name=".NavBenchFragment"/>
    </navigation>
    """
  var resources = AndroidResources()
  resources.navigations["bench_graph"] = NavigationDecoder.decode(Array(graph.utf8), path: "bench_graph.xml")
  return resources
}()

private final class NavBenchActivity: AppCompatActivity {
  var host: NavHostFragment?

  override func onCreate(_ savedInstanceState: AndroidControllers.Bundle?) {
    super.onCreate(savedInstanceState)
    let container = FragmentContainerView(self)
    container.id = navigationBenchContainer
    setContentView(container)
    if savedInstanceState == nil {
      let host = NavHostFragment.create(navigationBenchResources.identifier("bench_graph", "navigation"))
      supportFragmentManager.beginTransaction().add(navigationBenchContainer, host).setPrimaryNavigationFragment(host)
        .commitNow()
      self.host = host
    }
  }
}

private final class NavBenchFragment: Fragment {
  override func onCreateView(
    _ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: AndroidControllers.Bundle?
  )
    -> View?
  {
    FrameLayout(context)
  }
}
