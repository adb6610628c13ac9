import Foundation
import SegueTestSupport
import Testing

@testable import SeguePort

/// An app made of several of its own modules ports into one package with a target per module and the dependencies
/// between them. Source: Xcode builds each framework target and local package of a project apart and links it into
/// the app, whose files `import` it by name (developer.apple.com, "Organizing your code with local packages"); a
/// SwiftPM target's `dependencies` say the same ("Target", `dependencies`, docs.swift.org/package-manager).
@Suite struct ModulePortTests {
  /// An app whose own module sits beside it (ShopKit), which imports a module one level up (Networking).
  static let shop: [String: String] = [
    "Shop/App/AppDelegate.swift": """
    import UIKit
    import ShopKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      let catalog = Catalog()
    }
    """,
    "Shop/App/Info.plist": "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>\n",
    "Shop/ShopKit/Catalog.swift": """
    import Foundation
    import Networking

    public struct Catalog {
      public init() {}
      public let client = Client()
    }
    """,
    "Shop/ShopKit/Info.plist": "<plist><dict/></plist>\n",
    "Shop/ShopKit/Views/BookCell.xib": "<document/>\n",
    "Shop/ShopKitTests/CatalogTests.swift": "import XCTest\n",
    "Networking/Client.swift": "import Foundation\n\npublic final class Client {\n  public init() {}\n}\n",
  ]

  static func options(_ folder: TemporaryFolder, _ sources: [String], modules: [ModuleOption] = []) -> PortOptions {
    PortOptions(
      sources: sources.map { folder.path + "/" + $0 }, output: folder.url.appendingPathComponent("Out"),
      name: "Shop", segueKit: "/opt/SegueKit", excludes: [], modules: modules)
  }

