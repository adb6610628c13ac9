import Foundation

/// The frameworks of the corpus type-check: which exist on Linux, and which re-export UIKit on iOS (their empty
/// stand-ins re-export SegueKit). The rewriting itself is `segue port`'s (``SourcePort``); this was its regex
/// stand-in until the port existed.
enum MinimalPort {
  /// Frameworks that exist on Linux; every other import gets an empty stand-in module.
  static let linuxModules: Set<String> = [
    "SegueKit", "Foundation", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Swift",
  ]

  /// Frameworks whose module re-exports UIKit on iOS (an umbrella header importing UIKit, or a Swift module that
  /// exports it), so an app file importing only them still sees UIKit: their stand-ins re-export SegueKit.
  static let uiKitExportingModules: Set<String> = [
    "SwipeCellKit", "SideMenu", "SwiftMessages", "Kingfisher", "NVActivityIndicatorView", "Spring", "WebKit",
    "MessageUI", "SafariServices", "AVKit", "MediaPlayer",
    // OpenHAB's `ColorPickerView.swift` (imports Combine, os, SwiftUI and its own OpenHABCore) and
    // `OpenHABWidget.swift` (Alamofire, Foundation, MapKit, os.log) use `UIColor` and `UIImage` without importing
    // UIKit, and build in its Xcode project.
    "SwiftUI", "MapKit",
    // Frameworks whose umbrella header imports UIKit: FloatingPanel's `Framework/Sources/FloatingPanel.h`
    // (scenee/FloatingPanel) and PassForiOS's own `passKit/passKit.h` (mssun/passforios, cb836aae), both
    // `#import <UIKit/UIKit.h>` (the wide corpus keeps no Objective-C header but bridging ones).
    "FloatingPanel", "passKit",
  ]

  /// The module names a file imports (`import X`, `import X.Y`, `@testable import X`, `import class X.Y`).
  static func importedModules(_ source: String) -> Set<String> {
    var modules: Set<String> = []
    // Made before the loop: a regex literal is parsed each time it is evaluated (per line, that was a fifth of the
    // corpus type-check's own time), and `Regex` is not `Sendable`, so it cannot be a static.
    let importLine =
      /^\s*(?:@\w+\s+)*import\s+(?:(?:class|struct|enum|protocol|func|typealias|var|let)\s+)?([A-Za-z_]\w*)/
    for line in source.split(separator: "\n") {
      if let match = line.firstMatch(of: importLine) { modules.insert(String(match.1)) }
    }
    return modules
  }
}
