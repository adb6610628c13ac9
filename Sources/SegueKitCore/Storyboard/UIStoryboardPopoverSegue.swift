/// The segue a deprecated `popover` segue hands to `prepare(for:sender:)`.
///
/// Mirrors UIKit's `UIStoryboardPopoverSegue` (deprecated in iOS 9); SegueKit presents the destination with
/// the `.popover` style instead of a `UIPopoverController`.
@preconcurrency @MainActor
open class UIStoryboardPopoverSegue: UIStoryboardSegue {}
