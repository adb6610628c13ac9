// The engine both runtimes share (`MainQueue`, `Console`, the exception channel behind `UIKitException`), and
// Foundation: `import UIKit` makes Foundation's names (`URL`, `IndexPath`, `CGRect`, `DispatchQueue` …) visible; so
// does `import SegueKit`, so that view controllers written for UIKit compile with only the import swapped.
@_exported public import EngineCore
@_exported public import Foundation
// The controls layer below (labels, buttons, controls, text, tables and collection views, scrolling), on the base of
// views: every file of the core reads it through this one import, and so does `import SegueKitCore`.
@_exported public import SegueKitControls
// The layer below (colors, fonts, images, layers, paths, traits), which the core's API names throughout: every file
// of the core, the generated surface included, reads it through this one import, and so does `import SegueKitCore`.
@_exported public import SegueKitGraphics
// The base of views below (views, windows, layout, gestures, menus), which the core's controllers show and lay out:
// every file of the core reads it through this one import, and so does `import SegueKitCore`.
@_exported public import SegueKitViews

// Linux's Foundation keeps `URLSession`, `URLRequest`, `URLCache` and `HTTPURLResponse` in FoundationNetworking;
// `import UIKit` makes them visible on iOS, so `import SegueKit` does here.
#if canImport(FoundationNetworking)
  @_exported public import FoundationNetworking
#endif
