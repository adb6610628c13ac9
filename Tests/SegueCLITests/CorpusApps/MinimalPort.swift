import Foundation

/// What issue 11's corpus test changes in an app's Swift files before type-checking them against SegueKit: only
/// what the Linux compiler refuses without Objective-C (`segue port`'s job, issue 12), line for line, so every error
/// points at the app's own line.
///
/// `import UIKit` becomes `import SegueKit`; `@IBOutlet`, `@IBInspectable`, `@IBDesignable`, `@objc`, `@objcMembers`,
/// `dynamic` and `@UIApplicationMain` are removed; `#selector(name)` becomes the string `"name"`; a zero-argument
/// `@IBAction` loses its attribute.
enum MinimalPort {
  static func rewrite(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { rewriteLine(String($0)) }
      .joined(separator: "\n")
  }

  static func rewriteLine(_ line: String) -> String {
    var line = line
    line.replace(/^(\s*)import\s+UIKit(\.[A-Za-z]+)?\s*$/) { "\($0.1)import SegueKit" }
    line.replace(/^(\s*)import\s+os\.log\s*$/) { "\($0.1)import os" }
    line.replace(/@(IBOutlet|IBInspectable|IBDesignable|UIApplicationMain|objcMembers)\b\s?/, with: "")
    line.replace(/@objc(\([^)]*\))?\s?/, with: "")
    line.replace(
      /\bdynamic\s+(?=(var|func|let|open|public|internal|private|fileprivate|final|override|class)\b)/, with: "")
    line.replace(/@IBAction\s+(?=(?:[a-z]+\s+)*func\s+\w+\s*\(\s*\))/, with: "")
    line.replace(/#selector\(((?:[^()]|\([^()]*\))*)\)/) { "\"\($0.1)\"" }
    return line
  }

  /// Frameworks that exist on Linux; every other import gets an empty stand-in module.
  static let linuxModules: Set<String> = [
    "SegueKit", "Foundation", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Swift",
  ]

  /// Frameworks whose module re-exports UIKit on iOS (an umbrella header importing UIKit, or a Swift module that
  /// exports it), so an app file importing only them still sees UIKit: their stand-ins re-export SegueKit.
  static let uiKitExportingModules: Set<String> = [
    "SwipeCellKit", "SideMenu", "SwiftMessages", "Kingfisher", "NVActivityIndicatorView", "Spring", "WebKit",
    "MessageUI", "SafariServices", "AVKit", "MediaPlayer",
  ]

  /// The module names a file imports (`import X`, `import X.Y`, `@testable import X`, `import class X.Y`).
  static func importedModules(_ source: String) -> Set<String> {
    var modules: Set<String> = []
    for line in source.split(separator: "\n") {
      if let match = line.firstMatch(
        of: /^\s*(?:@\w+\s+)*import\s+(?:(?:class|struct|enum|protocol|func|typealias|var|let)\s+)?([A-Za-z_]\w*)/)
      {
        modules.insert(String(match.1))
      }
    }
    return modules
  }
}
