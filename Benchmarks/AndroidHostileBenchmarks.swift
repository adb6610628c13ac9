import AndroidFormat
import Foundation
import SegueTools
import StoryboardFormat

/// Android files of growing size through what the tools do with them: the time per element must not grow more than
/// 2× from a smaller size to a larger one, for every shape, or the run fails (as ``runHostileBenchmarks()`` checks
/// storyboards).
func runAndroidHostileBenchmarks() -> Bool {
  var flat = true
  for shape in AndroidHostileShape.allCases {
    let files = shape.sizes.map { Array(shape.file($0).utf8) }
    // The quickest of seven runs per size, the sizes taken in turn, so that the machine's other work falls on every
    // size alike; thread CPU time, so that waiting for a core counts for nothing.
    var best = Array(repeating: Double.infinity, count: files.count)
    for _ in 0..<7 {
      for (index, bytes) in files.enumerated() {
        best[index] = min(best[index], cpuSeconds { shape.process(bytes) })
      }
    }
    let perElement = zip(best, shape.sizes).map { $0 / Double($1) }
    let growth = perUnitGrowth(perElement)
    let figures = zip(shape.sizes, best).map { String(format: " %d %@ %.4f s;", $0, shape.unit, $1) }.joined()
    print("hostile android \(shape.rawValue):" + figures + String(format: " growth %.2f×", growth))
    if growth > 2 { flat = false }
  }
  print(flat ? "hostile android: time per element flat within 2× for every shape" : "hostile android: time grows")
  return flat
}

/// The Android shapes that could turn quadratic: a long list, one element kind many times over.
enum AndroidHostileShape: String, CaseIterable {
  /// A data-binding layout with `size` text views in one `LinearLayout`, decoded with its outline.
  case manyViews = "many views"
  /// A manifest with `size` singleInstance activities in one affinity, each with a parent and an alias, decoded and
  /// linted (the launch-mode and alias rules compare activities with each other).
  case manyActivities = "many activities"
  /// A navigation graph with `size` fragments, each with an action to the first.
  case manyDestinations = "many destinations"

  var sizes: [Int] {
    switch self {
    case .manyViews, .manyDestinations: [2_000, 4_000, 8_000]
    case .manyActivities: [1_000, 2_000, 4_000]
    }
  }

  var unit: String {
    switch self {
    case .manyViews: "views"
    case .manyActivities: "activities"
    case .manyDestinations: "destinations"
    }
  }

  func file(_ size: Int) -> String {
    switch self {
    case .manyViews:
      let views = (0..<size).map { "<TextView android:id=\"@+id/t\($0)\" android:text=\"@{item.name\($0)}\"/>" }
      return """
        <layout xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto">
        <LinearLayout>
        \(views.joined(separator: "\n"))
        </LinearLayout>
        </layout>
        """
    case .manyActivities:
      let activities = (0..<size).map { index in
        """
        <activity android:name=".A\(index)" android:launchMode="singleInstance" android:parentActivityName=".A0"/>
        <activity-alias android:name=".B\(index)" android:targetActivity=".A\(index)"/>
        """
      }
      return """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
        <application>
        \(activities.joined(separator: "\n"))
        </application>
        </manifest>
        """
    case .manyDestinations:
      let destinations = (0..<size).map {
        "<fragment android:id=\"@+id/f\($0)\"><action android:id=\"@+id/a\($0)\" app:destination=\"@id/f0\"/></fragment>"
      }
      return """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/g" app:startDestination="@id/f0">
        \(destinations.joined(separator: "\n"))
        </navigation>
        """
    }
  }

  func process(_ bytes: [UInt8]) {
    switch self {
    case .manyViews:
      _ = LayoutDecoder.decode(bytes, path: "/virtual/layout.xml").outline
    case .manyActivities:
      let manifest = ManifestDecoder.decode(bytes, path: "/virtual/AndroidManifest.xml")
      _ = Linter.lint(
        set: StoryboardSet(documents: []), reporting: [], configuration: LintConfiguration(), manifests: [manifest])
    case .manyDestinations:
      _ = NavigationDecoder.decode(bytes, path: "/virtual/nav_graph.xml").graph?.destinations.count
    }
  }
}
