// On iOS, `import QuickLook` makes UIKit's names visible too (the framework's headers import UIKit); `segue port`
// rewrites it to `import QuickLookCompat`, which makes SegueKit's visible.
@_exported public import SegueKit
