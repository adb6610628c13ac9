import Foundation

extension UIScreen {
  /// The screen's coordinate space in the current orientation: ``bounds``, and points converted to and from views
  /// through their windows, which fill the screen. Mirrors UIKit's `coordinateSpace`.
  public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self, fixed: false) }

  /// The screen's coordinate space in portrait (``nativeBounds`` in points). Mirrors UIKit's `fixedCoordinateSpace`;
  /// SegueKit converts points in it as in ``coordinateSpace``.
  public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self, fixed: true) }
}

extension UIWindowScene {
  /// The scene's coordinate space: the screen's, as a window scene fills it on iPhone. Mirrors UIKit's
  /// `coordinateSpace`.
  public var coordinateSpace: any UICoordinateSpace { UIScreen.main.coordinateSpace }
}

/// A screen's coordinate space: UIKit's is a private object too.
final class ScreenCoordinateSpace: UICoordinateSpace {
  let screen: UIScreen
  let fixed: Bool

  init(screen: UIScreen, fixed: Bool) {
    self.screen = screen
    self.fixed = fixed
  }

  var bounds: CGRect {
    guard fixed else { return screen.bounds }
    let native = screen.nativeBounds
    return CGRect(x: 0, y: 0, width: native.width / screen.nativeScale, height: native.height / screen.nativeScale)
  }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    (coordinateSpace as? UIView).map { $0.convert(point, from: nil) } ?? point
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    (coordinateSpace as? UIView).map { $0.convert(point, to: nil) } ?? point
  }
}
