// `segue port` rewrites `import CoreLocation` to `import CoreLocationCompat`. Like SegueKit's other framework modules it
// re-exports SegueKit (for its main queue and virtual clock, which the delegate callbacks are told on).
@_exported public import SegueKit
