internal import Foundation

extension DevicePreset {
  /// The insets of the screen's sensor housing, rounded corners and home indicator in `orientation`: what the safe
  /// area leaves out of a full-screen window before any bar.
  ///
  /// Not in UIKit (UIKit reads them from the device). The values are those the simulator reports for
  /// `UIWindow.safeAreaInsets` of each model (iPhone 16 and 16 Plus: 59 top, 34 bottom in portrait; 59 each side and
  /// 21 bottom in landscape; 16 Pro Max: 62; iPhone SE: the 20-point status bar in portrait, nothing in landscape;
  /// iPads: 24 top and 20 bottom).
  public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
    let landscape = orientation.isLandscape
    switch name {
    case DevicePreset.iPhone.name, DevicePreset.iPhonePlus.name:
      return landscape
        ? UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59) : UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    case DevicePreset.iPhoneProMax.name:
      return landscape
        ? UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62) : UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
    case DevicePreset.iPhoneSE.name:
      return landscape ? UIEdgeInsets() : UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    default:
      return idiom == .pad ? UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0) : UIEdgeInsets()
    }
  }
}
