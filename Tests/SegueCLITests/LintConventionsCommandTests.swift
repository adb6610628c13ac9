import Foundation
import SegueTestSupport
import Testing

/// `segue lint` with the conventions of SwiftLint and IBLinter (issue 9, point 8): baselines, single-finding
/// suppression, per-path rules, `--strict`, `--quiet`, configuration discovered beside each file,
/// colour, progress and the cache, through the built binary.
@Suite struct LintConventionsCommandTests {
  /// `App/Main.storyboard`: a push segue `s1` outside navigation (error) and an unreachable scene `C`
  /// (warning) labelled `label`; `padding` blank lines move everything down, as a re-save may.
  static func app(label: String = "Orphan", padding: Int = 0, extraScene: String? = nil) -> String {
    let extra = extraScene.map {
      "<scene sceneID=\"s-\($0)\"><objects><viewController id=\"\($0)\" sceneMemberID=\"viewController\"/></objects></scene>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" initialViewController="A"><scenes>\(String(repeating: "\n", count: padding))
      <scene sceneID="s-A"><objects><viewController id="A" sceneMemberID="viewController">
        <connections><segue destination="B" kind="push" identifier="Next" id="s1"/></connections>
      </viewController></objects></scene>
      <scene sceneID="s-B"><objects><viewController id="B" sceneMemberID="viewController"/></objects></scene>
      <scene sceneID="s-C"><objects><viewController id="C" userLabel="\(label)" sceneMemberID="viewController"/></objects></scene>
      \(extra ?? "")
      </scenes></document>
      """
  }

  static func folder(_ files: [String: String]) throws -> URL {
    try TemporaryFolder(files: files).url
  }

  static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  @Test func baselineIsWrittenOnceThenOnlyNewFindingsFail() throws {
    let folder = try Self.folder(["App/Main.storyboard": Self.app()])
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try SegueProcess.run(["lint", "App", "--baseline", "lint-baseline.json", "--no-cache"], in: folder)
    #expect(first.status == 0)
    #expect(first.standardOutput == "Linted 1 storyboard (2 in the baseline): 0 errors, 0 warnings, 0 notes\n")
    #expect(first.standardError == "Wrote the baseline 'lint-baseline.json' with 2 findings.\n")
    let baseline = try String(contentsOf: folder.appendingPathComponent("lint-baseline.json"), encoding: .utf8)
    #expect(baseline.contains("\"file\" : \"App/Main.storyboard\""))
    #expect(baseline.contains("\"objectID\" : \"C\""))
    #expect(!baseline.contains("line"))

    // Interface Builder re-saves (lines move); the recorded findings stay recorded.
    try Data(Self.app(padding: 5).utf8).write(to: folder.appendingPathComponent("App/Main.storyboard"))
    let resaved = try SegueProcess.run(["lint", "App", "--baseline", "lint-baseline.json", "--no-cache"], in: folder)
    #expect(resaved.status == 0)
    #expect(resaved.standardOutput == "Linted 1 storyboard (2 in the baseline): 0 errors, 0 warnings, 0 notes\n")

    // From another folder, the baseline's paths still match (they are relative to the baseline).
    try Data(Self.app(padding: 5, extraScene: "D").utf8).write(to: folder.appendingPathComponent("App/Main.storyboard"))
    let added = try SegueProcess.run(
      ["lint", ".", "--baseline", "../lint-baseline.json", "--strict", "--no-cache", "--color", "never"],
      in: folder.appendingPathComponent("App"))
    #expect(added.status == 1)
    #expect(Self.lines(added.standardOutput).count == 2)
    #expect(added.standardOutput.hasPrefix("./Main.storyboard:13:"))
    #expect(added.standardOutput.contains(": error: Scene 'UIViewController' (D) cannot be reached"))
    #expect(
      Self.lines(added.standardOutput).last == "Linted 1 storyboard (2 in the baseline): 1 error, 0 warnings, 0 notes")
  }

  @Test func writeBaselineRecordsEveryFindingAndStillReportsThem() throws {
    let folder = try Self.folder(["App/Main.storyboard": Self.app()])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueProcess.run(
      ["lint", "App", "--write-baseline", "out/baseline.json", "--no-cache"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError == "error: out/baseline.json: cannot write the baseline file\n")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    let written = try SegueProcess.run(
      ["lint", "App", "--write-baseline", "out/baseline.json", "--no-cache"], in: folder)
    #expect(written.status == 1)
    #expect(Self.lines(written.standardOutput).last == "Linted 1 storyboard: 1 error, 1 warning, 0 notes")
    let text = try String(contentsOf: folder.appendingPathComponent("out/baseline.json"), encoding: .utf8)
    #expect(text.contains("\"file\" : \"../App/Main.storyboard\""))
  }

  @Test func strictFailsOnWarningsAndQuietPrintsOnlyErrorsAndWarnings() throws {
    // B's Done button expects a navigation bar, so the show segue into it (never inside navigation) warns.
    let showToDone = Self.app().replacingOccurrences(of: "kind=\"push\"", with: "kind=\"show\"").replacingOccurrences(
      of: "<viewController id=\"B\" sceneMemberID=\"viewController\"/>",
      with: "<viewController id=\"B\" sceneMemberID=\"viewController\"><navigationItem key=\"navigationItem\" id=\"n\">"
        + "<barButtonItem key=\"rightBarButtonItem\" systemItem=\"done\" id=\"d\"/></navigationItem></viewController>")
    let folder = try Self.folder(["Main.storyboard": showToDone])
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try SegueProcess.run(["lint", ".", "--no-cache"], in: folder)
    #expect(plain.status == 0)
    #expect(Self.lines(plain.standardOutput).last == "Linted 1 storyboard: 0 errors, 2 warnings, 0 notes")
    let strict = try SegueProcess.run(["lint", ".", "--strict", "--no-cache"], in: folder)
    #expect(strict.status == 1)
    #expect(Self.lines(strict.standardOutput).last == "Linted 1 storyboard: 2 errors, 0 warnings, 0 notes")
    let quiet = try SegueProcess.run(["lint", ".", "--quiet", "--no-cache", "--format", "json"], in: folder)
    #expect(quiet.status == 0)
    #expect(quiet.standardError.isEmpty)
    // A note (the Shop example's unwind without sources) is dropped, and there is no summary line.
    let shop = try SegueProcess.run(["lint", "Examples/Shop", "--no-source-discovery", "--quiet", "--no-cache"])
    #expect(shop.status == 0)
    #expect(shop.standardOutput.isEmpty)
    let shopNotes = try SegueProcess.run(["lint", "Examples/Shop", "--no-source-discovery", "--no-cache"])
    #expect(shopNotes.standardOutput.contains(": note: "))
  }

  @Test func theNearestConfigurationAppliesAndConfigReplacesIt() throws {
    let folder = try Self.folder([
      "App/Main.storyboard": Self.app(), "App/.segue-lint.yml": "rules:\n  unreachable-scene: error\n",
      "App/Legacy/Main.storyboard": Self.app(),
      "App/Legacy/.segue-lint.yml": "paths:\n  \"*.storyboard\":\n    rules: { push-outside-navigation: off }\n",
      "other.yml": "rules:\n  push-outside-navigation: note\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let legacy = folder.appendingPathComponent("App/Legacy")
    let nested = try SegueProcess.run(["lint", ".", "--no-cache", "--color", "never"], in: legacy)
    #expect(nested.status == 1)
    #expect(
      Self.lines(nested.standardOutput).map { $0.components(separatedBy: ": ").prefix(2).joined(separator: ": ") } == [
        "./Main.storyboard:7:31: error", "Linted 1 storyboard: 1 error, 0 warnings, 0 notes",
      ])
    let given = try SegueProcess.run(["lint", "./", "--config", "../../other.yml", "--no-cache"], in: legacy)
    #expect(given.status == 0)
    #expect(Self.lines(given.standardOutput).last == "Linted 1 storyboard: 0 errors, 1 warning, 1 note")
    let broken = try SegueProcess.run(["lint", ".", "--config", "missing.yml", "--no-cache"], in: legacy)
    #expect(broken.status == 2)
    #expect(broken.standardError == "error: missing.yml: cannot read the configuration file\n")
  }

  @Test func suppressionByConfigurationAndByLabelSurviveAResave() throws {
    let folder = try Self.folder([
      "Main.storyboard": Self.app(label: "Orphan segue-lint:disable=unreachable-scene"),
      ".segue-lint.yml": "suppress:\n  - rule: push-outside-navigation\n    object: s1\n    file: Main.storyboard\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueProcess.run(["lint", ".", "--no-cache"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardOutput == "Linted 1 storyboard (2 suppressed): 0 errors, 0 warnings, 0 notes\n")
  }

  @Test func theCacheIsWrittenToTheCachePathAndNoCacheBypassesIt() throws {
    let folder = try Self.folder(["App/Main.storyboard": Self.app()])
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try SegueProcess.run(["lint", "App", "--cache-path", "cache"], in: folder)
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cache").path)
    #expect(entries.sorted().last == "file-digests.json")
    #expect(entries.count == 2)  // one report, and the digests of the files it read
    let second = try SegueProcess.run(["lint", "App", "--cache-path", "cache"], in: folder)
    #expect(second.standardOutput == first.standardOutput)
    #expect(second.status == 1)
    // A change to the storyboard is seen: the cached report is not reused.
    try Data(Self.app(label: "segue-lint:disable").utf8).write(to: folder.appendingPathComponent("App/Main.storyboard"))
    let changed = try SegueProcess.run(["lint", "App", "--cache-path", "cache"], in: folder)
    #expect(
      Self.lines(changed.standardOutput).last == "Linted 1 storyboard (1 suppressed): 1 error, 0 warnings, 0 notes")
    _ = try SegueProcess.run(["lint", "App", "--cache-path", "bypassed", "--no-cache"], in: folder)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bypassed").path))
  }

  @Test func noColourOrProgressWhenNotATerminal() throws {
    let folder = try Self.folder(["Main.storyboard": Self.app()])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueProcess.run(["lint", ".", "--no-cache"], in: folder)
    #expect(!result.standardOutput.contains("\u{1B}["))
    #expect(result.standardError.isEmpty)
    let forced = try SegueProcess.run(
      ["lint", ".", "--no-cache", "--color", "always"], in: folder, environment: ["NO_COLOR": "1"])
    #expect(forced.standardOutput.contains("\u{1B}[1;31merror:"))
  }

  /// Under a pseudo-terminal (`script`), colour follows NO_COLOR.
  @Test(.enabled(if: isLinuxScript)) func colourOnATerminalHonoursNoColor() throws {
    let folder = try Self.folder(["Main.storyboard": Self.app()])
    defer { try? FileManager.default.removeItem(at: folder) }
    func underTerminal(_ environment: [String: String]) throws -> String {
      let command = "\(SegueProcess.binary.path) lint . --no-cache"
      return try SegueProcess.run(
        ["-qec", command, "/dev/null"], in: folder, environment: environment,
        executable: URL(fileURLWithPath: "/usr/bin/script")
      )
      .standardOutput
    }
    #expect(try underTerminal(["NO_COLOR": "", "TERM": "xterm"]).contains("\u{1B}[1;31merror:"))
    let plain = try underTerminal(["NO_COLOR": "1", "TERM": "xterm"])
    #expect(plain.contains(": error: "))
    #expect(!plain.contains("\u{1B}[1;31m"))
  }
}

extension LintConventionsCommandTests {
  /// The corpus beside the checkout: enough files that a debug build lints for well over half a second.
  static let corpus = SegueProcess.packageRoot.deletingLastPathComponent().appendingPathComponent(
    "shared/corpus/storyboards")

  /// Under a pseudo-terminal a long run draws `Linting n/N …` on standard error and clears it; piped,
  /// it draws nothing (`noColourOrProgressWhenNotATerminal`).
  @Test(.enabled(if: isLinuxScript && FileManager.default.fileExists(atPath: corpus.path)))
  func progressOnATerminalOnly() throws {
    let command = "\(SegueProcess.binary.path) lint \(Self.corpus.path) --no-cache --no-source-discovery >/dev/null"
    let terminal = try SegueProcess.run(
      ["-qec", command, "/dev/null"], environment: ["TERM": "xterm"],
      executable: URL(fileURLWithPath: "/usr/bin/script"))
    #expect(terminal.standardOutput.contains("\rLinting "))
    #expect(terminal.standardOutput.contains("/150 …"))
    #expect(terminal.standardOutput.hasSuffix("\r\u{1B}[K"))
    let quiet = try SegueProcess.run(
      ["-qec", command.replacingOccurrences(of: "--no-cache", with: "--no-cache --quiet"), "/dev/null"],
      environment: ["TERM": "xterm"],
      executable: URL(fileURLWithPath: "/usr/bin/script"))
    #expect(!quiet.standardOutput.contains("Linting "))
  }
}

/// util-linux's `script` (`-q -e -c COMMAND FILE`); BSD `script` on macOS takes other arguments.
private let isLinuxScript: Bool = {
  #if os(Linux)
    FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
  #else
    false
  #endif
}()
