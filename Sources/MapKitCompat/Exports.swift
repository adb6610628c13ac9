// On iOS, `import MapKit` makes UIKit's and CoreLocation's names visible too; `segue port` rewrites it to
// `import MapKitCompat`, which makes SegueKit's and CoreLocationCompat's visible.
@_exported public import CoreLocationCompat
@_exported public import SegueKit
