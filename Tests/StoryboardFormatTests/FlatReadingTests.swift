import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// Reading a file flat (what `segue diff` and `segue merge` read) is the decoder's reader with byte ranges: the same
/// elements in document order, the same diagnostics, and every element's bytes where they lie in the file
/// (storyboard-format §1, the XML reader).
@Suite struct FlatReadingTests {
  /// One line per element: depth, name, parent, children, byte ranges (start, start tag end, end tag start, end),
  /// attributes with their raw bytes, and text.
  static func outline(_ tree: XMLFlatTree, _ bytes: [UInt8]) -> String {
    tree.elements.enumerated().map { index, element in
      let attributes = zip(element.attributes, tree.valueRanges[element.rawValues]).map { attribute, raw in
        "\(attribute.name)=\(attribute.value)|\(String(decoding: bytes[raw], as: UTF8.self))"
      }
      let parent = element.parent.map(String.init) ?? "-"
      return String(repeating: "  ", count: element.depth)
        + "\(index) \(element.name) parent \(parent) children \(element.children) "
        + "bytes \(element.start) \(element.startTagEnd) \(element.endTagStart) \(element.end) "
        + "[\(attributes.joined(separator: " "))]" + (element.text.map { " text '\($0)'" } ?? "")
        + " at \(element.location.line):\(element.location.column)"
    }.joined(separator: "\n")
  }

