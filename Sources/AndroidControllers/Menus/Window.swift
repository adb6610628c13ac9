/// The feature ids of an activity's window that menu callbacks name: Android's `android.view.Window` constants.
///
/// Only the constants: the window itself is not modelled (an activity's content is in
/// ``Activity/contentView``).
public enum Window {
  /// `Window.FEATURE_OPTIONS_PANEL`: the options menu (``Activity/onMenuItemSelected(_:_:)``).
  public static let FEATURE_OPTIONS_PANEL: Int32 = 0
  /// `Window.FEATURE_CONTEXT_MENU`.
  public static let FEATURE_CONTEXT_MENU: Int32 = 6
}
