import Foundation
import Testing

/// `segue inspect` and `segue lint` on Android manifests (issue 14, point 9): a `.xml` file is read as a manifest.
@Suite struct InspectManifestCommandTests {
  static let shop = "Tests/Fixtures/Android/Shop/AndroidManifest.xml"
  static let broken = "Tests/Fixtures/Android/Broken.xml"

  @Test func inspectShowsTheApplicationActivitiesAndFilters() throws {
    let result = try SegueProcess.run(["inspect", Self.shop])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        \(Self.shop): package com.example.shop, minSdk 24, targetSdk 34, 4 activities, 1 alias, 1 launcher
          application com.example.shop.ShopApplication theme=@style/Theme.Shop
          activity com.example.shop.MainActivity exported configChanges=orientation|screenSize
            filter action MAIN, category LAUNCHER [launcher]
            nav-graph @navigation/main
          activity com.example.shop.ItemActivity exported launchMode=singleTop parent=com.example.shop.MainActivity
            filter action VIEW, category DEFAULT, BROWSABLE, data scheme=https host=shop.example.com pathPrefix=/items
          activity com.example.shop.CartActivity taskAffinity="" theme=@style/Theme.AppCompat.Dialog (dialog [I]) \
        noHistory
          activity com.example.shop.CallActivity launchMode=singleInstance \
        theme=@android:style/Theme.Translucent.NoTitleBar (translucent [I]) excludeFromRecents
          activity-alias com.example.shop.Start -> com.example.shop.MainActivity exported
            meta-data com.example.ENTRY=alias

        1 manifest, 4 activities, 1 alias, 1 launcher: 0 errors, 0 warnings

        """)
  }

  @Test func inspectReportsProblemsWithPositionsAndFails() throws {
    let result = try SegueProcess.run(["inspect", Self.broken])
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        \(Self.broken): package com.example.broken, 2 activities, 0 aliases, 1 launcher
          application
          activity com.example.broken.Main exported
            filter action MAIN, category LAUNCHER [launcher]
          activity com.example.broken.Second

        \(Self.broken):4:9: error: Unknown launch mode 'singletop'; it is kept as written. Did you mean 'singleTop'? \
        [unknown-launch-mode]
        \(Self.broken):10:9: error: Element 'activity' is not closed before '</application>'; it is closed there \
        [xml-mismatched-tag]
        1 manifest, 2 activities, 0 aliases, 1 launcher: 2 errors, 0 warnings

        """)
  }

  @Test func jsonListsManifestsBesideStoryboards() throws {
    let result = try SegueProcess.run(["inspect", "--format", "json", Self.shop])
    #expect(result.status == 0)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect((report["files"] as? [Any])?.isEmpty == true)
    #expect((report["diagnostics"] as? [Any])?.isEmpty == true)
    let manifest = try #require((report["manifests"] as? [[String: Any]])?.first)
    #expect(manifest["launchers"] as? [String] == ["com.example.shop.MainActivity"])
    let activities = try #require(manifest["activities"] as? [[String: Any]])
    let summary = activities.map { activity in
      ["element", "className", "launchMode", "windowStyle", "taskAffinity"].map { activity[$0] as? String ?? "-" }
        .joined(separator: " ")
    }
    #expect(
      summary == [
        "activity com.example.shop.MainActivity standard opaque com.example.shop",
        "activity com.example.shop.ItemActivity singleTop opaque com.example.shop",
        "activity com.example.shop.CartActivity standard dialog ",
        "activity com.example.shop.CallActivity singleInstance translucent com.example.shop",
        "activity-alias com.example.shop.Start standard opaque com.example.shop",
      ])
    let filter = try #require((activities[1]["intentFilters"] as? [[String: Any]])?.first)
    #expect(
      filter["data"] as? [[String: String]] == [
        ["android:scheme": "https", "android:host": "shop.example.com", "android:pathPrefix": "/items"]
      ])
  }

  @Test func lintRunsTheManifestRules() throws {
    let result = try SegueProcess.run(["lint", "--no-cache", "--color", "never", Self.shop, Self.broken])
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        \(Self.broken):4:9: error: Unknown launch mode 'singletop'; it is kept as written. Did you mean 'singleTop'? \
        [unknown-launch-mode]
        \(Self.broken):10:9: error: Element 'activity' is not closed before '</application>'; it is closed there \
        [xml-mismatched-tag]
        \(Self.shop):40:9: warning: Activity '.CallActivity' is singleInstance but shares its task affinity \
        'com.example.shop' with '.MainActivity', '.ItemActivity' [single-instance-shared-affinity]
        \(Self.shop):45:9: warning: Activity alias '.Start' is exported with no intent filter and no permission; any \
        app can start it by class name [exported-without-filter-or-permission]
        Linted 2 manifests: 2 errors, 2 warnings, 0 notes

        """)
  }

  @Test func lintExplainsAManifestRule() throws {
    let result = try SegueProcess.run(["lint", "--explain", "multiple-launcher-activities"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasPrefix(
        "multiple-launcher-activities (lint rule, default: warning)\n"
          + "Several activities of an Android manifest have a MAIN + LAUNCHER intent filter.\n"))
  }

  @Test func anXMLFileThatIsNotAManifestIsAnError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-xml-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<resources>\n  <string name=\"app\">Shop</string>\n</resources>\n".utf8)
      .write(to: folder.appendingPathComponent("strings.xml"))
    let result = try SegueProcess.run(["inspect", "strings.xml", "missing.xml"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        strings.xml: package ?, 0 activities, 0 aliases, 0 launchers

        missing.xml: package ?, 0 activities, 0 aliases, 0 launchers

        strings.xml:1:1: error: The root element is '<resources>', not '<manifest>': this is not an Android manifest \
        [not-a-manifest]
        missing.xml:1:1: error: Cannot read 'missing.xml' [unreadable-file]
        2 manifests, 0 activities, 0 aliases, 0 launchers: 2 errors, 0 warnings

        """)
  }

  @Test func storyboardsAndManifestsAreInspectedTogether() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-mixed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<document>".utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
    try Data(
      """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="p.q">
        <application><activity android:name=".Main"/></application>
      </manifest>

      """.utf8
    ).write(to: folder.appendingPathComponent("AndroidManifest.xml"))
    let result = try SegueProcess.run(["inspect", "Main.storyboard", "AndroidManifest.xml"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        Main.storyboard: unknown (unknown runtime), toolsVersion ?, 0 scenes, 0 segues

        Main.storyboard:1:1: error: Element 'document' is not closed before the end of the file [xml-unclosed]
        1 storyboard, 0 scenes, 0 segues: 1 error, 0 warnings

        AndroidManifest.xml: package p.q, 1 activity, 0 aliases, 0 launchers
          application
          activity p.q.Main

        1 manifest, 1 activity, 0 aliases, 0 launchers: 0 errors, 0 warnings

        """)
  }

  @Test func aPipeNamedLikeAManifestIsNotRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("AndroidManifest.xml").path, 0o600) == 0)
    let result = try SegueProcess.run(["lint", "AndroidManifest.xml"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        AndroidManifest.xml:1:1: error: 'AndroidManifest.xml' is not a regular file [unreadable-file]
        Linted 1 manifest: 1 error, 0 warnings, 0 notes

        """)
  }

  /// A folder is searched for `AndroidManifest.xml` files too, outside hidden folders and Gradle's `build` output.
  @Test func foldersAreSearchedForManifests() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tree-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="p.q">
        <application><activity android:name=".Main" android:launchMode="singleInstance"/>
          <activity android:name=".Other"/></application>
      </manifest>

      """
    for place in ["app/src/main", "app/build/intermediates/merged_manifests", ".idea"] {
      let url = folder.appendingPathComponent(place)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url.appendingPathComponent("AndroidManifest.xml"))
    }
    let inspect = try SegueProcess.run(["inspect", "."], in: folder)
    #expect(inspect.status == 0)
    #expect(
      inspect.standardOutput == """
        ./app/src/main/AndroidManifest.xml: package p.q, 2 activities, 0 aliases, 0 launchers
          application
          activity p.q.Main launchMode=singleInstance
          activity p.q.Other

        1 manifest, 2 activities, 0 aliases, 0 launchers: 0 errors, 0 warnings

        """)
    let cache = ["--cache-path", "cache", "--color", "never"]
    let first = try SegueProcess.run(["lint", "app"] + cache, in: folder)
    #expect(
      first.standardOutput == """
        app/src/main/AndroidManifest.xml:2:3: warning: None of the 2 activities has a MAIN + LAUNCHER intent filter; \
        the app has no launcher icon [no-launcher-activity]
        app/src/main/AndroidManifest.xml:2:16: warning: Activity '.Main' is singleInstance but shares its task \
        affinity 'p.q' with '.Other' [single-instance-shared-affinity]
        Linted 1 manifest: 0 errors, 2 warnings, 0 notes

        """)
    // The cache knows the manifest found in the folder: a change to it is linted again.
    try Data(text.replacingOccurrences(of: "singleInstance", with: "singleTask").utf8)
      .write(to: folder.appendingPathComponent("app/src/main/AndroidManifest.xml"))
    let second = try SegueProcess.run(["lint", "app"] + cache, in: folder)
    #expect(second.standardOutput.hasSuffix("Linted 1 manifest: 0 errors, 1 warning, 0 notes\n"))
  }
}