  @Test func elementsComeInDocumentOrderWithTheirBytes() {
    let text = """
      <a x="1" y="&amp;">
        <b/>
        <c k="v">t&lt;</c>
      </a>
      """
    let bytes = Array(text.utf8)
    let tree = XMLTree.readFlat(bytes, path: "f.xml")
    #expect(tree.diagnostics.isEmpty)
    #expect(
      Self.outline(tree, bytes) == """
        0 a parent - children [1, 2] bytes 0 19 48 52 [x=1|1 y=&|&amp;] at 1:1
          1 b parent 0 children [] bytes 22 26 26 26 [] at 2:3
          2 c parent 0 children [] bytes 29 38 43 47 [k=v|v] text 't<' at 3:3
        """)
  }

  /// A file written as one line (a minified storyboard) spans many 4 KB blocks: each element's column counts the
  /// Unicode scalars before it on its line, as an editor does, and so does a file that mixes such a line with short
  /// ones (storyboard-format §1).
  @Test(arguments: [false, true]) func longLinesGiveEachElementItsColumnInScalars(mixed: Bool) {
    let elements = (0..<3_000).map { "<b t=\"é\($0)→\"/>" }
    let long = elements.joined()
    let text = mixed ? "<a>\n  <d/>\n" + long + "\n<e/>\n" + long + "<c/></a>" : "<a>" + long + "<c/></a>"
    #expect(text.utf8.count > 10 * 4096)
    // Each element's line and column, counted here: the column is one more than the scalars before its `<` on its
    // line.
    var expected: [String] = []
    var line = 1
    var column = 1
    for scalar in text.unicodeScalars {
      if scalar == "<" { expected.append("\(line):\(column)") }
      if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
    }
    expected.removeLast()  // `</a>` starts no element
    let flat = XMLTree.readFlat(Array(text.utf8), path: "long-lines.xml")
    #expect(flat.diagnostics.isEmpty)
    #expect(flat.elements.map { "\($0.location.line):\($0.location.column)" } == expected)
  }

  /// A malformed tag is skipped with its attributes' raw bytes, an unclosed element is closed at the outer end tag,
  /// and a second root is read too; the diagnostics are the tree reader's.
  @Test func brokenMarkupKeepsTheRawValuesInStep() {
    let text = """
      <a><b p="1" q=></b><c r="2"><d s="3"></c></a><e t="4"/>
      """
    let bytes = Array(text.utf8)
    let tree = XMLTree.readFlat(bytes, path: "f.xml")
    #expect(
      Self.outline(tree, bytes) == """
        0 a parent - children [1] bytes 0 3 41 45 [] at 1:1
          1 c parent 0 children [2] bytes 19 28 37 41 [r=2|2] at 1:20
            2 d parent 1 children [] bytes 28 37 37 37 [s=3|3] at 1:29
        3 e parent - children [] bytes 45 55 55 55 [t=4|4] at 1:46
        """)
    #expect(tree.diagnostics == XMLTree.read(bytes, path: "f.xml").diagnostics)
    #expect(
      tree.diagnostics.map(\.message) == [
        "Malformed start tag '<b'; the element is skipped",
        "End tag '</b>' has no matching start tag; it is ignored",
        "Element 'd' is not closed before '</c>'; it is closed there",
      ])
  }

  /// Where each attribute's name starts in its element's packed bytes (so a reader finds names without reading the
  /// values); none at all when an attribute value has a NUL byte, as it would not read back as one packed attribute.
  /// A NUL byte elsewhere (here in character data) packs nothing, so the name starts are still given.
  @Test func nameStartsPointAtEachNameUnlessAValueHasANULByte() {
    let bytes = Array(#"<a x="1" long="&amp;"><b k="v" l="w"/>t</a>"#.utf8)
    let tree = XMLTree.readFlat(bytes, path: "f.xml")
    #expect(tree.nameStarts == [0, 4, 0, 4])
    var withNUL = bytes
    withNUL[6] = 0  // the value of x
    let damaged = XMLTree.readFlat(withNUL, path: "f.xml")
    #expect(damaged.valueRanges.count == 4)
    #expect(damaged.nameStarts == [])
    var withNULInText = bytes
    withNULInText[bytes.count - 5] = 0  // the text t
    let text = XMLTree.readFlat(withNULInText, path: "f.xml")
    #expect(text.elements.map(\.text) == ["\0", nil])
    #expect(text.nameStarts == [0, 4, 0, 4])
  }

  /// For every corpus storyboard (or the fixtures), as read and after random damage: the flat elements are the
  /// tree's nodes depth first (name, attributes, text, location, parent and children), with one raw value per
  /// attribute, and the diagnostics are the same.
  @Test func flatReadingAgreesWithTheTreeReader() throws {
    var random = SplitMix64(seed: 24)
    var failures: [String] = []
    for (name, original) in try FuzzTests.inputs() {
      for round in 0..<4 {
        let bytes = round == 0 ? original : FuzzTests.mutate(original, using: &random)
        let flat = XMLTree.readFlat(bytes, path: name)
        let tree = XMLTree.read(bytes, path: name)
        if let problem = Self.mismatch(flat, tree) { failures.append("\(name) round \(round): \(problem)") }
      }
    }
    #expect(failures == [])
  }

  static func mismatch(_ flat: XMLFlatTree, _ tree: XMLTree) -> String? {
    guard flat.diagnostics == tree.diagnostics else { return "diagnostics differ" }
    guard flat.refused == tree.refused else { return "refusal differs" }
    var nodes: [(node: StoryboardObject, parent: Int?, depth: Int)] = []
    var children: [[Int]] = []
    func walk(_ node: StoryboardObject, parent: Int?, depth: Int) {
      let index = nodes.count
      nodes.append((node, parent, depth))
      children.append([])
      if let parent { children[parent].append(index) }
      for child in node.children { walk(child, parent: index, depth: depth + 1) }
    }
    for root in tree.roots { walk(root, parent: nil, depth: 0) }
    guard nodes.count == flat.elements.count else { return "\(flat.elements.count) elements, not \(nodes.count)" }
    guard flat.nameStarts.isEmpty || flat.nameStarts.count == flat.valueRanges.count else {
      return "\(flat.nameStarts.count) name starts for \(flat.valueRanges.count) values"
    }
    for (index, (expected, element)) in zip(nodes, flat.elements).enumerated() {
      guard element.name == expected.node.element, element.attributes == expected.node.attributes,
        element.text == expected.node.content, element.location == expected.node.location,
        element.parent == expected.parent, element.depth == expected.depth, element.children == children[index],
        element.rawValues.count == element.attributes.count, element.start < element.startTagEnd,
        element.startTagEnd <= element.endTagStart, element.endTagStart <= element.end
      else { return "element \(index) '\(element.name)' differs" }
      // Each name start points at the attribute's name in the packed bytes.
      guard !flat.nameStarts.isEmpty else { continue }
      let names = element.attributes.withPackedBytes { packed in
        flat.nameStarts[element.rawValues].map { start in
          String(decoding: packed[Int(start)...].prefix { $0 != 0 }, as: UTF8.self)
        }
      }
      guard names == element.attributes.map(\.name) else { return "element \(index) '\(element.name)' name starts" }
    }
    return nil
  }
}
