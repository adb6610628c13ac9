import Foundation
import SegueTestSupport
import Testing

/// Hostile files through every command of the built binary: each finishes (the time limit stops a hang), never
/// crashes, and says what is wrong (issue 9, "How it is checked"). Files are generated, not committed. Speed is
/// measured by `SegueBenchmarks hostile`, not here.
@Suite(.timeLimit(.minutes(2))) struct HostileInputTests {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
    targetRuntime="iOS.CocoaTouch" initialViewController="A"><scenes>
    """

  static func storyboard(controller: String, extraScenes: String = "") -> String {
    header + "<scene sceneID=\"a\"><objects>\(controller)</objects></scene>\(extraScenes)</scenes></document>\n"
  }

  /// The hostile files, each with the error `segue lint` must report for it (`nil`: none, and exit 0).
  static let files: [(name: String, bytes: [UInt8], error: String?)] = {
    let deep =
      String(repeating: "<view>", count: 100_000) + String(repeating: "</view>", count: 100_000)
    let wideAttributes = (0..<200_000).map { "a\($0)=\"v\"" }.joined(separator: " ")
    let segues = (0..<20_000).map { "<segue destination=\"B\" kind=\"show\" identifier=\"s\($0)\" id=\"g\($0)\"/>" }
      .joined()
    let sceneB =
      "<scene sceneID=\"b\"><objects><viewController id=\"B\" storyboardIdentifier=\"B\" "
      + "sceneMemberID=\"viewController\"/></objects></scene>"
    var laughs = "<!ENTITY lol0 \"lol\">"
    for level in 1...9 {
      laughs += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
    }
    var generator = SplitMix64(seed: 9)
    let binary = (0..<100_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let invalidUTF8 = Array(
      storyboard(controller: "<viewController id=\"A\" title=\"X\" sceneMemberID=\"viewController\"/>").utf8
    )
    .flatMap { $0 == UInt8(ascii: "X") ? [0xC3, 0x28, 0xFF, 0xFE] : [$0] }
    let cycle =
      "<navigationController id=\"A\" sceneMemberID=\"viewController\"><connections><segue destination=\"A\" "
      + "kind=\"relationship\" relationship=\"rootViewController\" id=\"r\"/></connections></navigationController>"
    return [
      (
        "Deep",
        Array(
          storyboard(controller: "<viewController id=\"A\" sceneMemberID=\"viewController\">\(deep)</viewController>")
            .utf8),
        "xml-too-deep"
      ),
      (
        "Wide",
        Array(
          storyboard(
            controller: "<viewController id=\"A\" \(wideAttributes) a7=\"again\" sceneMemberID=\"viewController\"/>"
          ).utf8),
        "xml-duplicate-attribute"
      ),
      (
        "ManySegues",
        Array(
          storyboard(
            controller:
              "<viewController id=\"A\" sceneMemberID=\"viewController\"><connections>\(segues)</connections></viewController>",
            extraScenes: sceneB
          ).utf8), nil
      ),
      (
        "Laughs", Array("<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(laughs)]>\n<document>&lol9;</document>".utf8),
        "xml-entity-refused"
      ),
      ("Binary", binary, "not-a-storyboard"),
      ("InvalidUTF8", invalidUTF8, nil),
      ("Cycle", Array(storyboard(controller: cycle).utf8), "containment-cycle"),
    ]
  }()

  static let folder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-hostile-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in files {
      try? Data(file.bytes).write(to: folder.appendingPathComponent("\(file.name).storyboard"))
    }
    return folder
  }()

  @Test(arguments: files.map(\.name))
  func lintReportsWhatIsWrong(_ name: String) throws {
    let file = try #require(Self.files.first { $0.name == name })
    let result = try SegueProcess.run(
      ["lint", "\(name).storyboard", "--format", "json", "--no-source-discovery"], in: Self.folder)
    #expect(result.status == (file.error == nil ? 0 : 1))
    let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let codes = (report?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    if let error = file.error {
      #expect(codes.contains(error))
    } else {
      #expect(codes.filter { $0.hasPrefix("xml-") } == [])
    }
  }

  @Test(arguments: [["inspect"], ["graph", "--format", "json"], ["gen"]], files.map(\.name))
  func everyCommandFinishesWithoutCrashing(_ command: [String], _ name: String) throws {
    let result = try SegueProcess.run(command + ["\(name).storyboard"], in: Self.folder)
    #expect(result.status <= 1)
    #expect(!result.standardError.contains("crashed"))
  }

  /// A navigation controller whose root is itself stops with the cycle named, instead of overflowing the stack.
  @Test func runReportsAContainmentCycle() throws {
    let result = try SegueProcess.run(["run", "Cycle.storyboard"], in: Self.folder)
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "error: cannot launch 'Cycle.storyboard': UIKit raised 'NSInternalInconsistencyException': Storyboard "
        + "scenes contain themselves: Cycle 'navigationController' (A) → Cycle 'navigationController' (A). "
        + "Relationship segues, embed segues and storyboard references must not lead back to a scene that contains "
        + "them\n")
  }

  /// `segue run` launches what it can, or says why it cannot; it never crashes.
  @Test(arguments: files.map(\.name))
  func runFinishesWithoutCrashing(_ name: String) throws {
    let script = Self.folder.appendingPathComponent("empty.script")
    try Data().write(to: script)
    let result = try SegueProcess.run(["run", "\(name).storyboard", "--script", script.path], in: Self.folder)
    #expect(result.status <= 1)
    #expect(!result.standardError.contains("crashed"))
  }
}
