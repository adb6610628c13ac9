import Foundation
import SegueTestSupport
import Testing

/// `segue port` on an app made of several modules: `--module NAME=DIR` and its usage errors, and the report's list
/// of third-party modules (neither Apple's nor the app's own) with the files that import them and the ways out.
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["SEGUE_WITHOUT_PORT"] == nil,
    "SEGUE_WITHOUT_PORT is set: segue-port is not built in this run"))
struct PortModulesCommandTests {
  @Test func thirdPartyModulesAreListedApartFromApplesFrameworks() throws {
    let folder = try TemporaryFolder(files: [
      "App/Layout.swift": "import UIKit\nimport SnapKit\n",
      "App/Tip.swift": "import UIKit\nimport Combine\nimport SnapKit\nimport CombineCocoa\n",
      "App/Health.swift": "import HealthKit\n",
    ])
    defer { folder.remove() }
    let result = try SegueProcess.run([
      "port", folder.path + "/App", "--output", folder.path + "/Out", "--seguekit", "/opt/SegueKit",
    ])
    #expect(result.status == 0)
    let lines = result.standardOutput.replacingOccurrences(of: folder.path, with: "TMP").split(separator: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix("Third-party modules") })
    #expect(
      lines[start...].joined(separator: "\n") == """
        Third-party modules (neither Apple's nor the app's own): give each a stand-in (--stubs DIR, with \
        DIR/NAME/*.swift), leave the files that use it out (--exclude), or port the package's own sources as one of \
        the app's modules (--module NAME=DIR):
          CombineCocoa: TMP/App/Tip.swift:4
          SnapKit: TMP/App/Layout.swift:2, TMP/App/Tip.swift:3
        Frameworks Linux does not have (keep that code out with --exclude or `#if canImport(Module)`, or put a \
        stand-in module beside the package):
          TMP/App/Health.swift:1: import HealthKit
          TMP/App/Tip.swift:2: import Combine (OpenCombine is a Linux package with the same API)
        Done: give the frameworks above stand-ins (--stubs) or leave their code out, then build it with \
        `swift build --package-path TMP/Out`.
        """)
  }

  /// A third-party package's sources ported as one of the app's modules: it leaves the third-party list and
  /// becomes a target the app depends on.
  @Test func aThirdPartyPackagesSourcesBecomeAModule() throws {
    let folder = try TemporaryFolder(files: [
      "App/Layout.swift": "import UIKit\nimport SnapKit\n",
      "Vendor/SnapKit/Package.swift": "// swift-tools-version:5.0\n",
      "Vendor/SnapKit/Sources/SnapKit/ConstraintMaker.swift": "import UIKit\n\npublic class ConstraintMaker {}\n",
    ])
    defer { folder.remove() }
    let result = try SegueProcess.run([
      "port", folder.path + "/App", "--output", folder.path + "/Out", "--seguekit", "/opt/SegueKit", "--module",
      "SnapKit=" + folder.path + "/Vendor/SnapKit",
    ])
    #expect(result.status == 0)
    let lines = result.standardOutput.replacingOccurrences(of: folder.path, with: "TMP").split(separator: "\n")
    #expect(
      lines.filter { $0.contains("SnapKit") || $0.hasPrefix("Modules") || $0.contains("(the app)") } == [
        "Modules: 1 of the app's own, each a target in Sources/NAME, in dependency order:",
        "  SnapKit (--module: TMP/Vendor/SnapKit/Sources/SnapKit): 1 Swift files; imports none of the app's modules",
        "  App (the app): depends on SnapKit",
      ])
    #expect(
      FileManager.default.fileExists(atPath: folder.path + "/Out/Sources/SnapKit/ConstraintMaker.swift"))
  }

  @Test(arguments: [
    (["--module", "Kit"], "error: --module 'Kit' is not NAME=DIR\n"),
    (["--module", "App=."], "error: --module 'App' has the app target's name; choose another --name\n"),
  ])
  func moduleUsageErrorsExitTwo(arguments: [String], message: String) throws {
    let folder = try TemporaryFolder(files: ["App/Main.swift": "import UIKit\n"])
    defer { folder.remove() }
    let result = try SegueProcess.run(
      ["port", folder.path + "/App", "--output", folder.path + "/Out", "--seguekit", "/opt/SegueKit"] + arguments)
    #expect(result.status == 2)
    #expect(result.standardError == message)
    #expect(result.standardOutput == "")
  }
}
