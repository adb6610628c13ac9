internal import AndroidFormat

// The activity's window content: `setContentView`, `findViewById`, resources, and `android:onClick` handlers.
extension Activity {
  /// Android's `setContentView(int)`: inflates the layout into the window's content frame.
  public func setContentView(_ layoutResID: Int32) {
    contentFrame.removeAllViews()
    LayoutInflater(self).inflate(layoutResID, contentFrame, true)
    onContentChanged()
  }

  /// Android's `setContentView(View)`.
  public func setContentView(_ view: View) {
    contentFrame.removeAllViews()
    contentFrame.addView(view)
    onContentChanged()
  }

  /// Android's `findViewById(int)`: in the window's content.
  public func findViewById(_ id: Int32) -> View? { contentFrame.findViewById(id) }

  /// Android's typed `findViewById` (`findViewById<Button>(R.id.buy)` in Kotlin).
  public func findViewById<T: View>(_ id: Int32) -> T? { contentFrame.findViewById(id) as? T }

  /// The window's content frame (`android.R.id.content`) with the content view in it. Android's
  /// `getWindow().getDecorView()` holds it.
  public var contentView: ViewGroup { contentFrame }

  /// Android's `getResources()`.
  public var resources: Resources {
    device?.resources ?? Resources(.init(), packageName: "")
  }

  /// Android's `getString(int)`.
  public func getString(_ resId: Int32) -> String { resources.getString(resId) }

  /// Android's `getRequestedOrientation()`: the manifest's `android:screenOrientation` until
  /// ``setRequestedOrientation(_:)`` changes it (`ActivityInfo.SCREEN_ORIENTATION_*`).
  public var requestedOrientation: Int32 {
    requestedOrientationOverride ?? ActivityInfo.screenOrientation(record?.info.screenOrientation)
  }

  /// Android's `setRequestedOrientation(int)`: recorded; the display does not rotate for it (see
  /// <doc:DifferencesFromAndroid>).
  public func setRequestedOrientation(_ requestedOrientation: Int32) {
    requestedOrientationOverride = requestedOrientation
  }

  /// Android's `setTheme(int)`: the theme the window is made with; call it before `setContentView`. Only
  /// `AndroidR.style.Theme_NoDisplay` changes what the runtime does (an activity that must finish before `onResume`
  /// returns).
  public func setTheme(_ resid: Int32) { themeResId = resid }

  /// Whether the theme in effect is `Theme.NoDisplay` (``setTheme(_:)``'s, else the manifest's).
  var hasNoDisplayTheme: Bool {
    if themeResId != 0 { return themeResId == AndroidR.style.Theme_NoDisplay }
    return record?.hasNoDisplayTheme ?? false
  }

  /// Android's `getLayoutInflater()`.
  public var layoutInflater: LayoutInflater { LayoutInflater(self) }
}
