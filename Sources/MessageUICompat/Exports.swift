// On iOS, `import MessageUI` makes UIKit's names visible too (the framework's headers import UIKit); `segue port`
// rewrites it to `import MessageUICompat`, which makes SegueKit's visible.
@_exported public import SegueKit
