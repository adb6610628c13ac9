// The layer below: the core whose types the generated surface extends (views, controls, controllers, the window).
@_exported public import SegueKitCore
