// The layer below: the core whose types the generated surface extends (views, controls, controllers, the window).
@_exported public import SegueKitCore
// The system's controllers (alerts, activity, pickers), which some of the generated surface names.
@_exported public import SegueKitSystemControllers
