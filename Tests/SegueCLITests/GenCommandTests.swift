import Foundation
import SegueTestSupport
import Testing

/// `segue gen`: type-safe scenes and segues (issue 5, point 5).
@Suite struct GenCommandTests {
  /// The generated code of the example app compiles against SegueKit and the app's module, in Swift 6 mode.
  @Test func generatedCodeForTheExampleCompiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SegueGen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Storyboards.swift")
    let result = try SegueProcess.run([
      "gen", "Examples/Shop", "--module", "ShopClient", "--target-module", "Shop", "--output", source.path,
    ])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    let usage = folder.appendingPathComponent("Usage.swift")
    try Data(
      """
      import Shop
      #if canImport(UIKit)
        import UIKit
      #else
        import SegueKit
      #endif

      @MainActor
      func use(_ segue: UIStoryboardSegue, product: Product) -> String {
        _ = StoryboardScene.Main.instantiateProductList()
        switch StoryboardSegue.Main.ProductDetailViewControllerSegues(segue) {
        case .checkout(let checkout)?: checkout.product = product; return "checkout"
        case .embedReviews(let reviews)?: reviews.product = product; return "reviews"
        case .share?: return "share"
        case nil: return "other"
        }
      }
      """.utf8
    ).write(to: usage)
    try Self.expectTypechecks([source, usage], module: "ShopClient")
  }

  /// Type-checks Swift files against the built SegueKit (and the example's module), in Swift 6 mode.
  static func expectTypechecks(_ files: [URL], module: String) throws {
    let modules = SegueProcess.binary.deletingLastPathComponent().appendingPathComponent("Modules")
    let swiftc = Process()
    swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swiftc.arguments =
      ["swiftc", "-swift-version", "6", "-typecheck", "-module-name", module, "-I", modules.path]
      + swiftcModuleCacheArguments + files.map(\.path)
    let errors = Pipe()
    swiftc.standardError = errors
    try swiftc.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    swiftc.waitUntilExit()
    #expect(output == "")
    #expect(swiftc.terminationStatus == 0)
  }

  /// Names that clash in Swift get distinct, compilable identifiers (issue 9, point 4): two apps' `Main`, segue
  /// ids `show-detail` and `showDetail`, symbol-only ids, an id with a newline, a Storyboard ID `Self`.
  @Test func clashingNamesGetDistinctCompilableIdentifiers() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SegueGen-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenes = """
      <scene sceneID="a"><objects><viewController id="A" storyboardIdentifier="Self" sceneMemberID="viewController">
        <connections>
          <segue destination="B" kind="show" identifier="show-detail" id="s1"/>
          <segue destination="B" kind="show" identifier="showDetail" id="s2"/>
          <segue destination="B" kind="show" identifier="🚀" id="s3"/>
          <segue destination="B" kind="show" identifier="🛸" id="s4"/>
          <segue destination="B" kind="show" identifier="two&#10;lines" id="s5"/>
          <segue destination="B" kind="show" identifier="identifiers" id="s6"/>
        </connections>
      </viewController></objects></scene>
      <scene sceneID="b"><objects><viewController id="B" storyboardIdentifier="Initial" sceneMemberID="viewController"/>
      </objects></scene>
      """
    // Phone's storyboard is also localized as a whole (fr.lproj): still one storyboard.
    for (app, localization) in [("Phone", "Base"), ("Phone", "fr"), ("TV", "Base")] {
      let url = folder.appendingPathComponent("\(app)/\(localization).lproj/Main.storyboard")
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
        targetRuntime="\(app == "TV" ? "AppleTV" : "iOS.CocoaTouch")" initialViewController="A"><scenes>\(scenes)</scenes></document>
        """.utf8
      ).write(to: url)
    }
    let source = folder.appendingPathComponent("Storyboards.swift")
    let result = try SegueProcess.run(["gen", folder.path, "--output", source.path])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    let usage = folder.appendingPathComponent("Usage.swift")
    try Data(
      """
      #if canImport(UIKit)
        import UIKit
      #else
        import SegueKit
      #endif

      @MainActor
      func use(_ segue: UIStoryboardSegue) -> [String] {
        _ = StoryboardScene.Main.instantiateSelf()
        _ = StoryboardScene.MainTV.instantiateSelf()
        _ = StoryboardScene.Main.instantiateInitial_()
        switch StoryboardSegue.Main.SelfSegues(segue) {
        case .showDetail?, .showDetail2?, .u1F680?, .u1F6F8?, .twoLines?, .identifiers2?, nil: break
        }
        return StoryboardSegue.MainTV.SelfSegues.identifiers
      }
      """.utf8
    ).write(to: usage)
    try Self.expectTypechecks([source, usage], module: "Client")
    let generated = try String(contentsOf: source, encoding: .utf8)
    #expect(
      generated.contains(
        #"static let identifiers = ["show-detail", "showDetail", "🚀", "🛸", "two\nlines", "identifiers"]"#))
    #expect(generated.components(separatedBy: "enum Main").count == 5)  // Main and MainTV, in both namespaces
  }

  /// Navigation wrappers, references, unwinds, keyword identifiers and module qualification, pinned whole.
  @Test func generatedCodeForAFixture() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SegueGen-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func document(initial: String, _ scenes: String) -> String {
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)"><scenes>\(scenes)</scenes></document>
      """
    }
    try Data(
      document(
        initial: "A",
        """
        <scene sceneID="a"><objects><viewController storyboardIdentifier="list-screen" id="A" customClass="ListViewController" customModule="Kit" sceneMemberID="viewController">
          <connections>
            <segue destination="N" kind="presentation" identifier="edit" id="s1"/>
            <segue destination="R" kind="show" identifier="default" id="s2"/>
            <segue destination="X" kind="unwind" identifier="2 back" unwindAction="back:" id="s3"/>
            <segue destination="A" kind="show" id="s4"/>
          </connections>
        </viewController><exit id="X" sceneMemberID="exit"/></objects></scene>
        <scene sceneID="n"><objects><navigationController id="N" sceneMemberID="viewController">
          <connections><segue destination="E" kind="relationship" relationship="rootViewController" id="r1"/></connections>
        </navigationController></objects></scene>
        <scene sceneID="e"><objects><viewController id="E" customClass="EditViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="r"><objects><viewControllerPlaceholder storyboardName="Other" referencedIdentifier="O" id="R" sceneMemberID="viewController"/></objects></scene>
        """
      ).utf8
    ).write(to: folder.appendingPathComponent("Main.storyboard"))
    try Data(
      document(
        initial: "O",
        """
        <scene sceneID="o"><objects><tableViewController storyboardIdentifier="O" id="O" sceneMemberID="viewController"/></objects></scene>
        """
      ).utf8
    ).write(to: folder.appendingPathComponent("Other.storyboard"))
    let result = try SegueProcess.run(["gen", folder.path, "--module", "App"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        // Generated by `segue gen`. Do not edit.
        // swift-format-ignore-file
        // swiftlint:disable all

        import Foundation
        import Kit

        #if canImport(UIKit)
          import UIKit
        #else
          import SegueKit
        #endif

        /// The app's storyboards and the scenes they can instantiate.
        @MainActor
        enum StoryboardScene {
          @MainActor
          enum Main {
            static let storyboardName = "Main"

            static func storyboard(bundle: Bundle? = nil) -> UIStoryboard {
              UIStoryboard(name: storyboardName, bundle: bundle)
            }

            static func instantiateInitial(bundle: Bundle? = nil) -> Kit.ListViewController {
              storyboard(bundle: bundle).instantiateInitialViewController() as! Kit.ListViewController
            }

            static func instantiateListScreen(bundle: Bundle? = nil) -> Kit.ListViewController {
              storyboard(bundle: bundle).instantiateViewController(withIdentifier: "list-screen") as! Kit.ListViewController
            }
          }

          @MainActor
          enum Other {
            static let storyboardName = "Other"

            static func storyboard(bundle: Bundle? = nil) -> UIStoryboard {
              UIStoryboard(name: storyboardName, bundle: bundle)
            }

            static func instantiateInitial(bundle: Bundle? = nil) -> UITableViewController {
              storyboard(bundle: bundle).instantiateInitialViewController() as! UITableViewController
            }

            static func instantiateO(bundle: Bundle? = nil) -> UITableViewController {
              storyboard(bundle: bundle).instantiateViewController(withIdentifier: "O") as! UITableViewController
            }
          }
        }

        /// The segues of each scene, by identifier, with their destinations typed.
        @MainActor
        enum StoryboardSegue {
          @MainActor
          enum Main {
            @MainActor
            enum ListViewControllerSegues {
              case edit(EditViewController)
              case `default`(UITableViewController)
              case _2Back(UIViewController)

              /// The identifiers of the scene's segues, in file order.
              static let identifiers = ["edit", "default", "2 back"]

              /// The segue with its destination typed, or `nil` for a segue of another scene.
              init?(_ segue: UIStoryboardSegue) {
                switch segue.identifier {
                case "edit":
                  guard let destination = (segue.destination as? UINavigationController)?.viewControllers.first as? EditViewController else { return nil }
                  self = .edit(destination)
                case "default":
                  guard let destination = segue.destination as? UITableViewController else { return nil }
                  self = .`default`(destination)
                case "2 back":
                  guard let destination = Optional(segue.destination) else { return nil }
                  self = ._2Back(destination)
                default:
                  return nil
                }
              }
            }
          }
        }

        """)
  }

  /// A package target's code: `Bundle.module` by default and public declarations and imports, from
  /// `.segue-gen.yml` beside the storyboard (found from the file's folder) and from options, which win.
  @Test func packageTargetCodeFromTheConfigurationAndOptions() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SegueGen-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("Sources/Screens")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try Data(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" initialViewController="A"><scenes>
      <scene sceneID="a"><objects><viewController id="A" customClass="ListViewController" customModule="Screens" sceneMemberID="viewController">
        <connections><segue destination="B" kind="show" identifier="detail" id="s1"/></connections>
      </viewController></objects></scene>
      <scene sceneID="b"><objects><viewController storyboardIdentifier="detail" id="B" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """.utf8
    ).write(to: target.appendingPathComponent("Flow.storyboard"))
    try Data("module: Screens\nbundle: module\naccess-level: package\n".utf8)
      .write(to: target.appendingPathComponent(".segue-gen.yml"))
    let result = try SegueProcess.run(
      ["gen", "Sources/Screens/Flow.storyboard", "--access-level", "public"], in: folder)
    #expect(result.standardError == "")
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        // Generated by `segue gen`. Do not edit.
        // swift-format-ignore-file
        // swiftlint:disable all

        public import Foundation

        #if canImport(UIKit)
          public import UIKit
        #else
          public import SegueKit
        #endif

        /// The app's storyboards and the scenes they can instantiate.
        @MainActor
        public enum StoryboardScene {
          @MainActor
          public enum Flow {
            public static let storyboardName = "Flow"

            /// `bundle` defaults to the module's resource bundle, `Bundle.module`.
            public static func storyboard(bundle: Bundle? = nil) -> UIStoryboard {
              UIStoryboard(name: storyboardName, bundle: bundle ?? Bundle.module)
            }

            public static func instantiateInitial(bundle: Bundle? = nil) -> ListViewController {
              storyboard(bundle: bundle).instantiateInitialViewController() as! ListViewController
            }

            public static func instantiateDetail(bundle: Bundle? = nil) -> UIViewController {
              storyboard(bundle: bundle).instantiateViewController(withIdentifier: "detail")
            }
          }
        }

        /// The segues of each scene, by identifier, with their destinations typed.
        @MainActor
        public enum StoryboardSegue {
          @MainActor
          public enum Flow {
            @MainActor
            public enum ListViewControllerSegues {
              case detail(UIViewController)

              /// The identifiers of the scene's segues, in file order.
              public static let identifiers = ["detail"]

              /// The segue with its destination typed, or `nil` for a segue of another scene.
              public init?(_ segue: UIStoryboardSegue) {
                switch segue.identifier {
                case "detail":
                  guard let destination = Optional(segue.destination) else { return nil }
                  self = .detail(destination)
                default:
                  return nil
                }
              }
            }
          }
        }

        """)
    let main = try SegueProcess.run(["gen", "Sources/Screens", "--bundle", "main"], in: folder)
    #expect(main.status == 0)
    #expect(main.standardOutput.contains("  package static func storyboard(bundle: Bundle? = nil) -> UIStoryboard {\n"))
    #expect(main.standardOutput.contains("UIStoryboard(name: storyboardName, bundle: bundle)\n"))
  }

  /// A configuration that cannot be used is a usage error that says where and why; a missing `--config` too.
  @Test func aBadConfigurationIsAUsageError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SegueGen-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("bundle: resources\n".utf8).write(to: folder.appendingPathComponent(".segue-gen.yml"))
    let bad = try SegueProcess.run(["gen", "."], in: folder)
    #expect(bad.status == 2)
    #expect(bad.standardError == "error: \(folder.path)/.segue-gen.yml: 'bundle' is 'resources'; use main or module\n")
    let missing = try SegueProcess.run(["gen", ".", "--config", "nowhere.yml"], in: folder)
    #expect(missing.status == 2)
    #expect(missing.standardError == "error: nowhere.yml: cannot read the configuration file\n")
  }
}
