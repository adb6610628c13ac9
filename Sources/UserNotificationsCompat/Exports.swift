// `segue port` rewrites `import UserNotifications` to `import UserNotificationsCompat`. Like SegueKit's other framework
// modules it re-exports SegueKit (for its main queue and virtual clock, which notifications are delivered on).
@_exported public import SegueKit
