// swift-tools-version: 6.2
import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// Debug builds (and so every test run) check the view-controller hierarchy's invariants after each mutation.
let settings: [SwiftSetting] =
  upcomingFeatures + [
    .define("SEGUEKIT_INTERNAL_CHECKS", .when(configuration: .debug)),
    .treatAllWarnings(as: .error),
  ]

/// `segue` links with the toolchain's lld on Linux rather than the system's gold: every build after an edit relinks
/// it (69 MB in debug), and lld takes half gold's CPU for it. Only the command line's executable, which no package
/// that depends on SegueKit builds (unsafe flags are refused in a dependency's products, not in executables it
/// never builds); the libraries and the plugins' tool keep the default linker.
let fastLinker: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]

/// The part of the package a sanitized run builds: `.ci/sanitized-tests` sets `SEGUE_SANITIZER_SCOPE` to `address` or
/// `thread`. Each sanitizer gets the code it can find something in, which keeps both runs inside CI's time.
/// - Both leave out `segue port` (and swift-syntax): it rewrites text, which neither has anything to watch in.
/// - `address` also leaves out the command line and the explorer (their only pointer code is the terminal prompt's,
///   and their tests start instrumented `segue` processes) and the Android runtime (its only pointer code is one
///   bounded temporary buffer, and the `thread` run covers it). AddressSanitizer watches what reads memory through
///   pointers or keeps unowned(unsafe) references: the XML reader, the tools' document and cache code, SegueKit.
/// - `thread` keeps the two runtimes, the libraries they load files with, and their tests: the command line, the
///   tools and the explorer start no threads of their own.
enum SanitizerScope: String { case address, thread }
let sanitizerScope = Context.environment["SEGUE_SANITIZER_SCOPE"].flatMap(SanitizerScope.init(rawValue:))

/// Whether the package has `segue port`'s targets; `SEGUE_WITHOUT_PORT` leaves them out of an ordinary build too.
let withPort = Context.environment["SEGUE_WITHOUT_PORT"] == nil && sanitizerScope == nil

