internal import AndroidControllers
internal import AndroidFormat

/// The activities androidx.test declares for `ActivityScenario.moveToState`, and the manifest of a scenario that
/// has none.
@MainActor
enum ScenarioActivities {
  /// androidx.test's `EmptyActivity`: opaque, so the activity under it stops.
  final class Empty: Activity {}
  /// androidx.test's `EmptyFloatingActivity`: floating, so the activity under it only pauses.
  final class EmptyFloating: Activity {}

  static func manifest(package: String) -> AndroidManifest {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(package)"><application/></manifest>
      """
    return ManifestDecoder.decode(Array(xml.utf8), path: "ActivityScenario")
  }

  /// The empty activities, and `className` when `manifest` does not declare it.
  static func declarations(for manifest: AndroidManifest, adding className: String) -> [ManifestActivity] {
    let declared = manifest.activities.contains { $0.className.hasSuffix("." + className) }
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(manifest.package ?? "")">
        <application>
          \(declared ? "" : "<activity android:name=\".\(className)\"/>")
          <activity android:name=".Empty"/>
          <activity android:name=".EmptyFloating" android:theme="@style/Theme.Translucent.NoTitleBar"/>
        </application>
      </manifest>
      """
    return ManifestDecoder.decode(Array(xml.utf8), path: "ActivityScenario").activities
  }
}
