// The layer below: the core whose view controllers, presentation and views the system's controllers (alerts, action
// sheets, activity and document pickers, the image picker) build on (ARCHITECTURE.md).
@_exported public import SegueKitCore
