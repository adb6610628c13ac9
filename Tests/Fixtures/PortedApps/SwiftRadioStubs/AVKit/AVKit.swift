// A stand-in for AVKit's AVRoutePickerView, for SwiftRadio ported to Linux: the AirPlay button, which shows no
// routes here.
@_exported import SegueKit  // as the real framework exports UIKit

/// Stands in for AVKit's `AVRoutePickerView`.
open class AVRoutePickerView: UIView {
  /// The tint while a route is active.
  open var activeTintColor: UIColor?
}
