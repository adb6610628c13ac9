internal import AndroidFormat

/// Makes views from layout files: Android's `android.view.LayoutInflater`.
///
/// Each element becomes a view of its class (`Button`, `TextView`, `LinearLayout` …; a class this runtime has no
/// type for becomes a plain ``View`` or ``ViewGroup`` that keeps its name); `<include>` and `<merge>` are expanded;
/// `android:id`, `android:text` (string resources resolved), `android:visibility`, `android:enabled` and
/// `android:onClick` are applied. A `<fragment>` or `FragmentContainerView` naming a fragment becomes a
/// ``FragmentContainerView`` whose fragment is added to the activity's fragment manager at once (unless one was
/// restored into it), as AndroidX's inflater factory does; a `<fragment>` is kept as a container around the
/// fragment's view rather than replaced by it [I].
@preconcurrency @MainActor
public final class LayoutInflater {
  private let context: Context?

  init(_ context: Context?) {
    self.context = context
  }

  /// Android's `LayoutInflater.from(Context)`.
  public static func from(_ context: Context) -> LayoutInflater { LayoutInflater(context) }

  /// Android's `inflate(int, ViewGroup)`: attached to `root` when there is one.
  @discardableResult
  public func inflate(_ resource: Int32, _ root: ViewGroup?) -> View {
    inflate(resource, root, root != nil)
  }

  /// Android's `inflate(int, ViewGroup, boolean)`: the layout's root view (or `root` when attached to it).
  @discardableResult
  public func inflate(_ resource: Int32, _ root: ViewGroup?, _ attachToRoot: Bool) -> View {
    guard let resources = context?.device?.resources, let layout = resources.layout(resource),
      let element = layout.root
    else {
      AndroidException.raise(
        AndroidException(
          "android.content.res.Resources$NotFoundException",
          "Resource ID #0x\(String(UInt32(bitPattern: resource), radix: 16))"))
      return View(context)
    }
    if element.element == "merge" {
      guard let root, attachToRoot else {
        AndroidException.raise(
          AndroidException(
            "android.view.InflateException",
            "<merge /> can be used only with a valid ViewGroup root and attachToRoot=true"))
        return View(context)
      }
      for child in element.children { add(child, to: root, resources: resources) }
      return root
    }
    let view = make(element, resources: resources)
    if let root, attachToRoot {
      root.addView(view)
      return root
    }
    return view
  }

  private func add(_ element: LayoutView, to parent: ViewGroup, resources: Resources) {
    switch element.element {
    case "include":
      guard let name = element.includedLayout?.split(separator: "/").last.map(String.init),
        let included = resources.layout(named: name)?.root
      else { return }
      if included.element == "merge" {
        for child in included.children { add(child, to: parent, resources: resources) }
      } else {
        let view = make(included, resources: resources)
        if let idName = element.idName { view.id = resources.id(named: idName) }
        parent.addView(view)
      }
    case "requestFocus", "tag":
      break
    default:
      parent.addView(make(element, resources: resources))
    }
  }

  private func make(_ element: LayoutView, resources: Resources) -> View {
    let view = Self.view(for: element, in: context)
    if let idName = element.idName { view.id = resources.id(named: idName) }
    if let text = element.text, let textView = view as? TextView { textView.text = resources.text(text) }
    switch element.androidAttributes["visibility"] {
    case "gone": view.visibility = View.GONE
    case "invisible": view.visibility = View.INVISIBLE
    default: break
    }
    if element.androidAttributes["enabled"] == "false" { view.isEnabled = false }
    if let method = element.onClick { view.setOnClickListener(DeclaredOnClick(method: method).handler) }
    if let group = view as? ViewGroup {
      for child in element.children { add(child, to: group, resources: resources) }
    }
    if element.isFragmentHost, let className = element.fragmentClassName, let container = view as? ViewGroup {
      (context as? FragmentActivity)?.supportFragmentManager.addFromLayout(
        className, into: container, tag: element.androidAttributes["tag"],
        attributes: AttributeSet(android: element.androidAttributes, app: element.appAttributes))
    }
    return view
  }

  /// The view an element makes: AppCompat's widgets in an `AppCompatActivity` (its inflater substitutes them).
  private static func view(for element: LayoutView, in context: Context?) -> View {
    let appCompat = context is AppCompatActivity
    let simple = element.element.split(separator: ".").last.map(String.init) ?? element.element
    let view: View
    var javaName: String
    switch simple {
    case "TextView":
      (view, javaName) = (
        TextView(context), appCompat ? "androidx.appcompat.widget.AppCompatTextView" : "android.widget.TextView"
      )
    case "Button":
      (view, javaName) = (
        Button(context), appCompat ? "androidx.appcompat.widget.AppCompatButton" : "android.widget.Button"
      )
    case "EditText":
      (view, javaName) = (
        EditText(context), appCompat ? "androidx.appcompat.widget.AppCompatEditText" : "android.widget.EditText"
      )
    case "ImageView":
      (view, javaName) = (
        ImageView(context), appCompat ? "androidx.appcompat.widget.AppCompatImageView" : "android.widget.ImageView"
      )
    case "LinearLayout": (view, javaName) = (LinearLayout(context), "android.widget.LinearLayout")
    case "FrameLayout": (view, javaName) = (FrameLayout(context), "android.widget.FrameLayout")
    case "fragment", "FragmentContainerView":
      (view, javaName) = (FragmentContainerView(context), "androidx.fragment.app.FragmentContainerView")
    default:
      let isGroup =
        !element.children.isEmpty || simple.hasSuffix("Layout") || simple.hasSuffix("View") && simple.contains("Scroll")
      view = isGroup ? ViewGroup(context) : View(context)
      javaName = element.element.contains(".") ? element.element : "android.widget.\(element.element)"
    }
    view.javaClassName = javaName
    return view
  }
}

/// What `android:onClick="name"` sets: a listener that calls the context's method of that name, found through
/// ``Activity/onClickHandlers`` (Android finds `public void name(View)` by reflection).
@MainActor
struct DeclaredOnClick {
  let method: String

  var handler: @MainActor (View) -> Void {
    { [method] view in
      if let standIn = view.context as? StandInActivity {
        Console.log("\(standIn.playedName).\(method)(View) is the app's code, which a stand-in does not run")
        return
      }
      guard let activity = view.context as? Activity, let handler = type(of: activity).onClickHandlers[method] else {
        let idText = view.id == View.NO_ID ? "" : " with id '\(view.resourceName(of: view.id) ?? "")'"
        AndroidException.raise(
          .illegalState(
            "Could not find method \(method)(View) in a parent or ancestor Context for android:onClick attribute "
              + "defined on view class \(view.javaClassName)\(idText)"))
        return
      }
      handler(activity, view)
    }
  }
}
