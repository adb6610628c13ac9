import Foundation
import SegueTestSupport
import Testing

@testable import SeguePort

/// An app whose sources have no `Info.plist` still gets `PortedApp.appFolder`: the port writes one, as Xcode generates
/// it for a target with `GENERATE_INFOPLIST_FILE` ("Generate Info.plist File"), its main storyboard from the
/// `INFOPLIST_KEY_UIMainStoryboardFile` build setting ("Info.plist Values" in Xcode's build settings reference).
@Suite struct GeneratedInfoPlistTests {
  static let delegate = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
    }
    """

  static func port(_ files: [String: String]) throws -> (plist: String, app: String, report: String) {
    let folder = try TemporaryFolder(files: files)
    defer { folder.remove() }
    let options = PortOptions(
      sources: [folder.path + "/Notes"], output: folder.url.appendingPathComponent("Out"), name: "Notes",
      segueKit: "/opt/SegueKit", excludes: [], modules: [])
    let package = try PortedPackage(options: options)
    try package.write()
    let target = folder.path + "/Out/Sources/Notes/"
    let report = PortReport(package: package).text.split(separator: "\n").first { $0.hasPrefix("Resources:") }
    return (
      try String(contentsOfFile: target + "App/Info.plist", encoding: .utf8),
      try String(contentsOfFile: target + "PortedApp.swift", encoding: .utf8),
      report.map(String.init)?.replacingOccurrences(of: folder.path, with: "TMP") ?? ""
    )
  }

  @Test func withoutAProjectThePlistHasNoLaunchKeys() throws {
    let ported = try Self.port(["Notes/AppDelegate.swift": Self.delegate])
    #expect(
      ported.plist == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Notes</string>
        </dict>
        </plist>

        """)
    #expect(ported.app.contains("public static var appFolder: URL {"))
    #expect(ported.app.contains("Bundle.module.bundleURL.appendingPathComponent(\"App\")"))
    #expect(
      ported.report
        == "Resources: 0 files in Sources/Notes/App; the app launches from App/Info.plist (PortedApp.appFolder), "
        + "which the port wrote: the sources have no Info.plist (no launch keys: the app delegate makes the window; "
        + "put yours in Overlay/App/Info.plist)")
  }

  @Test func theProjectsGeneratedKeysNameTheMainStoryboard() throws {
    let ported = try Self.port([
      "Notes/AppDelegate.swift": Self.delegate,
      "Notes.xcodeproj/project.pbxproj": "buildSettings = {\n  GENERATE_INFOPLIST_FILE = YES;\n"
        + "  INFOPLIST_KEY_UIMainStoryboardFile = Main;\n};\n",
    ])
    #expect(ported.plist.contains("\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n"))
    #expect(
      ported.report.hasSuffix("(its main storyboard from the Xcode project's INFOPLIST_KEY_UIMainStoryboardFile)"))
  }
}
