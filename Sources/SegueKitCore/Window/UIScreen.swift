public import Foundation

/// The device's screen: its size and scale, from the key window's simulated device.
///
/// Mirrors UIKit's `UIScreen` (deprecated `main` included, which real apps still use). The values follow the
/// key window's ``UIWindow/device`` and ``UIWindow/orientation`` (a standard iPhone in portrait without a window).
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// The main screen.
  ///
  /// Mirrors UIKit's `UIScreen.main`.
  public static let main = UIScreen()

  private var window: UIWindow? { UIApplication.shared.keyWindowStorage ?? UIApplication.shared.windows.first }

  /// The screen's bounds in points, in the current orientation.
  open var bounds: CGRect {
    let size = window.map { $0.device.size(for: $0.orientation) } ?? DevicePreset.iPhone.size(for: .portrait)
    return CGRect(origin: .zero, size: size)
  }

  /// The screen's bounds in points in portrait.
  open var nativeBounds: CGRect {
    let size = (window?.device ?? .iPhone).portraitSize
    return CGRect(x: 0, y: 0, width: size.width * nativeScale, height: size.height * nativeScale)
  }

  /// Pixels per point.
  open var scale: CGFloat { (window?.device ?? .iPhone).scale }

  /// The physical pixels per point.
  open var nativeScale: CGFloat { scale }

  /// The screen's traits.
  open var traitCollection: UITraitCollection {
    window?.traitCollection ?? DevicePreset.iPhone.traitCollection(for: .portrait)
  }

  /// The screen's brightness, from 0 to 1.
  open var brightness: CGFloat = 0.5
}
