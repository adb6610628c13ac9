public import Foundation

/// The orientation of the app's interface.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A device (or iPad multitasking pane) whose size classes SegueKit simulates (SegueKitCore's article "Adaptivity", §9.1).
///
/// Not in UIKit: there is no real screen, so a window is given a device and an orientation instead.
public struct DevicePreset: Sendable, Equatable, CustomStringConvertible {
  /// The model's name, e.g. `iPhone 16 Pro Max`.
  public let name: String
  public let idiom: UIUserInterfaceIdiom
  /// Size classes in portrait (width, height).
  public let portrait: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
  /// Size classes in landscape (width, height).
  public let landscape: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
  public let scale: CGFloat
  /// The app's window size in points, portrait and landscape (multitasking panes: approximate, consistent with
  /// their size classes).
  public let portraitSize: CGSize
  public let landscapeSize: CGSize

  public init(
    name: String, idiom: UIUserInterfaceIdiom, portrait: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass),
    landscape: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass), scale: CGFloat,
    portraitSize: CGSize = CGSize(width: 393, height: 852), landscapeSize: CGSize? = nil
  ) {
    self.name = name
    self.idiom = idiom
    self.portrait = portrait
    self.landscape = landscape
    self.scale = scale
    self.portraitSize = portraitSize
    self.landscapeSize = landscapeSize ?? CGSize(width: portraitSize.height, height: portraitSize.width)
  }

  /// The app's window size in `orientation`.
  public func size(for orientation: UIInterfaceOrientation) -> CGSize {
    orientation.isLandscape ? landscapeSize : portraitSize
  }

  /// The trait collection of a full-screen app in `orientation`, in light mode at the default text size.
  public func traitCollection(for orientation: UIInterfaceOrientation) -> UITraitCollection {
    let classes = orientation.isLandscape ? landscape : portrait
    return UITraitCollection(
      horizontal: classes.0, vertical: classes.1, idiom: idiom, scale: scale, style: .light, contentSize: .large)
  }

  public var description: String { name }

  public static func == (lhs: DevicePreset, rhs: DevicePreset) -> Bool {
    lhs.name == rhs.name
  }

  /// A standard-size iPhone (SE, 8, X–16, mini, Pro): compact × regular, landscape compact × compact.
  public static let iPhone = DevicePreset(
    name: "iPhone 16", idiom: .phone, portrait: (.compact, .regular), landscape: (.compact, .compact), scale: 3,
    portraitSize: CGSize(width: 393, height: 852))
  /// The smallest current iPhone.
  public static let iPhoneSE = DevicePreset(
    name: "iPhone SE", idiom: .phone, portrait: (.compact, .regular), landscape: (.compact, .compact), scale: 2,
    portraitSize: CGSize(width: 375, height: 667))
  /// A Plus/Max-class iPhone: landscape is **regular** × compact.
  public static let iPhoneProMax = DevicePreset(
    name: "iPhone 16 Pro Max", idiom: .phone, portrait: (.compact, .regular), landscape: (.regular, .compact),
    scale: 3, portraitSize: CGSize(width: 440, height: 956))
  /// A Plus iPhone: landscape is regular × compact.
  public static let iPhonePlus = DevicePreset(
    name: "iPhone 16 Plus", idiom: .phone, portrait: (.compact, .regular), landscape: (.regular, .compact), scale: 3,
    portraitSize: CGSize(width: 430, height: 932))
  /// Any iPad, full screen: regular × regular in both orientations.
  public static let iPad = DevicePreset(
    name: "iPad Pro 13-inch", idiom: .pad, portrait: (.regular, .regular), landscape: (.regular, .regular), scale: 2,
    portraitSize: CGSize(width: 1032, height: 1376))
  /// An iPad app in Slide Over or the narrow (1/3) Split View pane: compact × regular.
  public static let iPadSlideOver = DevicePreset(
    name: "iPad (Slide Over)", idiom: .pad, portrait: (.compact, .regular), landscape: (.compact, .regular), scale: 2,
    portraitSize: CGSize(width: 320, height: 1376), landscapeSize: CGSize(width: 320, height: 1032))
  /// An iPad app in the 2/3 Split View pane: regular × regular.
  public static let iPadTwoThirds = DevicePreset(
    name: "iPad (2/3 Split View)", idiom: .pad, portrait: (.regular, .regular), landscape: (.regular, .regular),
    scale: 2, portraitSize: CGSize(width: 678, height: 1376), landscapeSize: CGSize(width: 910, height: 1032))
  /// An iPad app in the 1/2 Split View pane: compact × regular (see ``iPad13Half`` for the 13-inch iPad).
  public static let iPadHalf = DevicePreset(
    name: "iPad (1/2 Split View)", idiom: .pad, portrait: (.compact, .regular), landscape: (.compact, .regular),
    scale: 2, portraitSize: CGSize(width: 414, height: 1194), landscapeSize: CGSize(width: 592, height: 834))
  /// A 13-inch iPad app in the 1/2 Split View pane: compact × regular, but regular × regular in landscape.
  public static let iPad13Half = DevicePreset(
    name: "iPad Pro 13-inch (1/2 Split View)", idiom: .pad, portrait: (.compact, .regular),
    landscape: (.regular, .regular), scale: 2, portraitSize: CGSize(width: 510, height: 1376),
    landscapeSize: CGSize(width: 683, height: 1032))
}
