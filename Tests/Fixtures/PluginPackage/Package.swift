// swift-tools-version: 6.2
import PackageDescription

// A package that uses SegueKit's plugins as a user would: `.ci/run` builds it (the build-tool plugin generates
// `StoryboardScene` and `StoryboardSegue` for `Screens`), runs `ScreensCheck`, and runs `swift package segue-lint`
// on `Screens` (clean) and on the whole package (`Legacy` has a finding on purpose).
let package = Package(
  name: "PluginPackage",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "SegueKit", path: "../../..")],
  targets: [
    .target(
      name: "Screens",
      dependencies: [.product(name: "SegueKit", package: "SegueKit")],
      resources: [.process("Flow.storyboard")],
      plugins: [.plugin(name: "SegueGenPlugin", package: "SegueKit")]
    ),
    .target(name: "Legacy", resources: [.process("Legacy.storyboard")]),
    .executableTarget(
      name: "ScreensCheck",
      dependencies: ["Screens", .product(name: "SegueKit", package: "SegueKit")]
    ),
  ]
)
