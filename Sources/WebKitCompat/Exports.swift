// On iOS, `import WebKit` makes UIKit's names visible too; `segue port` rewrites it to `import WebKitCompat`, which
// makes SegueKit's visible (and, through it, FoundationNetworking's `URLRequest` and `URLResponse`).
@_exported public import SegueKit
