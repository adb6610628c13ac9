import Foundation
import SegueTestSupport
import Testing

@testable import SeguePort

/// The ported app builds in its own language mode. Source: Xcode's `SWIFT_VERSION` build setting ("Swift Language
/// Version"), which `project.pbxproj` stores per build configuration; SwiftPM's `swiftLanguageMode(_:)` with
/// `.v4`, `.v4_2`, `.v5`, `.v6` (docs.swift.org/package-manager, PackageDescription `SwiftLanguageMode`); Swift 4.2
/// retired the Swift 4 names of UIKit's nested types (`UIViewAnimationOptions` is `UIView.AnimationOptions` from
/// Swift 4.2 on: UIKit's API notes mark the old names `obsoleted: 4.2`).
@Suite struct LanguageModeTests {
  static let delegate = """
    import UIKit

    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
    }
    """

  static func manifest(_ files: [String: String], sources: String = "Game") throws -> (String, String) {
    let folder = try TemporaryFolder(files: files)
    defer { folder.remove() }
    let options = PortOptions(
      sources: [folder.path + "/" + sources], output: folder.url.appendingPathComponent("Out"), name: "Game",
      segueKit: "/opt/SegueKit", excludes: [], modules: [])
    let package = try PortedPackage(options: options)
    try package.write()
    let report = PortReport(package: package).text.split(separator: "\n").first { $0.hasPrefix("Language mode") }
    return (
      try String(contentsOfFile: folder.path + "/Out/Package.swift", encoding: .utf8), report.map(String.init) ?? ""
    )
  }

  @Test func theXcodeProjectsSwiftVersionWins() throws {
    let project = """
      buildSettings = {
        SWIFT_VERSION = 4.2;
      };
      buildSettings = {
        SWIFT_VERSION = 4.2;
      };
      buildSettings = {
        SWIFT_VERSION = 5.0;
      };
      """
    let (manifest, report) = try Self.manifest([
      "Game/AppDelegate.swift": Self.delegate + "\nlet options: UIViewAnimationOptions = []\n",
      "Game.xcodeproj/project.pbxproj": project,
    ])
    #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v4_2)]"))
    #expect(report == "Language mode: v4_2 (SWIFT_VERSION = 4.2 in Game.xcodeproj), the app's own")
  }

  @Test func withoutAProjectASwift4NameMeansSwift4() throws {
    let (manifest, report) = try Self.manifest([
      "Game/AppDelegate.swift": Self.delegate,
      "Game/Board.swift": "import UIKit\n\nlet slide: UIViewAnimationOptions = [.curveEaseOut]\n",
    ])
    #expect(
      manifest.contains(
        "// The app's own language mode: its sources are as written for Xcode.\n"
          + "      swiftSettings: [.swiftLanguageMode(.v4)]"))
    #expect(report == "Language mode: v4 (Board.swift uses UIViewAnimationOptions, a Swift 4 name), the app's own")
  }

  @Test func otherwiseSwift5() throws {
    let (manifest, report) = try Self.manifest([
      "Game/AppDelegate.swift": Self.delegate + "\nlet options: UIView.AnimationOptions = []\n"
    ])
    #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5)]"))
    #expect(!manifest.contains(".v4"))
    #expect(report == "")
  }

  @Test func swiftVersionsMapToSwiftPMsModes() {
    #expect(
      ["3.0", "4.0", "4", "4.2", "5.0", "5.9", "6.0", "7.0", "x"].map(LanguageMode.named) == [
        ".v4", ".v4", ".v4", ".v4_2", ".v5", ".v5", ".v6", nil, nil,
      ])
    #expect(LanguageMode.firstSwift4Name(in: "x.UIViewAnimationOptionsX + UIControlState.normal") == "UIControlState")
  }
}
