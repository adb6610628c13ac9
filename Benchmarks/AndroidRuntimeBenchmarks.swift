import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import Foundation

/// The Android runtime (issue 14): activity start + finish cycles, fragment replace + pop cycles (in order, and
/// reordered apart or in one batch), and a whole scenario test — launch, three navigations, a rotation, Back —
/// against the target of under 1 ms (Robolectric: 50 ms–3 s per test). Returns false when the scenario misses the target.
@MainActor
func runAndroidRuntimeBenchmarks() -> Bool {
  let manifest = benchmarkManifest()
  let device = AndroidDevice(manifest: manifest, activities: [BenchMain.self, BenchDetail.self])
  try? device.launch()
  MainQueue.drain()
  let cycles = 20_000
  let cycleSeconds = seconds {
    for _ in 0..<cycles {
      device.topActivity?.startActivity(Intent(device.topActivity!, BenchDetail.self))
      MainQueue.drain()
      device.topActivity?.finish()
      MainQueue.drain()
    }
  }
  print("android: activity start + finish: \(Int(Double(cycles) / cycleSeconds)) cycles/s (drained)")

  let host = device.topActivity as! BenchMain
  let fragmentCycles = 20_000
  let fragmentSeconds = seconds {
    for _ in 0..<fragmentCycles {
      host.supportFragmentManager.beginTransaction().replace(benchContainer, Fragment()).addToBackStack(nil).commit()
      host.supportFragmentManager.executePendingTransactions()
      host.supportFragmentManager.popBackStackImmediate()
    }
  }
  print("android: fragment replace + pop: \(Int(Double(fragmentCycles) / fragmentSeconds)) cycles/s")

  // The same with `setReorderingAllowed(true)`: executed apart (one-record batches), then drained together (one
  // batch of a push and its pop, where the new fragment is never attached).
  let fm = host.supportFragmentManager
  for together in [false, true] {
    let reorderedSeconds = seconds {
      for _ in 0..<fragmentCycles {
        fm.beginTransaction().setReorderingAllowed(true).replace(benchContainer, Fragment()).addToBackStack(nil)
          .commit()
        if !together { fm.executePendingTransactions() }
        fm.popBackStack()
        fm.executePendingTransactions()
      }
    }
    print(
      "android: fragment replace + pop, reordered \(together ? "in one batch" : "apart"): "
        + "\(Int(Double(fragmentCycles) / reorderedSeconds)) cycles/s")
  }

  let scenarios = 2_000
  let scenarioSeconds = seconds {
    for _ in 0..<scenarios {
      guard let app = try? AndroidApp.launch(manifest: manifest, activities: [BenchMain.self, BenchDetail.self])
      else { return }
      for _ in 0..<3 {
        try? app.onActivity(Activity.self) { $0.startActivity(Intent($0, BenchDetail.self)) }
      }
      try? app.rotate()
      try? app.pressBack()
    }
  }
  let perScenario = scenarioSeconds / Double(scenarios) * 1e3
  print(
    "android: scenario (launch, 3 starts, rotation, Back): \(String(format: "%.3f", perScenario)) ms per test "
      + "(target < 1 ms; Robolectric 50 ms–3 s)")
  return perScenario < 1
}

private let benchContainer: Int32 = 0x7f08_0001

private func benchmarkManifest() -> AndroidManifest {
  let xml = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.bench">
      <application>
        <activity android:name=".BenchMain" android:exported="true">
          <intent-filter>
            <action android:name="android.intent.action.MAIN"/>
            <category android:name="android.intent.category.LAUNCHER"/>
          </intent-filter>
        </activity>
        <activity android:name=".BenchDetail"/>
      </application>
    </manifest>
    """
  return ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml")
}

private final class BenchMain: AppCompatActivity {
  override func onCreate(_ savedInstanceState: AndroidControllers.Bundle?) {
    super.onCreate(savedInstanceState)
    let container = FrameLayout(self)
    container.id = benchContainer
    setContentView(container)
  }
}

private final class BenchDetail: AppCompatActivity {}