  @Test func aModuleBesideTheAppAndOneLevelUpBecomeTargetsInDependencyOrder() throws {
    let folder = try TemporaryFolder(files: Self.shop)
    defer { folder.remove() }
    let package = try PortedPackage(options: Self.options(folder, ["Shop/App"]))
    try package.write()
    let report = PortReport(package: package).text.replacingOccurrences(of: folder.path, with: "TMP")
    #expect(
      report == """
        Ported 1 Swift files into TMP/Out (target Shop).
        Rewrites:
          1 × import UIKit (or QuartzCore, CoreGraphics) → import SegueKit
          1 × @UIApplicationMain or @main removed from the app delegate
        Modules: 2 of the app's own, each a target in Sources/NAME, in dependency order:
          Networking (one level up: TMP/Networking): 1 Swift files; imports none of the app's modules
          ShopKit (beside the app: TMP/Shop/ShopKit): 1 Swift files, 1 resources in Resources; depends on Networking
          Shop (the app): depends on ShopKit
        Resources: 1 files in Sources/Shop/App; the app launches from App/Info.plist (PortedApp.appFolder)
        Overlay: none in Overlay/; put shims and edited files there, at their paths below Sources/Shop, and every \
        port copies them over its own
        Done: build it with `swift build --package-path TMP/Out`.

        """)
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/Out/Sources").sorted()
    #expect(
      files == [
        "Networking", "Networking/.segue-port-module", "Networking/Client.swift", "Shop", "Shop/App",
        "Shop/App/Info.plist", "Shop/AppDelegate.swift", "Shop/PortedApp.swift", "ShopKit",
        "ShopKit/.segue-port-module", "ShopKit/Catalog.swift", "ShopKit/Resources", "ShopKit/Resources/BookCell.xib",
      ])
    let manifest = try String(contentsOfFile: folder.path + "/Out/Package.swift", encoding: .utf8)
    #expect(
      manifest.contains(
        """
              dependencies: [.product(name: "SegueKit", package: "SegueKit"), "ShopKit"],
              path: "Sources/Shop",
        """))
    #expect(
      manifest.contains(
        """
            .target(
              name: "Networking",
              dependencies: [.product(name: "SegueKit", package: "SegueKit")],
              path: "Sources/Networking",
              swiftSettings: [.swiftLanguageMode(.v5)]
            ),
            .target(
              name: "ShopKit",
              dependencies: [.product(name: "SegueKit", package: "SegueKit"), "Networking"],
              path: "Sources/ShopKit",
              resources: [.copy("Resources")],
              swiftSettings: [.swiftLanguageMode(.v5)]
            ),
        """))
    #expect(manifest.contains("rewrites this file, Sources/Shop, Sources/Networking, Sources/ShopKit and Stubs/"))
  }

  /// `--module` wins over a folder of the same name beside the app; a local package inside the app's folder gives
  /// its `Sources/NAME`, and its files are not the app's (Xcode builds the package apart).
  @Test func moduleOptionAndLocalPackages() throws {
    let folder = try TemporaryFolder(files: [
      "App/Main.swift": "import UIKit\nimport Utility\nimport Core\n",
      "App/Packages/Utility/Package.swift": "// swift-tools-version:5.5\nimport PackageDescription\n",
      "App/Packages/Utility/Sources/Utility/Clamp.swift": "public func clamp(_ x: Int) -> Int { x }\n",
      "Core/Wrong.swift": "public struct Wrong {}\n",
      "Elsewhere/Right.swift": "public struct Right {}\n",
    ])
    defer { folder.remove() }
    let package = try PortedPackage(
      options: Self.options(
        folder, ["App"], modules: [try ModuleOption(parsing: "Core=" + folder.path + "/Elsewhere")]))
    #expect(package.port.files.keys.sorted() == [folder.path + "/App/Main.swift"])
    #expect(
      package.modules.map(\.module) == [
        PortModule(name: "Core", folder: folder.path + "/Elsewhere", origin: .option),
        PortModule(
          name: "Utility", folder: folder.path + "/App/Packages/Utility/Sources/Utility", origin: .localPackage),
      ])
    #expect(
      package.modules.map { $0.port.files.keys.sorted() } == [
        [folder.path + "/Elsewhere/Right.swift"], [folder.path + "/App/Packages/Utility/Sources/Utility/Clamp.swift"],
      ])
    #expect(package.appDependencies == ["Core", "Utility"])
  }

  /// A package given as a module's folder gives the folder of its target: `Sources/NAME` (SwiftPM's default), else
  /// `Sources` (SnapKit 5.7's `path: "Sources"`), else `NAME` (Toast-Swift 5.1's `path: "Toast"`).
  @Test func aPackageGivesItsTargetsFolder() throws {
    let folder = try TemporaryFolder(files: [
      "Default/Package.swift": "\n", "Default/Sources/Kit/A.swift": "\n", "Default/Tests/KitTests/T.swift": "\n",
      "Snap/Package.swift": "\n", "Snap/Sources/A.swift": "\n", "Snap/Example/App.swift": "\n",
      "Toast/Package.swift": "\n", "Toast/Kit/A.swift": "\n", "Toast/Example/App.swift": "\n",
      "Plain/A.swift": "\n",
    ])
    defer { folder.remove() }
    let found = ["Default", "Snap", "Toast", "Plain"].map {
      ModuleDiscovery.moduleFolder(folder.path + "/" + $0, "Kit").replacingOccurrences(of: folder.path, with: "TMP")
    }
    #expect(found == ["TMP/Default/Sources/Kit", "TMP/Snap/Sources", "TMP/Toast/Kit", "TMP/Plain"])
  }

  /// A framework's `Bundle.main` is the app's bundle on iOS: a module whose code says it gets a `PortedApp.bundle`
  /// of its own, the app target's copied resources (SwiftPM names a target's bundle `Package_Target.resources`).
  @Test func aModulesMainBundleIsTheApps() throws {
    let folder = try TemporaryFolder(files: [
      "Shop/App/Main.swift": "import UIKit\nimport ShopKit\n",
      "Shop/App/Supporting Files/Info.plist": "<plist><dict/></plist>\n",
      "Shop/ShopKit/Prices.swift":
        "import Foundation\n\nlet prices = Bundle.main.url(forResource: \"p\", withExtension: \"json\")\n",
    ])
    defer { folder.remove() }
    let package = try PortedPackage(options: Self.options(folder, ["Shop/App"]))
    try package.write()
    let prices = try String(contentsOfFile: folder.path + "/Out/Sources/ShopKit/Prices.swift", encoding: .utf8)
    #expect(prices.contains("let prices = PortedApp.bundle.url("))
    let generated = try String(contentsOfFile: folder.path + "/Out/Sources/ShopKit/PortedApp.swift", encoding: .utf8)
    #expect(
      generated.contains(
        """
          nonisolated static let bundle: Bundle =
            Bundle(url: Bundle.main.bundleURL.appendingPathComponent("Shop_Shop.resources/App")) ?? .main
        """))
  }

  @Test(arguments: [
    ("Core", "--module 'Core' is not NAME=DIR"),
    ("9Core=/tmp", "--module '9Core=/tmp': '9Core' is not a module name"),
    ("Core=/no/such/folder", "--module 'Core=/no/such/folder': no such folder '/no/such/folder'"),
  ])
  func moduleOptionUsageErrors(argument: String, message: String) {
    let error = #expect(throws: PortError.self) { try ModuleOption(parsing: argument) }
    #expect(error?.description == "error: " + message)
  }

  /// Dependencies first, ties by name; a cycle is reported once (SwiftPM: "cyclic dependency declaration found").
  @Test func dependencyOrderAndCycles() {
    let order = ModuleOrder([
      ("App", ["Kit", "Net"]), ("Kit", ["Net", "Model"]), ("Net", []), ("Model", []), ("Foundation", ["Swift"]),
    ])
    #expect(order.sorted == ["Foundation", "Model", "Net", "Kit", "App"])
    #expect(order.cycles == [])
    let cyclic = ModuleOrder([("A", ["B"]), ("B", ["C"]), ("C", ["A"]), ("D", ["A"]), ("E", [])])
    #expect(cyclic.sorted == ["E", "A", "B", "C", "D"])
    #expect(cyclic.cycles == ["A → B → C → A"])
  }
}
