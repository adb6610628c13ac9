package import Foundation

/// What the graphics layer reads from SegueKitCore, the layer above it, which it cannot import.
///
/// Not in UIKit. `UIGraphicsBeginImageContextWithOptions(_:_:_:)` makes its context at the main screen's scale when
/// given a scale of 0. The screen is the core's (`UIScreen.main`, which follows the key window's device), so the core
/// installs its reading here when the first window registers with the application; before that there is no window,
/// and the main screen is a standard iPhone's, which the default reading answers, as `UIScreen.main` does then.
@MainActor
package enum GraphicsEnvironment {
  /// The main screen's scale, in pixels a point: `UIScreen.main.scale` once the core has installed it.
  package static var mainScreenScale: @MainActor () -> CGFloat = { DevicePreset.iPhone.scale }
}
