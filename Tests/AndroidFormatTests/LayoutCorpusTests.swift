import AndroidFormat
import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// Real layout files (`Tests/Fixtures/Android/layouts`, from android/sunflower, android/architecture-samples and
/// android/architecture-components-samples) decode with no error, and agree with the summary `MANIFEST.tsv` lists
/// for each, which an independent pass (Python's `xml.etree`) wrote when the files were taken.
@Suite struct LayoutCorpusTests {
  /// The rows of `MANIFEST.tsv` by file name.
  static let rows: [String: [String: String]] = Dictionary(
    Corpus.manifest(in: Corpus.androidLayouts).compactMap { row in row["file"].map { ($0, row) } },
    uniquingKeysWith: { first, _ in first })

  static func decodeAll() throws -> [(name: String, layout: AndroidLayout)] {
    try Corpus.androidLayoutFiles().map { ($0.lastPathComponent, try LayoutDecoder.decode(contentsOf: $0)) }
  }

  @Test func everyLayoutDecodesWithoutErrorsOrWarnings() throws {
    let layouts = try Self.decodeAll()
    #expect(layouts.count == 21)
    #expect(Set(layouts.map(\.name)) == Set(Self.rows.keys))
    var problems: [String] = []
    var notes: [String: Int] = [:]
    for (_, layout) in layouts {
      problems += layout.diagnostics.filter { $0.severity != .note }.map(\.description)
      for note in layout.diagnostics where note.severity == .note { notes[note.code.rawValue, default: 0] += 1 }
    }
    #expect(problems == [])
    // One note per data-binding file with expressions: they are kept, not evaluated.
    #expect(notes == ["binding-not-evaluated": 9])
  }

  @Test func summariesMatchTheIndependentPass() throws {
    var mismatches: [String] = []
    for (name, layout) in try Self.decodeAll() {
      let listed = Self.rows[name]?["contents"] ?? ""
      if layout.summary != listed { mismatches.append("\(name):\n  decoded \(layout.summary)\n  listed  \(listed)") }
    }
    #expect(mismatches == [])
  }

  @Test func dataBindingItemKeepsItsWrapperVariablesAndExpressions() throws {
    let layout = try decode("android__sunflower__app_src_main_res_layout_list_item_plant.xml")
    #expect(
      layout.outline == """
        <layout> data: clickListener: android.view.View.OnClickListener; \
        plant: com.google.samples.apps.sunflower.data.Plant
        com.google.samples.apps.sunflower.views.MaskedCardView bind=android:onClick
          androidx.constraintlayout.widget.ConstraintLayout
            ImageView #plant_item_image bind=app:imageFromUrl
            TextView #plant_item_title bind=android:text
        """)
    #expect(
      layout.bindings == [
        LayoutBinding(attribute: "android:onClick", expression: "clickListener"),
        LayoutBinding(attribute: "app:imageFromUrl", expression: "plant.imageUrl"),
        LayoutBinding(attribute: "android:text", expression: "plant.name"),
      ])
  }

  @Test func activityLayoutHostsItsNavigationFragment() throws {
    let layout = try decode(
      "android__architecture-components-samples__NavigationAdvancedSample_app_src_main_res_layout_activity_main.xml")
    #expect(
      layout.outline == """
        LinearLayout
          androidx.fragment.app.FragmentContainerView #nav_host_container \
        fragment=androidx.navigation.fragment.NavHostFragment
          com.google.android.material.bottomnavigation.BottomNavigationView #bottom_nav
        """)
    let host = try #require(layout.fragmentHosts.first)
    #expect(host.appAttributes == ["defaultNavHost": "true", "navGraph": "@navigation/nav_graph"])
    #expect(layout.view(withID: "bottom_nav")?.element == layout.views.last?.element)
  }

  func decode(_ name: String) throws -> AndroidLayout {
    try LayoutDecoder.decode(contentsOf: Corpus.androidLayouts.appendingPathComponent(name))
  }
}

extension AndroidLayout {
  /// The `contents` column of the fixtures' `MANIFEST.tsv`, from the decoded model.
  fileprivate var summary: String {
    var parts: [String] = []
    if isDataBinding {
      let data = data ?? LayoutData(location: SourceLocation(file: path, line: 1, column: 1))
      parts.append("<layout> with \(data.variables.count) <variable>, \(data.imports.count) <import>")
    }
    parts.append("root <\(root?.element ?? "-")>")
    parts.append("\(views.count) elements")
    parts.append("\(views.count { $0.id != nil }) ids")
    let fragments = fragmentHosts.compactMap(\.fragmentClassName)
    parts.append("fragments: " + (fragments.isEmpty ? "none" : fragments.joined(separator: ", ")))
    parts.append("includes: " + (includedLayouts.isEmpty ? "none" : includedLayouts.joined(separator: ", ")))
    parts.append("\(bindings.count) binding expressions")
    return parts.joined(separator: "; ")
  }
}
