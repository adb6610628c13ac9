// The engine both runtimes share (`MainQueue`, `Console`, the exception channel behind `UIKitException`), Foundation,
// the graphics layer and the generated declarations that name no view (`SegueKitInertBase`) below: every file of the
// views layer, and of the layers above it, reads them through these imports, as `import UIKit` makes Foundation's
// names visible.
@_exported public import EngineCore
@_exported public import Foundation
@_exported public import SegueKitGraphics
@_exported public import SegueKitInertBase

#if canImport(FoundationNetworking)
  @_exported public import FoundationNetworking
#endif
