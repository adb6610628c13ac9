// `import SegueKit` is `import UIKit`: the umbrella over SegueKit's layers, so that code written for UIKit compiles
// with only the import swapped. See ARCHITECTURE.md for what each layer holds and which depends on which.
@_exported public import SegueKitCompositionalLayout
@_exported public import SegueKitControls
@_exported public import SegueKitCore
@_exported public import SegueKitDiffableDataSources
@_exported public import SegueKitDocuments
@_exported public import SegueKitGraphics
@_exported public import SegueKitInertBase
@_exported public import SegueKitInertSurface
@_exported public import SegueKitStoryboards
@_exported public import SegueKitSystemControllers
@_exported public import SegueKitViews
