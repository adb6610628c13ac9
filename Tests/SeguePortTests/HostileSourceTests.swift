import Foundation
import SegueTestSupport
import Testing

@testable import SeguePort

/// Sources no compiler would take, multi-byte text and other line endings: the port finishes, never moves a line,
/// and changes only what it understands.
@Suite struct HostileSourceTests {
  @Test(arguments: [
    "@objc", "#selector(", "#selector()", "class A: B {", "@IBOutlet", "import", "}}}}", "@IBAction func (",
    "extension { override func f() {} }", "@objc(", "class A { @IBOutlet var }", "#selector(a, b)",
    "@main\n@main\nclass A: UIResponder {}", String(repeating: "class A {\n", count: 300),
  ])
  func finishesOnBrokenSourceKeepingEveryLine(_ source: String) {
    let port = SourcePort(sources: ["Broken.swift": source])
    let rewritten = port.files["Broken.swift"] ?? ""
    #expect(CorpusPortTests.lineCount(rewritten) == CorpusPortTests.lineCount(source))
  }

  @Test func editsByteRangesPastMultiByteTextAndCarriageReturns() {
    let source = "class C {\r\n  let s = \"héllo 🚀\"\r\n  @objc func f() {}\r\n  let t = #selector(f)\r\n}\r\n"
    #expect(
      SourcePort(sources: ["Text.swift": source]).files["Text.swift"]
        == "class C {\r\n  let s = \"héllo 🚀\"\r\n  func f() {}\r\n  let t = Selector(\"f\")\r\n}\r\n")
  }

  @Test func aFileThatIsNotUTF8IsCopiedUnchangedAndReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let bytes = Data([0x69, 0x6D, 0x70, 0xFF, 0xFE, 0x0A])
    try bytes.write(to: folder.url.appendingPathComponent("Latin1.swift"))
    let package = try PortedPackage(
      options: PortOptions(
        sources: [folder.path], output: folder.url.appendingPathComponent("Out"), name: "App", segueKit: "/SegueKit",
        excludes: []))
    try package.write()
    #expect(
      package.findings.map(\.description) == [
        "\(folder.path)/Latin1.swift:1:1: error: the file is not UTF-8; copied unchanged"
      ])
    #expect(try Data(contentsOf: folder.url.appendingPathComponent("Out/Sources/App/Latin1.swift")) == bytes)
  }
}
