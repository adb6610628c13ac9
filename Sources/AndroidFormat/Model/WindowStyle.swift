/// What an activity's window looks like to the activity below it, as far as its theme's name tells.
///
/// Android decides from the theme's attributes (`windowIsTranslucent`, `windowIsFloating`), which only the
/// resources hold; the manifest has the theme's name. The inference is by name [I]: the platform's and the support
/// libraries' translucent and dialog themes say so in their names (`@android:style/Theme.Translucent`,
/// `Theme.AppCompat.Dialog`, `Theme.Material.Light.Dialog.Alert`), and apps usually name theirs after them.
/// A theme named otherwise is taken to be opaque.
///
/// Not in Android: the platform has no such type.
public enum WindowStyle: String, Sendable, Hashable, CaseIterable, Codable {
  /// Covers the activity below, which stops.
  case opaque
  /// Lets the activity below show through: it is paused, not stopped.
  case translucent
  /// A floating window over the activity below, which is paused, not stopped.
  case dialog

  /// The style a theme's name suggests [I]: a name segment starting with `Dialog` (or `Alert`) is a dialog, except
  /// `DialogWhenLarge`, which is full-screen on phones; `Translucent`, `Transparent` or `NoDisplay` is translucent;
  /// anything else is opaque.
  ///
  /// `@android:style/Theme.NoDisplay` sets `windowIsTranslucent` in AOSP's `themes.xml` (frameworks/base,
  /// core/res/res/values/themes.xml); `Theme.Wallpaper` shows the wallpaper through an opaque-flagged window and
  /// counts as opaque here.
  public init(themeName: String) {
    let name = themeName.split(separator: "/").last.map(String.init) ?? themeName
    let segments = name.split(whereSeparator: { $0 == "." || $0 == "_" }).map { $0.lowercased() }
    if segments.contains(where: { ($0.hasPrefix("dialog") && $0 != "dialogwhenlarge") || $0.hasPrefix("alert") }) {
      self = .dialog
    } else if segments.contains(where: { segment in
      ["translucent", "transparent", "nodisplay"].contains { segment.hasPrefix($0) }
    }) {
      self = .translucent
    } else {
      self = .opaque
    }
  }
}
