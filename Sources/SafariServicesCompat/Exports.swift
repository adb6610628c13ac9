// On iOS, `import SafariServices` makes UIKit's names visible too (the framework's headers import UIKit); `segue port`
// rewrites it to `import SafariServicesCompat`, which makes SegueKit's visible.
@_exported public import SegueKit
