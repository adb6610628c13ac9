import Foundation
import SegueTestSupport
import Testing

@testable import SeguePort

/// The app's resources land where Xcode puts them in the app bundle: each file by its name at the root, a localized
/// one in its `X.lproj`, an asset catalog whole; two that land on one name are reported with both paths. [I] Source:
/// Xcode's Copy Bundle Resources phase copies each file to the bundle's root (a folder reference aside), and reports
/// "Multiple commands produce '…'" when two share a name; `Bundle.path(forResource:ofType:)` looks at the root and
/// in the `.lproj` folders (developer.apple.com, "Bundle Structures", "Placing Content in a Bundle").
@Suite struct ResourceFlatteningTests {
  static let app: [String: String] = [
    "Shop/Info.plist": "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>\n",
    "Shop/ViewController.swift": "import UIKit\n\nclass ViewController: UIViewController {}\n",
    "Shop/Resources/Storyboards/Base.lproj/Main.storyboard": "<document/>\n",
    "Shop/Resources/Storyboards/Checkout.storyboard": "<document/>\n",
    "Shop/Resources/Storyboards/de.lproj/Main.strings": "\n",
    "Shop/Resources/Localization/de.lproj/Localizable.strings": "\n",
    "Shop/Resources/Localization/en.lproj/Localizable.strings": "\n",
    "Shop/Data/stations.json": "[]\n",
    "Shop/Images/logo.png": "png\n",
    "Shop/Assets.xcassets/Contents.json": "{}\n",
    "Shop/Assets.xcassets/Brand.colorset/Contents.json": "{}\n",
    "Shop/README.md": "not a resource\n",
    "Legacy/Checkout.storyboard": "<document/>\n",
    "Widget/Info.plist": "<plist><dict/></plist>\n",
    "Widget/Assets.xcassets/Contents.json": "{}\n",
    "Widget/Assets.xcassets/Icon.imageset/Contents.json": "{}\n",
  ]

