/// The physical orientation of a device; raw values are UIKit's.
///
/// Mirrors UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  /// Whether the orientation is portrait.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is landscape.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the orientation is flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
}
