// The layer below: the core whose view controllers, views and nibs' public classes this layer builds from storyboards
// and nibs (ARCHITECTURE.md).
@_exported public import SegueKitCore
