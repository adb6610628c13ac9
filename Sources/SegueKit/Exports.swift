// `import UIKit` makes Foundation's names (`URL`, `IndexPath`, `CGRect`, `DispatchQueue` …) visible; so does
// `import SegueKit`, so that view controllers written for UIKit compile with only the import swapped.
@_exported public import Foundation

// The engine both runtimes share: `MainQueue`, `Console` and the exception channel behind `UIKitException`.
@_exported public import EngineCore
