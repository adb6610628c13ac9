/// A view that holds other views: Android's `android.view.ViewGroup`.
@preconcurrency @MainActor
open class ViewGroup: View {
  /// The children, in order (`getChildAt`).
  public private(set) var children: [View] = []

  open override class var defaultJavaClassName: String { "android.view.ViewGroup" }

  /// Android's `getChildCount()`.
  public var childCount: Int { children.count }

  /// Android's `getChildAt(int)`.
  public func getChildAt(_ index: Int) -> View? { children.indices.contains(index) ? children[index] : nil }

  /// Android's `addView(View)`; a view that already has a parent throws Android's `IllegalStateException`.
  public func addView(_ child: View) {
    addView(child, -1)
  }

  /// Android's `addView(View, int)`: at `index` among the children, or at the end for -1.
  public func addView(_ child: View, _ index: Int) {
    guard child.parent == nil else {
      AndroidException.raise(
        .illegalState(
          "The specified child already has a parent. You must call removeView() on the child's parent first."))
      return
    }
    guard index >= -1, index <= children.count else {
      // `ViewGroup.addInArray`'s text.
      AndroidException.raise(
        AndroidException("java.lang.IndexOutOfBoundsException", "index=\(index) count=\(children.count)"))
      return
    }
    children.insert(child, at: index == -1 ? children.count : index)
    child.parent = self
  }

  /// Android's `removeView(View)`.
  public func removeView(_ view: View) {
    children.removeAll { $0 === view }
    if view.parent === self { view.parent = nil }
  }

  /// Android's `removeAllViews()`.
  public func removeAllViews() {
    for child in children { child.parent = nil }
    children.removeAll()
  }

  open override func findViewById(_ id: Int32) -> View? {
    if let found = super.findViewById(id) { return found }
    for child in children {
      if let found = child.findViewById(id) { return found }
    }
    return nil
  }
}

/// Android's `android.widget.FrameLayout`.
@preconcurrency @MainActor
open class FrameLayout: ViewGroup {
  open override class var defaultJavaClassName: String { "android.widget.FrameLayout" }
}

/// Android's `android.widget.LinearLayout`.
@preconcurrency @MainActor
open class LinearLayout: ViewGroup {
  open override class var defaultJavaClassName: String { "android.widget.LinearLayout" }
}

/// AndroidX's `androidx.fragment.app.FragmentContainerView`: where a fragment manager puts fragments' views.
@preconcurrency @MainActor
open class FragmentContainerView: FrameLayout {
  open override class var defaultJavaClassName: String { "androidx.fragment.app.FragmentContainerView" }
}
