/// A view that shows text: Android's `android.widget.TextView`.
@preconcurrency @MainActor
open class TextView: View {
  /// Android's `getText()`/`setText(CharSequence)`.
  public var text: String = ""

  open override class var defaultJavaClassName: String { "android.widget.TextView" }

  /// Android's `setText(int resid)`: the string resource's text.
  public func setText(_ resid: Int32) {
    text = context?.device?.resources.string(resid) ?? ""
  }
}

/// Android's `android.widget.Button`.
@preconcurrency @MainActor
open class Button: TextView {
  open override class var defaultJavaClassName: String { "android.widget.Button" }
}

/// Android's `android.widget.EditText`.
@preconcurrency @MainActor
open class EditText: TextView {
  open override class var defaultJavaClassName: String { "android.widget.EditText" }
}

/// Android's `android.widget.ImageView`.
@preconcurrency @MainActor
open class ImageView: View {
  open override class var defaultJavaClassName: String { "android.widget.ImageView" }
}
