public import Foundation

/// The device the app runs on, from the key window's simulated device.
///
/// Mirrors UIKit's `UIDevice`.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// The current device.
  ///
  /// Mirrors UIKit's `UIDevice.current`.
  public static let current = UIDevice()

  private var window: UIWindow? { UIApplication.shared.keyWindowStorage ?? UIApplication.shared.windows.first }

  /// The kind of interface: phone or pad, from the simulated device.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { (window?.device ?? .iPhone).idiom }

  /// The physical orientation, from the window's interface orientation.
  open var orientation: UIDeviceOrientation {
    switch window?.orientation ?? .portrait {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    // UIKit's interface orientation landscapeLeft is the device rotated right, and the other way round.
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .unknown: .unknown
    }
  }

  /// The device's name.
  open var name: String { window?.device.name ?? DevicePreset.iPhone.name }
  /// The device's model ("iPhone" or "iPad").
  open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// The localized model.
  open var localizedModel: String { model }
  /// The operating system's name.
  open var systemName: String { "iOS" }
  /// The operating system's version (the newest behaviour SegueKit models).
  open var systemVersion: String { "18.0" }
  /// A stable identifier of the app's vendor on this device.
  open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
  /// Whether the device sends orientation notifications.
  open private(set) var isGeneratingDeviceOrientationNotifications = false
  /// Whether battery monitoring is on.
  open var isBatteryMonitoringEnabled = false

  /// Starts orientation notifications.
  open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
  /// Stops orientation notifications.
  open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

  /// Sent when the device's orientation changes.
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
