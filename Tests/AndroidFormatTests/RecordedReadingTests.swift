import AndroidFormat
import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// The Android decoders read a file's elements as the shared reader records them in document order, not through the
/// reader's element tree; the records must be the tree's elements, the same diagnostics included (storyboard-format
/// §1, the XML reader: one broken tag costs one element, never the file), so that the manifests, layouts and
/// navigation graphs built from them are the ones the tree gave.
@Suite struct RecordedReadingTests {
  /// One line per record: its index, name, where its subtree ends, attributes, text and location, indented by depth.
  static func outline(_ records: XMLRecords) -> String {
    var depths: [Int] = []
    var open: [Int] = []
    for index in records.elements.indices {
      while let last = open.last, records.ends[last] <= index { open.removeLast() }
      depths.append(open.count)
      open.append(index)
    }
    return records.elements.enumerated().map { index, element in
      let attributes = element.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
      return String(repeating: "  ", count: depths[index])
        + "\(index) \(element.element) end \(records.ends[index]) [\(attributes)]"
        + (element.content.map { " text '\($0)'" } ?? "") + " at \(element.location.line):\(element.location.column)"
    }.joined(separator: "\n")
  }

  @Test(.tags(.android4_1)) func elementsAreRecordedInDocumentOrderWithWhereTheirSubtreesEnd() {
    let text = """
      <navigation xmlns:app="urn:app" app:startDestination="@id/a">
        <fragment android:id="@+id/a"><action app:destination="@id/b"/>t&amp;1</fragment>
        <dialog android:id="@+id/b">
          <argument android:name="x"/>
      </navigation>
      <second/>
      """
    let records = XMLTree.readRecords(Array(text.utf8), path: "nav.xml")
    #expect(
      Self.outline(records) == """
        0 navigation end 5 [xmlns:app=urn:app app:startDestination=@id/a] at 1:1
          1 fragment end 3 [android:id=@+id/a] text 't&1' at 2:3
            2 action end 3 [app:destination=@id/b] at 2:33
          3 dialog end 5 [android:id=@+id/b] at 3:3
            4 argument end 5 [android:name=x] at 4:5
        5 second end 6 [] at 6:1
        """)
    #expect(records.roots == [0, 5])
    #expect(
      records.diagnostics.map(\.description) == [
        "nav.xml:3:3: error: Element 'dialog' is not closed before '</navigation>'; it is closed there [xml-mismatched-tag]"
      ])
    #expect(records.subtree(1).children.map(\.element) == ["action"])
  }

  /// Over the corpus's manifests, layouts and navigation graphs (else the fixtures), as they are and mutated as the
  /// fuzz tests mutate them: the records' subtrees are the tree's roots, with the same diagnostics and refusals.
  @Test(.tags(.android4_1)) func recordsAreTheTreeReadersElements() throws {
    var random = SplitMix64(seed: 2510)
    let inputs: [(name: String, bytes: [UInt8], fragments: [[UInt8]])] =
      try ManifestFuzzTests.inputs().map { ($0.name, $0.bytes, ManifestFuzzTests.fragments) }
      + LayoutFuzzTests.inputs().map { ($0.name, $0.bytes, LayoutFuzzTests.fragments) }
      + NavigationFuzzTests.inputs().map { ($0.name, $0.bytes, NavigationFuzzTests.fragments) }
    var differing: [String] = []
    var compared = 0
    for (name, bytes, fragments) in inputs {
      let variants = [bytes] + (0..<8).map { _ in Mutation.mutate(bytes, fragments: fragments, using: &random) }
      for (index, variant) in variants.enumerated() {
        let records = XMLTree.readRecords(variant, path: name)
        let tree = XMLTree.read(variant, path: name)
        let nested = records.ends.indices.allSatisfy { records.ends[$0] > $0 && records.ends[$0] <= records.ends.count }
        if records.roots.map(records.subtree) != tree.roots || records.diagnostics != tree.diagnostics
          || records.refused != tree.refused || !nested
        {
          differing.append("\(name) #\(index)")
        }
        compared += 1
      }
    }
    #expect(differing == [])
    #expect(compared >= 45)
  }
}
