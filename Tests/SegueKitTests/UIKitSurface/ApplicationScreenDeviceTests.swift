import Foundation
import SegueKit
import Testing

/// `UIApplication`, `UIScreen` and `UIDevice` as apps read them, from the window's simulated device.
///
/// Sources: Apple's documentation of `UIApplication.open(_:options:completionHandler:)` (the completion reports
/// whether the URL was opened), `canOpenURL(_:)`, `UIScreen.bounds` (orientation-dependent since iOS 8) and
/// `UIScreen.nativeBounds` (portrait, in pixels), and the raw values in UIKit's `UIApplication.h`/`UIDevice.h`.
@MainActor
@Suite struct ApplicationScreenDeviceTests {
  @Test func openingAURLIsRecordedAndCompletesWhenDrained() throws {
    freshRuntime()
    let application = UIApplication.shared
    application.clearOpenedURLs()
    let settings = try #require(URL(string: UIApplication.openSettingsURLString))
    let custom = try #require(URL(string: "myapp://item/1"))
    var results: [Bool] = []
    #expect(application.canOpenURL(settings))
    #expect(!application.canOpenURL(custom))
    application.open(settings, options: [:]) { results.append($0) }
    application.open(custom) { results.append($0) }
    #expect(results == [])
    MainQueue.drain()
    #expect(results == [true, false])
    #expect(application.openedURLs == [settings])
    application.clearOpenedURLs()
  }

  @Test func applicationStateIsKeptAsSet() {
    let application = UIApplication.shared
    application.applicationIconBadgeNumber = 3
    application.isIdleTimerDisabled = true
    #expect(application.applicationIconBadgeNumber == 3)
    #expect(application.isIdleTimerDisabled)
    application.applicationIconBadgeNumber = 0
    application.isIdleTimerDisabled = false
    let task = application.beginBackgroundTask(withName: "upload") {}
    #expect(task != .invalid)
    application.endBackgroundTask(task)
    #expect(UIApplication.State.background.rawValue == 2)
  }

  @Test func screenAndDeviceFollowTheKeyWindow() {
    _ = showInWindow(UIViewController(), device: .iPad, orientation: .landscapeLeft)
    let iPad = DevicePreset.iPad
    #expect(UIScreen.main.bounds == CGRect(origin: .zero, size: iPad.size(for: .landscapeLeft)))
    #expect(UIScreen.main.scale == iPad.scale)
    #expect(UIScreen.main.nativeBounds.width == iPad.portraitSize.width * iPad.scale)
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
    #expect(UIDevice.current.model == "iPad")
    #expect(UIDevice.current.orientation == .landscapeRight)
    #expect(UIDevice.current.orientation.isLandscape)

    _ = showInWindow(UIViewController(), device: .iPhone)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.orientation == .portrait)
    #expect(UIScreen.main.bounds.size == DevicePreset.iPhone.size(for: .portrait))
    #expect(UIDevice.current.systemName == "iOS")
  }
}
