// On iOS, `import StoreKit` makes UIKit's names visible too (the framework's headers import UIKit); `segue port`
// rewrites it to `import StoreKitCompat`, which makes SegueKit's visible.
@_exported public import SegueKit
