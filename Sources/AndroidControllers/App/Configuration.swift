/// The device configuration an activity runs with: orientation, screen size, night mode, locale.
///
/// Mirrors `android.content.res.Configuration` for the fields whose change re-creates activities, and its
/// `CONFIG_*` bits (`ActivityInfo.CONFIG_*`), which `android:configChanges` names.
public struct Configuration: Hashable, Sendable, CustomStringConvertible {
  public static let ORIENTATION_PORTRAIT: Int32 = 1
  public static let ORIENTATION_LANDSCAPE: Int32 = 2
  public static let UI_MODE_NIGHT_NO: Int32 = 0x10
  public static let UI_MODE_NIGHT_YES: Int32 = 0x20

  /// `orientation`: ``ORIENTATION_PORTRAIT`` or ``ORIENTATION_LANDSCAPE``.
  public var orientation: Int32 = ORIENTATION_PORTRAIT
  /// `screenWidthDp`.
  public var screenWidthDp: Int32 = 411
  /// `screenHeightDp`.
  public var screenHeightDp: Int32 = 891
  /// `uiMode`'s night bits.
  public var uiMode: Int32 = UI_MODE_NIGHT_NO
  /// The primary locale's language tag (`getLocales().get(0)`).
  public var locale = "en-US"
  /// `fontScale`.
  public var fontScale: Float = 1

  /// A phone in portrait (411 × 891 dp, a Pixel's size), day mode, `en-US`.
  public init() {}

  /// Android's `diff(Configuration)`: the `ActivityInfo.CONFIG_*` bits that differ.
  public func diff(_ delta: Configuration) -> Int32 {
    var changes: Int32 = 0
    if orientation != delta.orientation { changes |= ActivityInfo.CONFIG_ORIENTATION }
    if screenWidthDp != delta.screenWidthDp || screenHeightDp != delta.screenHeightDp {
      changes |= ActivityInfo.CONFIG_SCREEN_SIZE
    }
    if uiMode != delta.uiMode { changes |= ActivityInfo.CONFIG_UI_MODE }
    if locale != delta.locale { changes |= ActivityInfo.CONFIG_LOCALE | ActivityInfo.CONFIG_LAYOUT_DIRECTION }
    if fontScale != delta.fontScale { changes |= ActivityInfo.CONFIG_FONT_SCALE }
    return changes
  }

  /// The configuration turned a quarter: orientation and width/height swapped.
  func rotated() -> Configuration {
    var rotated = self
    rotated.orientation =
      orientation == Self.ORIENTATION_PORTRAIT ? Self.ORIENTATION_LANDSCAPE : Self.ORIENTATION_PORTRAIT
    (rotated.screenWidthDp, rotated.screenHeightDp) = (screenHeightDp, screenWidthDp)
    return rotated
  }

  public var description: String {
    let orientationName = orientation == Self.ORIENTATION_LANDSCAPE ? "land" : "port"
    let night = uiMode == Self.UI_MODE_NIGHT_YES ? " night" : ""
    return "{\(locale) w\(screenWidthDp)dp h\(screenHeightDp)dp \(orientationName)\(night)}"
  }
}

/// Android's `android.content.pm.ActivityInfo` constants the runtime reads.
public enum ActivityInfo {
  public static let CONFIG_MCC: Int32 = 0x0001
  public static let CONFIG_MNC: Int32 = 0x0002
  public static let CONFIG_LOCALE: Int32 = 0x0004
  public static let CONFIG_TOUCHSCREEN: Int32 = 0x0008
  public static let CONFIG_KEYBOARD: Int32 = 0x0010
  public static let CONFIG_KEYBOARD_HIDDEN: Int32 = 0x0020
  public static let CONFIG_NAVIGATION: Int32 = 0x0040
  public static let CONFIG_ORIENTATION: Int32 = 0x0080
  public static let CONFIG_SCREEN_LAYOUT: Int32 = 0x0100
  public static let CONFIG_UI_MODE: Int32 = 0x0200
  public static let CONFIG_SCREEN_SIZE: Int32 = 0x0400
  public static let CONFIG_SMALLEST_SCREEN_SIZE: Int32 = 0x0800
  public static let CONFIG_DENSITY: Int32 = 0x1000
  public static let CONFIG_LAYOUT_DIRECTION: Int32 = 0x2000
  public static let CONFIG_COLOR_MODE: Int32 = 0x4000
  public static let CONFIG_FONT_SCALE: Int32 = 0x4000_0000

  /// `ActivityInfo.SCREEN_ORIENTATION_UNSPECIFIED`.
  public static let SCREEN_ORIENTATION_UNSPECIFIED: Int32 = -1
  /// `ActivityInfo.SCREEN_ORIENTATION_LANDSCAPE`.
  public static let SCREEN_ORIENTATION_LANDSCAPE: Int32 = 0
  /// `ActivityInfo.SCREEN_ORIENTATION_PORTRAIT`.
  public static let SCREEN_ORIENTATION_PORTRAIT: Int32 = 1
  /// `ActivityInfo.SCREEN_ORIENTATION_SENSOR`.
  public static let SCREEN_ORIENTATION_SENSOR: Int32 = 4
  /// `ActivityInfo.SCREEN_ORIENTATION_REVERSE_LANDSCAPE`.
  public static let SCREEN_ORIENTATION_REVERSE_LANDSCAPE: Int32 = 8
  /// `ActivityInfo.SCREEN_ORIENTATION_REVERSE_PORTRAIT`.
  public static let SCREEN_ORIENTATION_REVERSE_PORTRAIT: Int32 = 9

  /// The value `android:screenOrientation` names (the `screenOrientation` enum of AOSP's `attrs_manifest.xml`);
  /// `SCREEN_ORIENTATION_UNSPECIFIED` when absent or unknown.
  package static func screenOrientation(_ name: String?) -> Int32 {
    let values: [String: Int32] = [
      "unspecified": -1, "landscape": 0, "portrait": 1, "user": 2, "behind": 3, "sensor": 4, "nosensor": 5,
      "sensorLandscape": 6, "sensorPortrait": 7, "reverseLandscape": 8, "reversePortrait": 9, "fullSensor": 10,
      "userLandscape": 11, "userPortrait": 12, "fullUser": 13, "locked": 14,
    ]
    return name.flatMap { values[$0] } ?? SCREEN_ORIENTATION_UNSPECIFIED
  }

  /// The bits `android:configChanges` names (`orientation|screenSize`), unknown names ignored.
  package static func configChanges(_ names: [String]) -> Int32 {
    let bits: [String: Int32] = [
      "mcc": CONFIG_MCC, "mnc": CONFIG_MNC, "locale": CONFIG_LOCALE, "touchscreen": CONFIG_TOUCHSCREEN,
      "keyboard": CONFIG_KEYBOARD, "keyboardHidden": CONFIG_KEYBOARD_HIDDEN, "navigation": CONFIG_NAVIGATION,
      "orientation": CONFIG_ORIENTATION, "screenLayout": CONFIG_SCREEN_LAYOUT, "uiMode": CONFIG_UI_MODE,
      "screenSize": CONFIG_SCREEN_SIZE, "smallestScreenSize": CONFIG_SMALLEST_SCREEN_SIZE,
      "density": CONFIG_DENSITY, "layoutDirection": CONFIG_LAYOUT_DIRECTION, "colorMode": CONFIG_COLOR_MODE,
      "fontScale": CONFIG_FONT_SCALE,
    ]
    return names.reduce(0) { $0 | (bits[$1] ?? 0) }
  }
}