  @Test func resourcesAreFlattenedAsXcodeCopiesThemAndCollisionsNamed() throws {
    let folder = try TemporaryFolder(files: Self.app)
    defer { folder.remove() }
    let output = folder.url.appendingPathComponent("Out")
    let package = try PortedPackage(
      options: PortOptions(sources: [folder.path], output: output, name: "Shop", segueKit: "/SegueKit", excludes: []))
    try package.write()
    let app = output.appendingPathComponent("Sources/Shop/App").path
    #expect(
      try FileManager.default.subpathsOfDirectory(atPath: app).sorted() == [
        "Assets.xcassets", "Assets.xcassets/Brand.colorset", "Assets.xcassets/Brand.colorset/Contents.json",
        "Assets.xcassets/Contents.json", "Base.lproj", "Base.lproj/Main.storyboard", "Checkout.storyboard",
        "Info.plist", "de.lproj", "de.lproj/Localizable.strings", "de.lproj/Main.strings", "en.lproj",
        "en.lproj/Localizable.strings", "logo.png", "stations.json",
      ])
    #expect(try String(contentsOfFile: app + "/Info.plist", encoding: .utf8) == Self.app["Shop/Info.plist"])
    #expect(package.infoPlist == "Info.plist")
    let root = folder.path
    #expect(
      package.findings.map(\.description) == [
        "\(root)/Shop/Resources/Storyboards/Checkout.storyboard:1:1: note: '\(root)/Shop/Resources/Storyboards/"
          + "Checkout.storyboard' and '\(root)/Legacy/Checkout.storyboard' both become 'Checkout.storyboard' in the "
          + "app bundle (Xcode copies a target's resources to its root); the port keeps "
          + "'\(root)/Legacy/Checkout.storyboard'",
        "\(root)/Widget/Assets.xcassets:1:1: note: '\(root)/Widget/Assets.xcassets' and '\(root)/Shop/"
          + "Assets.xcassets' both become 'Assets.xcassets' in the app bundle (Xcode copies a target's resources to "
          + "its root); the port keeps '\(root)/Shop/Assets.xcassets'",
        "\(root)/Widget/Info.plist:1:1: note: '\(root)/Widget/Info.plist' and '\(root)/Shop/Info.plist' both become "
          + "'Info.plist' in the app bundle (Xcode copies a target's resources to its root); the port keeps "
          + "'\(root)/Shop/Info.plist'",
      ])
    let portedApp = try String(contentsOfFile: output.path + "/Sources/Shop/PortedApp.swift", encoding: .utf8)
    #expect(portedApp.contains("Bundle.module.bundleURL.appendingPathComponent(\"App\")"))
  }

  /// Corona-Warn-App keeps its storyboards in `Resources/Storyboards`, its xibs beside their Swift files in `Source/`
  /// and its strings in `Resources/Localization/X.lproj`: in the bundle (and in the port) all are at the root, so
  /// `UIStoryboard(name: "ExposureSubmission", bundle: nil)` and `UINib(nibName: "ExposureSubmissionStepCell", …)`
  /// find theirs in `PortedApp.appFolder`.
  @Test(.enabled(if: Corpus.appsAreAvailable, Comment(rawValue: Corpus.appsSkipMessage)))
  func coronaWarnAppsStoryboardsXibsAndStringsAreAtTheBundleRoot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = folder.url.appendingPathComponent("CWA")
    let package = try PortedPackage(
      options: PortOptions(
        sources: [Corpus.apps.appendingPathComponent("CWA").path], output: output, name: "ENA", segueKit: "/SegueKit",
        excludes: []))
    try package.write()
    let app = output.appendingPathComponent("Sources/ENA/App").path
    let files = try FileManager.default.subpathsOfDirectory(atPath: app).sorted()
    #expect(files.filter { $0.hasSuffix(".storyboard") }.count == 10)
    #expect(
      files.filter { $0.hasPrefix("ExposureSubmission") || $0.contains(".lproj") || $0.hasSuffix(".plist") } == [
        "Base.lproj", "Base.lproj/LaunchScreen.storyboard", "ExposureSubmission.storyboard",
        "ExposureSubmissionImageCardCell.xib", "ExposureSubmissionStepCell.xib",
        "ExposureSubmissionTestResultHeaderView.xib", "HostWhitelist.plist", "Info.plist", "Info_Debug.plist",
        "Info_Testflight.plist", "PublicKeys.plist", "de.lproj", "de.lproj/InfoPlist.strings",
        "de.lproj/LaunchScreen.strings", "de.lproj/Localizable.strings", "en.lproj", "en.lproj/InfoPlist.strings",
        "en.lproj/Localizable.strings", "tr.lproj", "tr.lproj/InfoPlist.strings", "tr.lproj/LaunchScreen.strings",
        "tr.lproj/Localizable.strings",
      ])
    #expect(package.infoPlist == "Info.plist")
    #expect(package.collisions.map(\.description) == [])
  }

  /// Xcode copies the target's `INFOPLIST_FILE` into the bundle as `Info.plist` whatever it is called (older
  /// templates named it `App-Info.plist`, as Ladybug's `Resources/Ladybug-Info.plist`): with no file named
  /// `Info.plist`, such a one is the app's and lands as `Info.plist`, so that `PortedApp.appFolder` exists.
  @Test func aNamedInfoPlistBecomesTheBundlesInfoPlist() throws {
    let plist = "<plist><dict><key>CFBundleName</key><string>Bug</string></dict></plist>\n"
    let folder = try TemporaryFolder(files: [
      "Bug/Resources/Bug-Info.plist": plist, "Bug/AppDelegate.swift": "import UIKit\n",
      "Bug/Resources/Base.lproj/Launch.storyboard": "<document/>\n",
    ])
    defer { folder.remove() }
    let output = folder.url.appendingPathComponent("Out")
    let package = try PortedPackage(
      options: PortOptions(sources: [folder.path], output: output, name: "Bug", segueKit: "/SegueKit", excludes: []))
    try package.write()
    let app = output.appendingPathComponent("Sources/Bug/App").path
    #expect(
      try FileManager.default.subpathsOfDirectory(atPath: app).sorted() == [
        "Base.lproj", "Base.lproj/Launch.storyboard", "Info.plist",
      ])
    #expect(try String(contentsOfFile: app + "/Info.plist", encoding: .utf8) == plist)
    #expect(package.infoPlist == "Info.plist")
  }
}
