/// The orientations a controller or app supports. Mirrors UIKit's `UIInterfaceOrientationMask`, with its raw values
/// (a bit per `UIInterfaceOrientation` raw value).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static var portrait: UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 1 &<< 1) }
  public static var portraitUpsideDown: UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 1 &<< 2) }
  public static var landscapeRight: UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 1 &<< 3) }
  public static var landscapeLeft: UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 1 &<< 4) }
  public static var landscape: UIInterfaceOrientationMask { [.landscapeLeft, .landscapeRight] }
  public static var all: UIInterfaceOrientationMask { [.portrait, .portraitUpsideDown, .landscape] }
  public static var allButUpsideDown: UIInterfaceOrientationMask { [.portrait, .landscape] }
}
