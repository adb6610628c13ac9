// `segue port` rewrites `import AVFoundation` to `import AVFoundationCompat`. Like SegueKit's other framework modules it
// re-exports SegueKit (QuartzCore's `CALayer`, which AVFoundation's layers subclass, and the main queue and virtual
// clock that playback runs on).
@_exported public import SegueKit
