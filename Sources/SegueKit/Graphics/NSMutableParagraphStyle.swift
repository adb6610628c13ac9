/// A paragraph style whose properties can be set.
///
/// Mirrors UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {}