let package = Package(
  name: "SegueKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "StoryboardFormat", targets: ["StoryboardFormat"]),
    .library(name: "AndroidFormat", targets: ["AndroidFormat"]),
    .library(name: "OSLogCompat", targets: ["OSLogCompat"]),
    .library(name: "SegueKit", targets: ["SegueKit"]),
    .library(name: "SafariServicesCompat", targets: ["SafariServicesCompat"]),
    .library(name: "MessageUICompat", targets: ["MessageUICompat"]),
    .library(name: "QuickLookCompat", targets: ["QuickLookCompat"]),
    .library(name: "StoreKitCompat", targets: ["StoreKitCompat"]),
    .library(name: "PhotosUICompat", targets: ["PhotosUICompat"]),
    .library(name: "ContactsUICompat", targets: ["ContactsUICompat"]),
    .library(name: "WebKitCompat", targets: ["WebKitCompat"]),
    .library(name: "CoreLocationCompat", targets: ["CoreLocationCompat"]),
    .library(name: "MapKitCompat", targets: ["MapKitCompat"]),
    .library(name: "AVFoundationCompat", targets: ["AVFoundationCompat"]),
    .library(name: "UserNotificationsCompat", targets: ["UserNotificationsCompat"]),
    .library(name: "SecurityCompat", targets: ["SecurityCompat"]),
    .library(name: "SegueTools", targets: ["SegueTools"]),
    .library(name: "SeguePictures", targets: ["SeguePictures"]),
    .library(name: "SegueKitTesting", targets: ["SegueKitTesting"]),
    .library(name: "AndroidControllers", targets: ["AndroidControllers"]),
    .library(name: "AndroidControllersTesting", targets: ["AndroidControllersTesting"]),
    .library(name: "SegueExplorer", targets: ["SegueExplorer"]),
    .executable(name: "segue", targets: ["segue"]),
    .plugin(name: "SegueGenPlugin", targets: ["SegueGenPlugin"]),
    .plugin(name: "SegueLintPlugin", targets: ["SegueLintPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // `swift package generate-documentation`, for CI's documentation build; plugins build only when used.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "StoryboardFormat", swiftSettings: settings),
    // Android's manifests, on StoryboardFormat's XML reader and diagnostics (its `package` API, not its public one).
    .target(name: "AndroidFormat", dependencies: ["StoryboardFormat"], swiftSettings: settings),
    // Apple's `os` logging (`Logger`, `os_log`, `OSLog`) for ported apps, under a name of its own: a module named
    // `os` would be picked up by every `#if canImport(os)` of the package's dependencies on Linux. `segue port`
    // rewrites `import os` (and `os.log`, `OSLog`) to `import OSLogCompat`.
    .target(name: "OSLogCompat", swiftSettings: settings),
    // The deterministic engine both runtimes share: the main queue and virtual clock, the console, exception capture.
    .target(name: "EngineCore", swiftSettings: settings),
    // UIKit, in layers under one umbrella: `import SegueKit` is `import UIKit`. From the bottom: graphics values, views,
    // controls, the navigation core (view controllers, containers, presentation, what a window does to its root,
    // launch, the classes of storyboards its API names), and above the core the parts nothing in it needs: the
    // storyboard and nib runtime, which the core calls through hooks, and leaves (ARCHITECTURE.md).
    // UIKit's graphics values below the core: colors, fonts, images, layers, paths and contexts, text attributes,
    // geometry, and the traits and devices they resolve against. It names no view, controller or window.
    .target(name: "SegueKitGraphics", swiftSettings: settings),
    // The part of the generated inert surface the views layer would hold that names no view (enums, option sets,
    // structs, protocols, constants, classes), with the table inert members keep their values in. Below the views, so
    // that an edit of a view's code checks none of it again (ARCHITECTURE.md).
    .target(name: "SegueKitInertBase", dependencies: ["SegueKitGraphics", "EngineCore"], swiftSettings: settings),
    // UIKit's views below the navigation core: the responder chain's views and windows, layout and its solver,
    // appearance, animation, gestures and the runtime's hooks. It names no view controller; what a view reads from one
    // (its controller as next responder, traits, safe areas) the core installs (ARCHITECTURE.md).
    .target(
      name: "SegueKitViews",
      dependencies: ["SegueKitGraphics", "SegueKitInertBase", "StoryboardFormat", "EngineCore"],
      swiftSettings: settings),
    // The concrete views and controls apps place in a hierarchy, above the views layer and below the core: controls,
    // text, labels, buttons and image views, tables and collection views, scrolling, menus, effects, feedback and bar
    // button items. It names no view controller either (ARCHITECTURE.md).
    .target(
      name: "SegueKitControls", dependencies: ["SegueKitViews", "SegueKitGraphics", "StoryboardFormat", "EngineCore"],
      swiftSettings: settings),
    .target(
      name: "SegueKitCore",
      dependencies: ["SegueKitControls", "SegueKitViews", "SegueKitGraphics", "StoryboardFormat", "EngineCore"],
      swiftSettings: settings),
    // The inert surface `Scripts/uikit-generate.py` writes that nothing in the core needs (UIKit's exact signatures,
    // inert bodies): a leaf, so that the core compiles without it and touching it never recompiles the core.
    // The system's view controllers apps present but nothing in the core names (alerts and action sheets, activity,
    // document and image pickers, the system interface buttons): a leaf above the core, so that an edit of the core's
    // controllers checks none of it again. The core checks an action sheet's anchor through a protocol it declares.
    .target(name: "SegueKitSystemControllers", dependencies: ["SegueKitCore"], swiftSettings: settings),
    .target(name: "SegueKitInertSurface", dependencies: ["SegueKitCore"], swiftSettings: settings),
    // Storyboards and nibs at run time: scenes, their views, segues and nibs, built from the decoded files onto the
    // core's classes. Above the core, which calls it through hooks it finds by name (`StoryboardLayer`).
    .target(name: "SegueKitStoryboards", dependencies: ["SegueKitCore", "StoryboardFormat"], swiftSettings: settings),
    .target(name: "SegueKitDocuments", dependencies: ["SegueKitCore"], swiftSettings: settings),
    .target(name: "SegueKitCompositionalLayout", dependencies: ["SegueKitCore"], swiftSettings: settings),
    .target(name: "SegueKitDiffableDataSources", dependencies: ["SegueKitCore"], swiftSettings: settings),
    .target(
      name: "SegueKit",
      dependencies: [
        "SegueKitGraphics", "SegueKitInertBase", "SegueKitViews", "SegueKitControls", "SegueKitCore",
        "SegueKitStoryboards", "SegueKitInertSurface", "SegueKitDocuments", "SegueKitCompositionalLayout",
        "SegueKitDiffableDataSources", "SegueKitSystemControllers",
      ],
      swiftSettings: settings),
    // Wireframes (SVG) of scenes, xibs, Android layouts and running screens, and the HTML explorer page; from the
    // decoded files and plain values, so the runtimes never depend on it.
    .target(name: "SeguePictures", dependencies: ["StoryboardFormat", "AndroidFormat"], swiftSettings: settings),
    // The Apple frameworks whose view controllers apps present (Safari, mail and message composers, QuickLook, the App
    // Store page), under names of their own as OSLogCompat is: a target named `MessageUI` here would clash with a
    // ported app's own `--stubs` module of that name (SwiftPM wants target names unique across the package graph).
    // `segue port` rewrites `import MessageUI` to `import MessageUICompat` unless the app's stubs have MessageUI.
    .target(name: "SafariServicesCompat", dependencies: ["SegueKit"], swiftSettings: settings),
    .target(name: "MessageUICompat", dependencies: ["SegueKit"], swiftSettings: settings),
    .target(name: "QuickLookCompat", dependencies: ["SegueKit"], swiftSettings: settings),
    .target(name: "StoreKitCompat", dependencies: ["SegueKit"], swiftSettings: settings),
    .target(name: "PhotosUICompat", dependencies: ["SegueKit"], swiftSettings: settings),
    .target(name: "ContactsUICompat", dependencies: ["SegueKit"], swiftSettings: settings),
    // Inert stand-ins for the frameworks apps import around their screens (web views, maps, location, audio and
    // video, notifications): they keep what the app gives them and answer as a device without network, camera or
    // compass would, and tests set what the user and the device do (Documentation/porting.md).
    .target(name: "WebKitCompat", dependencies: ["SegueKit"], swiftSettings: settings),
    .target(name: "CoreLocationCompat", dependencies: ["SegueKit"], swiftSettings: settings),
    .target(name: "MapKitCompat", dependencies: ["SegueKit", "CoreLocationCompat"], swiftSettings: settings),
    .target(name: "AVFoundationCompat", dependencies: ["SegueKit"], swiftSettings: settings),
    .target(name: "UserNotificationsCompat", dependencies: ["SegueKit"], swiftSettings: settings),
    // Security's keychain (`SecItemAdd` …) over an in-memory keychain, and the CoreFoundation names its queries are
    // spelled in; on Foundation alone, as Security does not make UIKit visible.
    .target(name: "SecurityCompat", swiftSettings: settings),
    // Android's UI controllers (activities, intents, bundles, tasks, fragments) on the same engine as SegueKit.
    .target(name: "AndroidControllers", dependencies: ["AndroidFormat", "EngineCore"], swiftSettings: settings),
    .target(
      name: "AndroidControllersTesting", dependencies: ["AndroidControllers", "AndroidFormat", "SeguePictures"],
      swiftSettings: settings),
    // `segue explore`: breadth-first exploration of an app's navigation on both runtimes, with findings and their
    // minimized reproductions as Swift tests.
    .target(
      name: "SegueExplorer",
      dependencies: ["SegueKitTesting", "AndroidControllersTesting", "AndroidFormat", "StoryboardFormat"],
      swiftSettings: settings),
    // An example app with planted navigation bugs, for the explorer's tests.
    .target(
      name: "PlantedBugs", dependencies: ["SegueKit"], path: "Examples/PlantedBugs/Sources", swiftSettings: settings),
    // A 70-scene storyboard app generated in code and a random monkey: the explorer's benchmark and coverage tests.
    .target(
      name: "GeneratedApp", dependencies: ["SegueExplorer"], path: "Examples/GeneratedApp/Sources",
      swiftSettings: settings),
    .testTarget(
      name: "SegueExplorerTests",
      dependencies: [
        "SegueExplorer", "SegueKitTesting", "AndroidControllersTesting", "Shop", "AndroidShop", "PlantedBugs",
        "AndroidPlantedBugs", "GeneratedApp", "SegueTestSupport",
      ],
      swiftSettings: settings),
    .target(
      name: "SegueTools",
      dependencies: ["StoryboardFormat", "AndroidFormat", "SeguePictures", .product(name: "Yams", package: "Yams")],
      swiftSettings: settings
    ),
    // `segue gen` and `segue lint`, shared by `segue` and by `segue-gen-lint`, the tool the package plugins run: a
    // package that uses the plugins builds that tool for the build machine, and it links no runtime, so SegueKit and
    // the Android runtime are not compiled a second time for it.
    .target(
      name: "SegueGenLint",
      dependencies: [
        "StoryboardFormat", "AndroidFormat", "SegueTools",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: settings),
    .executableTarget(name: "segue-gen-lint", dependencies: ["SegueGenLint"], swiftSettings: settings),
    .executableTarget(
      name: "segue",
      dependencies: [
        "StoryboardFormat",
        "AndroidFormat",
        "SegueTools",
        "SegueGenLint",
        "SegueKit",
        "SegueKitTesting",
        "Shop",
        "AndroidControllersTesting",
        "AndroidShop",
        "PlantedBugs",
        "SegueExplorer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: settings, linkerSettings: fastLinker
    ),
    .executableTarget(
      name: "SegueBenchmarks",
      dependencies: [
        "StoryboardFormat", "AndroidFormat", "SegueKit", "SegueTools", "AndroidControllers",
        "AndroidControllersTesting", "SeguePictures", "SegueExplorer", "SegueKitTesting", "Shop", "PlantedBugs",
        "GeneratedApp",
      ],
      path: "Benchmarks",
      exclude: ["Baselines"],
      swiftSettings: settings
    ),
    // What several test targets share (spec-section tags, a trace, a seeded generator, the corpus's folders, the fuzz
    // tests' position check, wireframe boxes as text); only test targets depend on it, so `swift run segue demo`
    // never builds it.
    .target(
      name: "SegueTestSupport", dependencies: ["StoryboardFormat", "SeguePictures"], path: "Tests/SegueTestSupport",
      swiftSettings: settings),
    .testTarget(
      name: "AndroidFormatTests", dependencies: ["AndroidFormat", "StoryboardFormat", "SegueTestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "StoryboardFormatTests",
      dependencies: ["StoryboardFormat", "SegueTestSupport"],
      swiftSettings: settings
    ),
    // The photo and contact pickers' modules: SegueApp picks in them as the user does (both are small).
    .target(
      name: "SegueKitTesting",
      dependencies: ["SegueKit", "StoryboardFormat", "SeguePictures", "PhotosUICompat", "ContactsUICompat"],
      swiftSettings: settings),
    .target(name: "Shop", dependencies: ["SegueKit"], path: "Examples/Shop/Sources", swiftSettings: settings),
    // The example Android app's activities and fragments; its manifest and res/ are in Examples/AndroidShop/src/main.
    .target(
      name: "AndroidShop", dependencies: ["AndroidControllers"], path: "Examples/AndroidShop/Sources",
      swiftSettings: settings),
    // An example Android app with planted leaks, for the explorer's tests; its manifest is in
    // Examples/AndroidPlantedBugs/src/main.
    .target(
      name: "AndroidPlantedBugs", dependencies: ["AndroidControllers"], path: "Examples/AndroidPlantedBugs/Sources",
      swiftSettings: settings),
    .testTarget(
      name: "SegueKitTests",
      dependencies: ["SegueKit", "SegueKitCore", "SegueKitViews", "SegueKitControls", "SegueTestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "SystemViewControllerTests",
      dependencies: [
        "SafariServicesCompat", "MessageUICompat", "QuickLookCompat", "StoreKitCompat", "PhotosUICompat",
        "ContactsUICompat", "WebKitCompat", "CoreLocationCompat", "MapKitCompat", "AVFoundationCompat",
        "UserNotificationsCompat", "SecurityCompat", "SegueKit", "SegueKitTesting",
      ],
      swiftSettings: settings),
    .testTarget(
      name: "SegueStoryboardTests",
      dependencies: [
        "SegueKit", "SegueKitCore", "SegueKitViews", "SegueKitControls", "SegueKitStoryboards", "Shop",
        "StoryboardFormat", "SegueTestSupport",
      ],
      swiftSettings: settings
    ),
    .testTarget(
      name: "SegueKitTestingTests",
      dependencies: ["SegueKitTesting", "Shop", "SegueTestSupport", "SeguePictures"],
      exclude: ["__Screens__"], swiftSettings: settings
    ),
    .testTarget(
      name: "SeguePicturesTests",
      dependencies: ["SeguePictures", "StoryboardFormat", "AndroidFormat", "SegueTestSupport"],
      exclude: ["Fixtures", "Golden"], swiftSettings: settings),
    .testTarget(
      name: "SegueToolsTests", dependencies: ["SegueTools", "AndroidFormat", "SegueTestSupport", "SeguePictures"],
      swiftSettings: settings),
    .testTarget(
      name: "SegueCLITests",
      // swift-syntax: the corpus type-check finds the declaration each compiler error is in.
      dependencies: ["SegueTestSupport"]
        + (withPort
          ? [
            "SeguePort", .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
          ] : []),
      swiftSettings: settings
    ),
    .plugin(name: "SegueGenPlugin", capability: .buildTool(), dependencies: ["segue-gen-lint"]),
    .plugin(
      name: "SegueLintPlugin",
      capability: .command(
        intent: .custom(verb: "segue-lint", description: "Lint the package's storyboards with segue lint")),
      dependencies: ["segue-gen-lint"]
    ),
    // The command line's own logic (the prompt's line editor), through `@testable import segue`.
    .testTarget(name: "SegueCommandTests", dependencies: ["segue"], swiftSettings: settings),
    .testTarget(
      name: "AndroidControllersTests",
      dependencies: [
        "AndroidControllers", "AndroidControllersTesting", "AndroidShop", "SegueTestSupport", "SeguePictures",
      ],
      swiftSettings: settings),
    .testTarget(name: "OSLogCompatTests", dependencies: ["OSLogCompat"], swiftSettings: settings),
  ]
)

if withPort {
  package.products.append(.executable(name: "segue-port", targets: ["segue-port"]))
  // `segue port`'s parser. Only SeguePort and segue-port depend on it, so `swift build --product segue` (and
  // `swift run segue demo`) never compiles it.
  package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"))
  package.targets += [
    // `segue port`: the syntax-aware rewriter of an iOS app's sources, and the tool `segue port` runs. Kept apart
    // from `segue` so that swift-syntax is built only by those who port an app (`swift build --product segue-port`).
    .target(
      name: "SeguePort",
      dependencies: [
        "SegueTools",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: settings
    ),
    .executableTarget(
      name: "segue-port",
      dependencies: ["SeguePort", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: settings
    ),
    .testTarget(name: "SeguePortTests", dependencies: ["SeguePort", "SegueTestSupport"], swiftSettings: settings),
  ]
}

if sanitizerScope != nil {
  var leftOut: Set<String> = [
    "segue", "segue-gen-lint", "SegueGenLint", "SegueBenchmarks", "SegueExplorer", "GeneratedApp", "PlantedBugs",
    "SegueGenPlugin", "SegueLintPlugin", "SegueCLITests", "SegueCommandTests", "SegueExplorerTests",
  ]
  switch sanitizerScope {
  case .address:
    leftOut.formUnion([
      "AndroidControllers", "AndroidControllersTesting", "AndroidShop", "AndroidPlantedBugs", "AndroidControllersTests",
    ])
  case .thread: leftOut.formUnion(["SegueTools", "SegueToolsTests"])
  case nil: break
  }
  package.targets.removeAll { leftOut.contains($0.name) }
  package.products.removeAll { leftOut.contains($0.name) }
}
