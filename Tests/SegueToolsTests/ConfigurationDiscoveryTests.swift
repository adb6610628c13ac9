import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

@testable import SegueTools

/// `.segue-lint.yml` found beside or above each linted storyboard, nested ones layered on outer ones,
/// and `--config` (``LintRun/Options/configurationFile``) replacing discovery.
@Suite struct ConfigurationDiscoveryTests {
  /// `App/.segue-lint.yml` makes `unreachable-scene` an error; `App/Legacy/.segue-lint.yml` turns it off
  /// and notes push segues; both folders hold the same broken storyboard.
  static func nestedApp() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("App/Main.storyboard", TemporaryFolder.app())
    try folder.write(
      "App/Legacy/Old.storyboard",
      TemporaryFolder.app().replacingOccurrences(of: "initialViewController=\"A\"", with: ""))
    try folder.write("App/.segue-lint.yml", "rules:\n  unreachable-scene: error\n")
    try folder.write("App/Legacy/.segue-lint.yml", "rules:\n  unreachable-scene: off\n")
    return folder
  }

  static func findings(_ report: LintReport, in folder: TemporaryFolder) -> [String] {
    report.diagnostics.map {
      "\($0.location.file.replacingOccurrences(of: folder.path + "/", with: "")) \($0.severity) \($0.code)"
    }
  }

  @Test func eachFileUsesItsNearestConfigurationLayeredOnTheOnesAbove() throws {
    let folder = try Self.nestedApp()
    defer { folder.remove() }
    let files = [folder.path + "/App/Main.storyboard", folder.path + "/App/Legacy/Old.storyboard"]
    let configuration = try LintConfiguration.discover(for: files)
    #expect(configuration.nested.count == 1)
    #expect(configuration.baseDirectory == LintPath.absolute(folder.path + "/App"))
    let report = Linter.lint(paths: [folder.path + "/App"], configuration: configuration, discoverSources: false)
    #expect(
      Self.findings(report, in: folder) == [
        "App/Main.storyboard error push-outside-navigation", "App/Main.storyboard error unreachable-scene",
      ])
  }

  @Test func discoveryAcceptsRelativeDotAndTrailingSlashPaths() throws {
    let folder = try Self.nestedApp()
    defer { folder.remove() }
    let relative = LintPath.relative(folder.path, to: FileManager.default.currentDirectoryPath)
    for spelling in ["\(relative)/App/./Legacy/../Main.storyboard", "\(relative)/App/Legacy//Old.storyboard"] {
      let configuration = try LintConfiguration.discover(for: [spelling])
      #expect(!configuration.levels.isEmpty || !configuration.nested.isEmpty, "\(spelling)")
    }
    let configuration = try LintConfiguration.discover(for: ["\(relative)/App/Legacy/Old.storyboard"])
    #expect(
      configuration.severity(
        of: DiagnosticCode(rawValue: "unreachable-scene"), reported: .warning,
        file: "\(relative)/App/Legacy/Old.storyboard")
        == nil)
    #expect(
      configuration.severity(
        of: DiagnosticCode(rawValue: "unreachable-scene"), reported: .warning, file: "\(relative)/App/Main.storyboard")
        == .error)
  }

  @Test func aGivenConfigurationFileReplacesDiscovery() throws {
    let folder = try Self.nestedApp()
    defer { folder.remove() }
    let given = try folder.write("given.yml", "rules:\n  push-outside-navigation: off\n")
    var options = LintRun.Options(paths: [folder.path + "/App"], build: "test")
    options.discoverSources = false
    options.configurationFile = given
    let report = try LintRun.run(options).report
    #expect(
      Self.findings(report, in: folder) == [
        // Old.storyboard's A and the B it pushes are one dead group (one finding), its C another.
        "App/Legacy/Old.storyboard warning unreachable-scene", "App/Legacy/Old.storyboard warning unreachable-scene",
        "App/Main.storyboard warning unreachable-scene",
      ])
  }

  @Test func aBrokenNestedConfigurationIsAProblemNamingTheFile() throws {
    let folder = try Self.nestedApp()
    defer { folder.remove() }
    try folder.write("App/Legacy/.segue-lint.yml", "rules:\n  unreachable-scenes: off\n")
    var options = LintRun.Options(paths: [folder.path + "/App"], build: "test")
    options.discoverSources = false
    #expect(throws: LintRun.Problem.self) { try LintRun.run(options) }
    do {
      _ = try LintRun.run(options)
    } catch {
      #expect(
        error.description.hasSuffix(
          "App/Legacy/.segue-lint.yml: unknown rule 'unreachable-scenes'. Did you mean 'unreachable-scene'?"))
    }
  }

  @Test func aSymlinkedFolderFindsTheConfigurationThroughTheLink() throws {
    let folder = try Self.nestedApp()
    defer { folder.remove() }
    let link = folder.path + "/Linked"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path + "/App/Legacy")
    let configuration = try LintConfiguration.discover(for: [link + "/Old.storyboard"])
    #expect(configuration.baseDirectory == link)
    #expect(
      configuration.severity(
        of: DiagnosticCode(rawValue: "unreachable-scene"), reported: .warning, file: link + "/Old.storyboard") == nil)
  }
}
