// On iOS, `import PhotosUI` makes UIKit's names visible too; `segue port` rewrites it to `import PhotosUICompat`,
// which makes SegueKit's visible.
@_exported public import SegueKit
