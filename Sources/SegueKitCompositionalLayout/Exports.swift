// The layer below: UIKit's core types (views, colors, fonts, collection views) this module extends.
@_exported public import SegueKitCore
