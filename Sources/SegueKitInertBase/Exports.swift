// The engine, Foundation and the graphics layer below, which the generated declarations here name as UIKit's do; the
// views layer above re-exports this module, so every layer above sees them as before.
@_exported public import EngineCore
@_exported public import Foundation
@_exported public import SegueKitGraphics

#if canImport(FoundationNetworking)
  @_exported public import FoundationNetworking
#endif
