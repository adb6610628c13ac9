/// A time interval in seconds, as Core Animation's timing (`CAMediaTiming.duration`, `beginTime`) and
/// `CACurrentMediaTime()` are typed.
///
/// Core Foundation's `CFTimeInterval`, a `Double` as `TimeInterval` is; swift-corelibs-foundation does not export it,
/// and `import UIKit` brings it on iOS.
public typealias CFTimeInterval = Double
