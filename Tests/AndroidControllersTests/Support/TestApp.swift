import AndroidControllers
import AndroidControllersTesting
import AndroidFormat

/// A small app's manifest: `.MainActivity` (or `launcher`) is the launcher; `extra` adds `<activity>` elements.
@MainActor
func testManifest(
  _ extra: String = "", target: Int? = nil, package: String = "com.example.app", launcher: String = "MainActivity"
) -> AndroidManifest {
  Hooks.reset()  // A test that launches without launchTestApp still starts with no hooks left by another.
  let usesSDK = target.map { "<uses-sdk android:targetSdkVersion=\"\($0)\"/>" } ?? ""
  let xml = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(package)">
      \(usesSDK)
      <application android:label="Test">
        <activity android:name=".\(launcher)" android:exported="true">
          <intent-filter>
            <action android:name="android.intent.action.MAIN"/>
            <category android:name="android.intent.category.LAUNCHER"/>
          </intent-filter>
        </activity>
        <activity android:name=".DetailActivity"/>
        <activity android:name=".ThirdActivity"/>
        \(extra)
      </application>
    </manifest>
    """
  return ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml")
}

/// The classes every test app has, and a hook a test sets to act inside a callback.
@MainActor
enum Hooks {
  static var onCreate: ((Activity) -> Void)?
  static var onStart: ((Activity) -> Void)?
  static var onResume: ((Activity) -> Void)?
  static var onStop: ((Activity) -> Void)?
  static var onSave: ((Activity, Bundle) -> Void)?
  static var onRestore: ((Activity, Bundle?) -> Void)?

  static func reset() {
    onCreate = nil
    onStart = nil
    onResume = nil
    onStop = nil
    onSave = nil
    onRestore = nil
  }
}

/// An activity that runs the test's hooks.
class HookedActivity: AppCompatActivity {
  var receivedResults: [String] = []
  var newIntents: [String] = []

  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    Hooks.onRestore?(self, savedInstanceState)
    Hooks.onCreate?(self)
  }
  override func onStart() {
    super.onStart()
    Hooks.onStart?(self)
  }
  override func onResume() {
    super.onResume()
    Hooks.onResume?(self)
  }
  override func onStop() {
    super.onStop()
    Hooks.onStop?(self)
  }
  override func onSaveInstanceState(_ outState: Bundle) {
    super.onSaveInstanceState(outState)
    Hooks.onSave?(self, outState)
  }
  override func onActivityResult(_ requestCode: Int32, _ resultCode: Int32, _ data: Intent?) {
    super.onActivityResult(requestCode, resultCode, data)
    receivedResults.append("\(requestCode) \(resultCode) \(data?.getStringExtra("answer") ?? "null")")
  }
  override func onNewIntent(_ intent: Intent) {
    super.onNewIntent(intent)
    newIntents.append(intent.getStringExtra("tag") ?? "-")
  }
}

final class MainActivity: HookedActivity {}
final class DetailActivity: HookedActivity {}
final class ThirdActivity: HookedActivity {}
final class TopActivity: HookedActivity {}
final class DialogActivity: HookedActivity {}
final class OtherActivity: HookedActivity {}

@MainActor
let testActivities: [Activity.Type] = [
  MainActivity.self, DetailActivity.self, ThirdActivity.self, TopActivity.self, DialogActivity.self,
  OtherActivity.self,
]

/// Launches the test app with the hooks cleared.
@MainActor
func launchTestApp(_ extra: String = "", target: Int? = nil, sdkInt: Int = 34) throws -> AndroidApp {
  Hooks.reset()
  return try AndroidApp.launch(
    manifest: testManifest(extra, target: target), activities: testActivities, sdkInt: sdkInt,
    targetSdkVersion: target)
}

/// The launch of a new instance to RESUMED with focus, as `Class.callback` lines (spec §1.1).
func launchTrace(_ name: String, saved: Bool = false) -> [String] {
  let bundle = saved ? "savedState" : "null"
  return ["\(name).onCreate(\(bundle))", "\(name).onStart"] + (saved ? ["\(name).onRestoreInstanceState"] : [])
    + [
      "\(name).onPostCreate(\(bundle))", "\(name).onResume", "\(name).onPostResume",
      "\(name).onTopResumedActivityChanged(true)", "\(name).onWindowFocusChanged(true)",
    ]
}

/// The remedy `Bundle`'s documentation gives for files that also import Foundation: the module's own declaration
/// comes before both imported ones.
typealias Bundle = AndroidControllers.Bundle
