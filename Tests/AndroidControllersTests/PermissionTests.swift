import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// Runtime permissions on the device: `checkSelfPermission`, `requestPermissions` answered from the user's answers,
/// `shouldShowRequestPermissionRationale` (AOSP Activity.java `requestPermissions`,
/// `dispatchRequestPermissionsResult`; https://developer.android.com/training/permissions/requesting).
@MainActor @Suite struct PermissionTests {
  static let camera = "android.permission.CAMERA"
  static let contacts = "android.permission.READ_CONTACTS"

  /// Records each answer.
  final class AskingActivity: Activity {
    var answers: [String] = []
    override func onRequestPermissionsResult(_ requestCode: Int32, _ permissions: [String], _ grantResults: [Int32]) {
      answers.append("\(requestCode) \(permissions) \(grantResults)")
    }
  }

  private func manifest() -> AndroidManifest {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.permissions">
        <uses-permission android:name="\(Self.camera)"/>
        <uses-permission-sdk-23 android:name="\(Self.contacts)"/>
        <application>
          <activity android:name=".AskingActivity"/>
        </application>
      </manifest>
      """
    return ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml")
  }

  @Test func theManifestDeclaresThePermissions() {
    #expect(manifest().usesPermissions == [Self.camera, Self.contacts])
  }

  @Test func requestsAreAnsweredFromTheUsersAnswersOnTheMainQueue() throws {
    let scenario = try ActivityScenario.launch(AskingActivity.self, manifest: manifest())
    scenario.app.device.grantPermissions(Self.camera)
    _ = scenario.app.takeTrace()
    try scenario.onActivity { activity in
      #expect(activity.checkSelfPermission(Self.camera) == PackageManager.PERMISSION_GRANTED)
      #expect(activity.checkSelfPermission(Self.contacts) == PackageManager.PERMISSION_DENIED)
      activity.requestPermissions([Self.camera, Self.contacts, "android.permission.RECORD_AUDIO"], 7)
      #expect(activity.answers.isEmpty)
    }
    try scenario.onActivity { activity in
      #expect(
        activity.answers == [
          "7 [\"\(Self.camera)\", \"\(Self.contacts)\", \"android.permission.RECORD_AUDIO\"] [0, -1, -1]"
        ])
    }
    #expect(scenario.app.takeTrace() == ["AskingActivity.onRequestPermissionsResult(7)"])
  }

  @Test func aSecondRequestBeforeTheAnswerIsCancelled() throws {
    let scenario = try ActivityScenario.launch(AskingActivity.self, manifest: manifest())
    try scenario.onActivity { activity in
      activity.requestPermissions([Self.camera], 1)
      activity.requestPermissions([Self.contacts], 2)
    }
    try scenario.onActivity { activity in
      #expect(activity.answers == ["2 [] []", "1 [\"\(Self.camera)\"] [-1]"])
    }
    #expect(scenario.app.consoleMessages == ["W/Activity: Can request only one set of permissions at a time"])
  }

  @Test func theRationaleIsShownAfterOneDenialUntilTheSecond() throws {
    let scenario = try ActivityScenario.launch(AskingActivity.self, manifest: manifest())
    var rationale: [Bool] = []
    for _ in 0..<2 {
      try scenario.onActivity { activity in
        rationale.append(activity.shouldShowRequestPermissionRationale(Self.camera))
        activity.requestPermissions([Self.camera], 1)
      }
    }
    try scenario.onActivity { rationale.append($0.shouldShowRequestPermissionRationale(Self.camera)) }
    #expect(rationale == [false, true, false])
  }

  @Test(.tags(.androidAppendixA)) func badRequestsThrowThePlatformsExceptions() {
    let controller = ActivityController.build(AskingActivity.self, manifest: manifest())
    let thrown =
      AndroidException.capture { controller.get().requestPermissions([Self.camera], -1) }
      + AndroidException.capture { controller.get().requestPermissions([], 1) }
      + AndroidException.capture { controller.grantPermissions("android.permission.RECORD_AUDIO") }
    #expect(
      thrown.map(\.description) == [
        "java.lang.IllegalArgumentException: requestCode should be >= 0",
        "java.lang.IllegalArgumentException: permission cannot be null or empty",
        "java.lang.SecurityException: Package org.example.permissions has not requested permission "
          + "android.permission.RECORD_AUDIO",
      ])
  }

  @Test func aResultForThePermissionIntentIsAPermissionAnswer() throws {
    let controller = ActivityController.build(AskingActivity.self, manifest: manifest()).setup()
    controller.get().requestPermissions([Self.camera], 3)
    let request = try #require(controller.peekNextStartedActivity())
    let answer = Intent().putExtra(PackageManager.EXTRA_REQUEST_PERMISSIONS_NAMES, [Self.camera])
      .putExtra(PackageManager.EXTRA_REQUEST_PERMISSIONS_RESULTS, [PackageManager.PERMISSION_GRANTED])
    controller.receiveResult(request, Activity.RESULT_OK, answer)
    #expect(controller.get().answers == ["3 [\"\(Self.camera)\"] [0]"])
  }
}
