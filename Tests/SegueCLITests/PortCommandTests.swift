import Foundation
import SegueTestSupport
import Testing

/// `segue port` (issue 12): the report, exit codes 0/1/2, and a re-run that replaces the generated parts only.
/// A build with `SEGUE_WITHOUT_PORT` set has no port tool, so the suite skips.
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["SEGUE_WITHOUT_PORT"] == nil,
    "SEGUE_WITHOUT_PORT is set: segue-port is not built in this run"))
struct PortCommandTests {
  /// A tiny app: a controller with an outlet and an action, its storyboard and Info.plist, and a test target of
  /// its own (left out).
  static let app: [String: String] = [
    "Shop/ViewController.swift": """
    import UIKit

    class ViewController: UIViewController {
      @IBOutlet weak var label: UILabel!
      @IBAction func buy() {}
    }
    """,
    "Shop/AppDelegate.swift": """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {}
    """,
    "Shop/Base.lproj/Main.storyboard": "<document/>\n",
    "Shop/Info.plist": "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>\n",
    "Shop/en.lproj/Localizable.strings": "\"Buy\" = \"Buy\";\n",
    "ShopTests/ShopTests.swift": "import XCTest\n",
  ]

  static func port(_ folder: TemporaryFolder, _ arguments: [String] = []) throws -> SegueProcess {
    try SegueProcess.run(
      ["port", folder.path, "--output", folder.path + "/Out", "--name", "Shop", "--seguekit", "/opt/SegueKit"]
        + arguments)
  }

