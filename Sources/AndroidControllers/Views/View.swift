/// A rectangle of the screen that can be found by id and clicked: Android's `android.view.View`.
///
/// Inert for pixels (no measuring, layout or drawing), faithful for state: id, visibility, enabled, click
/// listeners, parent, tag. Views come from ``LayoutInflater`` (layout files) or are made in code.
@preconcurrency @MainActor
open class View: @MainActor CustomStringConvertible {
  /// `View.NO_ID`.
  public static let NO_ID: Int32 = -1
  /// `View.VISIBLE`.
  public static let VISIBLE: Int32 = 0
  /// `View.INVISIBLE`.
  public static let INVISIBLE: Int32 = 4
  /// `View.GONE`.
  public static let GONE: Int32 = 8

  /// Android's `getId()`/`setId(int)`.
  public var id: Int32 = View.NO_ID
  /// Android's `getVisibility()`/`setVisibility(int)`.
  public var visibility: Int32 = View.VISIBLE
  /// Android's `isEnabled()`/`setEnabled(boolean)`.
  public var isEnabled = true
  /// Android's `getTag()`/`setTag(Object)`.
  public var tag: Any?
  /// Android's `getParent()`.
  public internal(set) weak var parent: ViewGroup?
  /// The context the view was made in (the activity, for inflated views).
  public internal(set) weak var context: Context?
  /// The Java class Android would have made for the element (`android.widget.Button`; AppCompat's for an
  /// `AppCompatActivity`), as exception texts print it.
  var javaClassName: String
  private var clickListener: (@MainActor (View) -> Void)?

  /// Android's `View(Context)`.
  public init(_ context: Context? = nil) {
    self.context = context
    javaClassName = Self.defaultJavaClassName
  }

  /// The Java class name of views of this class made in code.
  open class var defaultJavaClassName: String { "android.view.View" }

  /// Android's `setOnClickListener(OnClickListener)` (Kotlin's `setOnClickListener { … }`).
  public func setOnClickListener(_ l: (@MainActor (View) -> Void)?) {
    clickListener = l
  }

  /// Android's `hasOnClickListeners()`.
  public func hasOnClickListeners() -> Bool { clickListener != nil }

  /// Android's `performClick()`: calls the click listener; returns whether there was one.
  @discardableResult
  open func performClick() -> Bool {
    guard let clickListener else { return false }
    clickListener(self)
    return true
  }

  /// Android's `findViewById(int)`: this view when the id matches; groups search their children.
  open func findViewById(_ id: Int32) -> View? { id != View.NO_ID && self.id == id ? self : nil }

  /// Android's typed `findViewById` (`findViewById<Button>(R.id.buy)` in Kotlin).
  public func findViewById<T: View>(_ id: Int32) -> T? { findViewById(id) as? T }

  /// Whether the view and its ancestors are visible.
  public var isShown: Bool { visibility == View.VISIBLE && (parent?.isShown ?? true) }

  /// `Button id/buy "Buy"`: the class's simple name, the id's resource name, the text.
  public var description: String {
    var text = javaClassName.split(separator: ".").last.map(String.init) ?? javaClassName
    if id != View.NO_ID { text += " id/" + (resourceName(of: id) ?? "0x" + String(UInt32(bitPattern: id), radix: 16)) }
    if let label = (self as? TextView)?.text, !label.isEmpty { text += " \"\(label)\"" }
    if visibility == View.GONE { text += " (gone)" } else if visibility == View.INVISIBLE { text += " (invisible)" }
    if !isEnabled { text += " (disabled)" }
    return text
  }

  func resourceName(of id: Int32) -> String? {
    (context?.device?.resources.entryName(id)) ?? AndroidR.id.name(of: id)
  }
}
