import AndroidFormat
import Foundation
import StoryboardFormat
import Testing

@testable import SegueTools

/// `Documentation/lint-json.md` and `Documentation/graph-json.md` list exactly the keys the encoders
/// write: every object the encoder emits, with every optional field filled in, against the page's
/// table for that object.
@Suite struct JSONSchemaDocumentationTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Section title → the backticked field names in the first column of its table.
  static func documentedKeys(_ page: String) throws -> [String: Set<String>] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("Documentation/\(page)"), encoding: .utf8)
    var sections: [String: Set<String>] = [:]
    var current: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        current = String(line.dropFirst(3))
      } else if let current, line.hasPrefix("| `") {
        let firstCell = line.dropFirst().prefix { $0 != "|" }
        let names = firstCell.matches(of: /`([^`]+)`/).map { String($0.1) }
        sections[current, default: []].formUnion(names)
      }
    }
    return sections
  }

  /// Keys of every object in `json`, by the section `section(path)` names for the object at `path`
  /// (`""` for the root, `diagnostics[]`, `summary`, `nodes[].reference` …).
  static func emittedKeys(_ json: String, section: (String) -> String) throws -> [String: Set<String>] {
    var sections: [String: Set<String>] = [:]
    func visit(_ value: Any, path: String) {
      if let object = value as? [String: Any] {
        sections[section(path), default: []].formUnion(object.keys)
        for (key, child) in object { visit(child, path: path.isEmpty ? key : "\(path).\(key)") }
      } else if let array = value as? [Any] {
        for element in array { visit(element, path: path + "[]") }
      }
    }
    visit(try JSONSerialization.jsonObject(with: Data(json.utf8)), path: "")
    return sections
  }

  @Test func lintJSONPageListsExactlyTheEncodersKeys() throws {
    let diagnostic = Diagnostic(
      severity: .warning, code: DiagnosticCode(rawValue: "unreachable-scene"), message: "m",
      location: SourceLocation(file: "App/Main.storyboard", line: 3, column: 5),
      objectID: "C")
    let report = LintReport(
      files: ["App/Main.storyboard"], excluded: 1, suppressed: 2, baselined: 3, diagnostics: [diagnostic])
    let sections: [String: String] = ["": "Document", "diagnostics[]": "Diagnostic", "summary": "Summary"]
    let emitted = try Self.emittedKeys(LintJSON.format(report)) { sections[$0] ?? "unknown object at '\($0)'" }
    let baseline = try Self.emittedKeys(LintBaseline(report, folder: "/").text) { path in
      ["": "Baseline file", "findings[]": "Finding"][path] ?? "unknown object at '\(path)'"
    }
    #expect(emitted.merging(baseline) { $0.union($1) } == (try Self.documentedKeys("lint-json.md")))
  }

  @Test func graphJSONPageListsExactlyTheEncodersKeys() throws {
    let node = FlowGraph.Node(
      id: "Main/ref", role: .unresolvedReference, storyboard: "Main", objectID: "ref",
      kind: ControllerKind(rawValue: "viewControllerPlaceholder"),
      className: "Storyboard Reference", customModule: "App", storyboardIdentifier: "Ref", title: "T", isInitial: false,
      reference: StoryboardReference(
        storyboardName: "Help", referencedIdentifier: "Start", bundleIdentifier: "com.example"),
      problem: "p", file: "App/Main.storyboard", line: 9)
    let edge = FlowGraph.Edge(
      from: "Main/a", to: "Main/ref", kind: .unwind, identifier: "go", relationship: "rootViewController",
      unwindAction: "back:",
      trigger: "manual", triggerRole: .controller, segueID: "s1", crossesStoryboards: true, file: "App/Main.storyboard",
      line: 4, column: 2)
    let graph = FlowGraph(
      storyboards: [
        FlowGraph.Storyboard(name: "Main", path: "App/Main.storyboard", platform: .iOS, initialNode: "Main/a")
      ], nodes: [node],
      edges: [edge], resolvedReferences: ["Main/r": "Settings/s"],
      nibs: [
        FlowGraph.Nib(
          id: "xib:Cell", name: "Cell", path: "App/Cell.xib", role: .cells, className: "Cell", loadedAt: "A.swift:1:1",
          usedBy: ["Main/a"], registeredAs: .tableViewCell, reuseIdentifier: "cell")
      ])
    let sections: [String: String] = [
      "": "Document", "storyboards[]": "Storyboard", "nodes[]": "Node", "nodes[].reference": "ReferenceTarget",
      "edges[]": "Edge",
      "references[]": "Reference", "nibs[]": "Nib",
    ]
    let emitted = try Self.emittedKeys(GraphJSON.encode(graph)) { sections[$0] ?? "unknown object at '\($0)'" }
    // The Navigation sections belong to the Android document (`graphJSONPageListsExactlyTheNavigationKeys`).
    #expect(emitted == (try Self.documentedKeys("graph-json.md")).filter { !$0.key.hasPrefix("Navigation") })
  }

  /// The Navigation sections of `Documentation/graph-json.md`, on graphs that fill every optional field.
  @Test func graphJSONPageListsExactlyTheNavigationKeys() throws {
    let graph = NavigationDecoder.decode(
      Array(
        """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/main" android:label="Main"
            app:startDestination="@id/inner">
          <navigation android:id="@+id/inner" app:startDestination="@id/home">
            <fragment android:id="@+id/home" android:name=".Home" android:label="Home">
              <argument android:name="n" app:argType="integer" android:defaultValue="1" app:nullable="false"/>
              <deepLink app:uri="app://home"/>
              <action android:id="@+id/go" app:destination="@id/home" app:popUpTo="@id/home"
                  app:popUpToInclusive="true" app:popUpToSaveState="true" app:restoreState="true"
                  app:launchSingleTop="true"/>
            </fragment>
          </navigation>
        </navigation>
        """.utf8), path: "res/navigation/main.xml")
    var android = AndroidGraph(manifests: [], layouts: [])
    android.navigation = NavigationFlow([graph])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(android), as: UTF8.self)
    let sections: [String: String] = [
      "navigation": "Navigation", "navigation.graphs[]": "Navigation graph",
      "navigation.destinations[]": "Navigation destination",
      "navigation.destinations[].arguments[]": "Navigation argument", "navigation.edges[]": "Navigation edge",
    ]
    let emitted = try Self.emittedKeys(json) { sections[$0] ?? "other" }.filter { $0.key != "other" }
    let documented = try Self.documentedKeys("graph-json.md").filter { $0.key.hasPrefix("Navigation") }
    #expect(emitted == documented)
  }

  /// The nib sections of `Documentation/inspect-json.md` (the storyboard ones predate this check).
  @Test func inspectJSONPageListsExactlyTheNibEncodersKeys() throws {
    let nib = NibDecoder.decode(
      Array(
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" \
        targetRuntime="iOS.CocoaTouch">
          <dependencies><plugIn identifier="p" version="1"/></dependencies>
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner" customModule="App"/>
            <tableViewCell id="C" customClass="Cell" customModule="App" reuseIdentifier="R">
              <connections><action selector="go:" destination="-1" id="a"/></connections>
            </tableViewCell>
          </objects>
        </document>
        """.utf8), path: "App/Cell.xib")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(InspectReport(documents: [], nibs: [nib])), as: UTF8.self)
    let sections: [String: String] = [
      "nibs[]": "Nib", "nibs[].objects[]": "Nib object", "nibs[].connections[]": "Nib connection",
    ]
    let emitted = try Self.emittedKeys(json) { sections[$0] ?? "other" }.filter { $0.key != "other" }
    let documented = try Self.documentedKeys("inspect-json.md").filter { Set(sections.values).contains($0.key) }
    #expect(emitted == documented)
  }

  /// The manifest sections of `Documentation/inspect-json.md`, on a manifest that fills every optional field.
  @Test func inspectJSONPageListsExactlyTheManifestEncodersKeys() throws {
    let manifest = ManifestDecoder.decode(
      Array(
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="p.q">
          <uses-sdk android:minSdkVersion="24" android:targetSdkVersion="34"/>
          <application android:name=".App" android:theme="@style/T" android:taskAffinity="p.q.a">
            <activity android:name=".Main" android:parentActivityName=".Main" android:screenOrientation="portrait"
                android:documentLaunchMode="always" android:permission="p.q.P">
              <intent-filter android:priority="1"><action android:name="a"/><data android:scheme="s"/></intent-filter>
              <meta-data android:name="n" android:value="v" android:resource="@xml/r"/>
            </activity>
            <activity-alias android:name=".Alias" android:targetActivity=".Main"/>
          </application>
        </manifest>
        """.utf8), path: "AndroidManifest.xml")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(InspectReport(documents: [], manifests: [manifest])), as: UTF8.self)
    let sections: [String: String] = [
      "manifests[]": "Manifest", "manifests[].application": "Manifest application",
      "manifests[].activities[]": "Manifest activity", "manifests[].activities[].intentFilters[]": "Intent filter",
      "manifests[].activities[].metaData[]": "Meta-data",
    ]
    let emitted = try Self.emittedKeys(json) { sections[$0] ?? "other" }.filter { $0.key != "other" }
    let documented = try Self.documentedKeys("inspect-json.md").filter { Set(sections.values).contains($0.key) }
    #expect(emitted == documented)
  }
}
