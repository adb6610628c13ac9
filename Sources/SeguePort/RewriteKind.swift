/// A kind of change `segue port` makes to an app's Swift files, counted in its report.
public enum RewriteKind: String, CaseIterable, Sendable {
  case importUIKit = "import UIKit (or QuartzCore, CoreGraphics) → import SegueKit"
  case importObjectiveC = "import ObjectiveC → import SegueKit (the runtime's associated objects)"
  case canImport = "canImport(UIKit) (or QuartzCore, CoreGraphics) in #if → canImport(SegueKit)"
  case importOSLog = "import os (or os.log, OSLog) → import OSLogCompat"
  case importFramework =
    "import MessageUI (or WebKit, MapKit, CoreLocation …) → import MessageUICompat … (Apple frameworks)"
  case outlet = "@IBOutlet removed (connected by the generated table)"
  case zeroArgumentAction = "@IBAction removed from a method without one parameter (kept callable)"
  case objc = "@objc removed"
  case objcMembers = "@objcMembers removed"
  case selector = "#selector(…) → its selector string"
  case keyPath = "#keyPath(…) → its key-path string"
  case applicationMain = "@UIApplicationMain or @main removed from the app delegate"
  case accessWidened = "private or fileprivate removed so the generated table can reach a member"
  case connectionsMember = "storyboardConnections declared on a class's closing line (for inheritance)"
  case mainQueue = "DispatchQueue.main.async/asyncAfter → MainQueue.main (SegueKit's main queue, virtual time)"
  case deadline = "DispatchTime.now() in a main-queue deadline → MainDispatchQueue.Deadline.now() (virtual time)"
  case timer = "Timer.scheduledTimer(…) → MainQueueTimer.scheduledTimer(…) (fires in virtual time)"
  case timerInit = "Timer(…) → MainQueueTimer(…) (fires in virtual time once added to the run loop)"
  case runLoop = "RunLoop.main/current.add(…) → MainRunLoop.main/current.add(…) (timers fire in virtual time)"
  case mainQueueValue = "notify(queue: .main) → notify(queue: MainQueue.main) (a DispatchGroup's notification)"
  case importSegueKitAdded =
    "; import SegueKit added to a file's first import (for MainQueue, timers, OptionalRequirement or URLSession)"
  case mainBundle = "Bundle.main → PortedApp.bundle (the app's copied resources)"
  case optionalRequirement =
    "optional removed from a requirement (a default added; f?(…) → f(…), in OptionalRequirement.call if valued)"
  case cellInitializer =
    "init(_dequeuedWithReuseIdentifier:) added to a cell class declaring only other initializers (SegueKit needs it)"
  case extensionFolded =
    "extensions following a class folded into its body (an override there, or a member overridden elsewhere)"
  case extensionMoved =
    "extensions elsewhere moved into their class's body (an override there, or a member overridden elsewhere)"
  case convenienceInitializer =
    "convenience added to an initializer that delegates with self.init (as Apple's compiler reads it)"
  case optionalPropertyChain =
    "window?? → window? (UIKit's optional property requirements, plain in SegueKit)"
  case frameworkOverrideLeftOut =
    "override in an extension of a UIKit class left out as a comment (SegueKit's behaviour kept)"
  case extensionMemberOverride =
    "a member the app adds to a UIKit class in an extension and overrides in a subclass, dispatched through a protocol"
}