  @Test func portsTheAppAndReportsEachRewrite() throws {
    let folder = try TemporaryFolder(files: Self.app.mapKeys { "App/" + $0 })
    defer { folder.remove() }
    let app = folder.path + "/App"
    let result = try SegueProcess.run([
      "port", app, "--output", folder.path + "/Out", "--name", "Shop", "--seguekit", "/opt/SegueKit",
    ])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput.replacingOccurrences(of: folder.path, with: "TMP") == """
        Ported 2 Swift files into TMP/Out (target Shop).
        Rewrites:
          2 × import UIKit (or QuartzCore, CoreGraphics) → import SegueKit
          1 × @IBOutlet removed (connected by the generated table)
          1 × @IBAction removed from a method without one parameter (kept callable)
          1 × @UIApplicationMain or @main removed from the app delegate
        Connection tables: 1 classes, in Sources/Shop/SeguePortConnections.swift: ViewController
        Resources: 3 files in Sources/Shop/App; the app launches from App/Info.plist (PortedApp.appFolder)
        Overlay: none in Overlay/; put shims and edited files there, at their paths below Sources/Shop, and every \
        port copies them over its own
        Left out (the app's test targets): TMP/App/ShopTests
        Done: build it with `swift build --package-path TMP/Out`.

        """)
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/Out").sorted()
    #expect(
      files == [
        "Overlay", "Package.swift", "Sources", "Sources/Shop", "Sources/Shop/App", "Sources/Shop/App/Base.lproj",
        "Sources/Shop/App/Base.lproj/Main.storyboard", "Sources/Shop/App/Info.plist", "Sources/Shop/App/en.lproj",
        "Sources/Shop/App/en.lproj/Localizable.strings", "Sources/Shop/PortedApp.swift",
        "Sources/Shop/SeguePortConnections.swift", "Sources/Shop/Shop", "Sources/Shop/Shop/AppDelegate.swift",
        "Sources/Shop/Shop/ViewController.swift",
      ])
    let delegate = try String(contentsOfFile: folder.path + "/Out/Sources/Shop/Shop/AppDelegate.swift", encoding: .utf8)
    #expect(delegate == "import SegueKit\n\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {}")
  }

  @Test func rerunReplacesTheGeneratedPartsAndKeepsTests() throws {
    let folder = try TemporaryFolder(files: Self.app)
    defer { folder.remove() }
    #expect(try Self.port(folder, ["--exclude", "ShopTests"]).status == 0)
    try folder.write("Out/Tests/ShopTests/FlowTests.swift", "// the user's own test\n")
    try folder.write("Out/Sources/Shop/Stale.swift", "// left by an earlier port\n")
    try FileManager.default.removeItem(atPath: folder.path + "/Shop/AppDelegate.swift")
    #expect(try Self.port(folder, ["--exclude", "ShopTests"]).status == 0)
    let test = try String(contentsOfFile: folder.path + "/Out/Tests/ShopTests/FlowTests.swift", encoding: .utf8)
    #expect(test == "// the user's own test\n")
    let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Out/Sources/Shop/Shop")
    #expect(sources == ["ViewController.swift"])
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/Out/Sources/Shop/Stale.swift"))
    let manifest = try String(contentsOfFile: folder.path + "/Out/Package.swift", encoding: .utf8)
    #expect(manifest.contains(#"name: "ShopTests","#))
    // A new name replaces the earlier target rather than leaving it beside the new one.
    #expect(try Self.port(folder, ["--exclude", "ShopTests", "--name", "Store"]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Out/Sources") == ["Store"])
    #expect(manifest.contains(#".package(path: "/opt/SegueKit")"#))
  }

  /// The overlay folder is the documented place for the user's own files: a shim it adds and a ported file it
  /// replaces survive the next port, and the report says which is which.
  @Test func overlayFilesSurviveARePortAndAreReported() throws {
    let folder = try TemporaryFolder(files: Self.app)
    defer { folder.remove() }
    #expect(try Self.port(folder, ["--exclude", "ShopTests"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.path + "/Out/Overlay"))
    let edited = "import SegueKit\n\nclass ViewController: UIViewController {}  // edited for Linux\n"
    try folder.write("Out/Overlay/Shop/ViewController.swift", edited)
    try folder.write("Out/Overlay/Shims/UIKitGaps.swift", "// a name SegueKit lacks\n")
    let result = try Self.port(folder, ["--exclude", "ShopTests"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Overlay") } == [
        "Overlay: 2 files from Overlay/ copied into Sources/Shop (replaces Shop/ViewController.swift; adds "
          + "Shims/UIKitGaps.swift)"
      ])
    let target = folder.path + "/Out/Sources/Shop/"
    #expect(try String(contentsOfFile: target + "Shop/ViewController.swift", encoding: .utf8) == edited)
    #expect(
      try String(contentsOfFile: target + "Shims/UIKitGaps.swift", encoding: .utf8) == "// a name SegueKit lacks\n")
    #expect(
      try String(contentsOfFile: folder.path + "/Out/Overlay/Shop/ViewController.swift", encoding: .utf8) == edited)
  }

  @Test func exitsOneWithFileLineAndColumnForWhatCannotBeRewritten() throws {
    let folder = try TemporaryFolder(files: [
      "Shop/List.swift": """
      import UIKit

      class ListController: UITableViewController {}

      struct Row {}

      extension ListController {
        override func viewDidLoad() {}
      }
      """
    ])
    defer { folder.remove() }
    let result = try Self.port(folder)
    #expect(result.status == 1)
    let findings = result.standardOutput.split(separator: "\n").drop { $0 != "Findings:" }
      .map { $0.replacingOccurrences(of: folder.path, with: "TMP") }
    #expect(
      findings == [
        "Findings:",
        "  TMP/Shop/List.swift:8:3: error: 'override' in an extension: Linux's compiler refuses it (\"declarations "
          + "in extensions cannot override yet\"); move the member into the class body",
        "1 place could not be rewritten (the errors above).",
      ])
  }

  @Test func stubsBecomeTargetsAndLeaveTheMissingFrameworksList() throws {
    let folder = try TemporaryFolder(files: [
      "App/Player.swift": "import UIKit\nimport FRadioPlayer\nimport Kingfisher\n",
      "Stubs/FRadioPlayer/FRadioPlayer.swift": "public final class FRadioPlayer {}\n",
    ])
    defer { folder.remove() }
    let result = try SegueProcess.run([
      "port", folder.path + "/App", "--output", folder.path + "/Out", "--seguekit", "/opt/SegueKit", "--stubs",
      folder.path + "/Stubs",
    ])
    #expect(result.status == 0)
    let lines = result.standardOutput.replacingOccurrences(of: folder.path, with: "TMP").split(separator: "\n")
    #expect(
      lines.filter { $0.contains("FRadioPlayer") || $0.contains("Kingfisher") } == [
        "Stand-ins from --stubs (in Stubs/): FRadioPlayer",
        "  Kingfisher: TMP/App/Player.swift:3",
      ])
    #expect(
      lines.last.map(String.init)
        == "Done: give the frameworks above stand-ins (--stubs) or leave their code out, then build it with "
        + "`swift build --package-path TMP/Out`.")
    let manifest = try String(contentsOfFile: folder.path + "/Out/Package.swift", encoding: .utf8)
    #expect(manifest.contains(#"package: "SegueKit"), "FRadioPlayer"],"#))
    #expect(manifest.contains(#"path: "Stubs/FRadioPlayer","#))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/Out/Stubs/FRadioPlayer/FRadioPlayer.swift"))
  }

  @Test(arguments: [
    (["port", "/no/such/app", "--output", "/tmp/segue-port-never"], "error: no such source folder '/no/such/app'\n"),
    (["port", "Examples/Shop"], "Error: Missing expected argument '--output <output>'\n"),
  ])
  func exitsTwoOnAUsageError(arguments: [String], message: String) throws {
    let result = try SegueProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix(message))
    #expect(result.standardOutput == "")
  }

  @Test func refusesAnOutputFolderItDidNotWrite() throws {
    let folder = try TemporaryFolder(files: Self.app)
    defer { folder.remove() }
    try folder.write("Out/notes.txt", "mine\n")
    let result = try Self.port(folder)
    #expect(result.status == 2)
    #expect(
      result.standardError.replacingOccurrences(of: folder.path, with: "TMP")
        == "error: 'TMP/Out' is not empty and is not a package segue port wrote; choose another --output\n")
  }

  @Test func saysHowToBuildTheToolWhenItIsMissing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let copy = folder.url.appendingPathComponent("segue")
    try FileManager.default.copyItem(at: SegueProcess.binary, to: copy)
    let result = try SegueProcess.run(["port", "App", "--output", "Out"], executable: copy)
    #expect(result.status == 2)
    #expect(
      result.standardError.replacingOccurrences(of: folder.path, with: "TMP") == """
        error: segue port needs the segue-port tool beside segue, and 'TMP/segue-port' does not exist; build it \
        with `swift build --product segue-port` (in the SegueKit checkout; the first build compiles swift-syntax)

        """)
  }
}

extension Dictionary where Key == String {
  fileprivate func mapKeys(_ transform: (String) -> String) -> [String: Value] {
    Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
  }
}
