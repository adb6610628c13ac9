import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// `ActivityScenario` against the expectations of Robolectric's own test of it, which it runs on devices too:
/// robolectric/robolectric, integration_tests/androidx_test/src/test/java/org/robolectric/integrationtests/axt/
/// ActivityScenarioTest.java (MIT; read at 14ccf8020fc78eaa4576e52d3af50c8de58851f0). Its `TranscriptActivity`
/// records nine callbacks from its overrides; our trace has every callback, so the comparison keeps those nine.
@MainActor @Suite struct ActivityScenarioTests {
  private static let transcribed: Set<String> = [
    "onCreate", "onStart", "onPostCreate", "onResume", "onPause", "onStop", "onRestart", "onDestroy",
    "onWindowFocusChanged",
  ]

  /// The trace as `TranscriptActivity` writes it: `onCreate`, `onWindowFocusChanged true`.
  private func transcript(_ trace: [String]) -> [String] {
    trace.compactMap { line in
      guard line.hasPrefix("MainActivity.") else { return nil }
      let callback = line.dropFirst("MainActivity.".count)
      let name = String(callback.prefix { $0 != "(" })
      guard Self.transcribed.contains(name) else { return nil }
      return name == "onWindowFocusChanged"
        ? "onWindowFocusChanged \(callback.dropFirst(name.count + 1).dropLast())" : name
    }
  }

  private let launch = ["onCreate", "onStart", "onPostCreate", "onResume", "onWindowFocusChanged true"]

  @Test(.tags(.android1_1)) func launch_callbackSequence() throws {
    let scenario = try ActivityScenario.launch(MainActivity.self)
    #expect(transcript(scenario.app.trace) == launch)
  }

  @Test(.tags(.android1_5)) func launch_pauseAndResume_callbackSequence() throws {
    let scenario = try ActivityScenario.launch(MainActivity.self)
    try scenario.moveToState(.STARTED)
    try scenario.moveToState(.RESUMED)
    #expect(transcript(scenario.app.trace) == launch + ["onPause", "onResume"])
  }

  @Test(.tags(.android1_2)) func launch_stopAndResume_callbackSequence() throws {
    let scenario = try ActivityScenario.launch(MainActivity.self)
    try scenario.moveToState(.CREATED)
    try scenario.moveToState(.RESUMED)
    #expect(transcript(scenario.app.trace) == launch + ["onPause", "onStop", "onRestart", "onStart", "onResume"])
  }

  @Test(.tags(.android4_1)) func launchAlias_createTargetAndCallbackSequence() throws {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.axt">
        <application>
          <activity android:name=".MainActivity"/>
          <activity-alias android:name=".ActivityScenarioTestAlias" android:targetActivity=".MainActivity"/>
        </application>
      </manifest>
      """
    let manifest = ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml")
    let scenario = try ActivityScenario.launch(
      Activity.self, intent: Intent().setClassName("org.example.axt", "org.example.axt.ActivityScenarioTestAlias"),
      manifest: manifest, activities: [MainActivity.self])
    try scenario.onActivity { #expect($0 is MainActivity) }
    #expect(transcript(scenario.app.trace) == launch)
  }

  @Test(.tags(.android1_9)) func launch_lifecycleOwnerActivity() throws {
    let scenario = try ActivityScenario.launch(MainActivity.self)
    var states: [Lifecycle.State] = []
    try scenario.onActivity { states.append($0.lifecycle.currentState) }
    try scenario.moveToState(.STARTED)
    try scenario.onActivity { states.append($0.lifecycle.currentState) }
    try scenario.moveToState(.CREATED)
    try scenario.onActivity { states.append($0.lifecycle.currentState) }
    #expect(states == [.RESUMED, .STARTED, .CREATED])
  }

  @Test(.tags(.android5_4, .android1_4)) func recreate_nonRetainFragmentHostingActivity() throws {
    let scenario = try ActivityScenario.launch(MainActivity.self)
    let fragment = Fragment()
    try scenario.onActivity { activity in
      activity.supportFragmentManager.beginTransaction().add(AndroidR.id.content, fragment).commitNow()
      #expect(activity.supportFragmentManager.findFragmentById(AndroidR.id.content) === fragment)
    }
    try scenario.recreate()
    try scenario.onActivity { activity in
      let recreated = activity.supportFragmentManager.findFragmentById(AndroidR.id.content)
      #expect(recreated != nil && recreated !== fragment)
    }
  }

  // Beyond Robolectric's test: what AndroidX's ActivityScenario documents.

  @Test(.tags(.android1_4)) func recreateReturnsToTheStateItWasIn() throws {
    let scenario = try ActivityScenario.launch(MainActivity.self)
    var first: MainActivity?
    try scenario.onActivity { first = $0 }
    try scenario.moveToState(.CREATED)
    try scenario.recreate()
    var second: MainActivity?
    try scenario.onActivity { second = $0 }
    #expect(first !== second && second != nil)
    #expect(scenario.state == .CREATED)
  }

  @Test(.tags(.android3_4)) func theResultIsAvailableOnceTheActivityFinishes() throws {
    let scenario = try ActivityScenario.launch(MainActivity.self)
    #expect(scenario.result == nil)
    try scenario.onActivity {
      $0.setResult(Activity.RESULT_OK, Intent().putExtra("answer", "yes"))
      $0.finish()
    }
    let result = try #require(scenario.result)
    #expect(result.resultCode == Activity.RESULT_OK && result.data?.getStringExtra("answer") == "yes")
    #expect(scenario.state == .DESTROYED)
  }

  @Test(.tags(.android3_2)) func launchingWithAnIntentHandsTheActivityACopyOfItsExtras() throws {
    let intent = Intent().putExtra("id", 42)
    let scenario = try ActivityScenario.launch(MainActivity.self, intent: intent)
    try scenario.onActivity { activity in
      #expect(activity.intent.getIntExtra("id", 0) == 42 && activity.intent !== intent)
    }
  }
}
