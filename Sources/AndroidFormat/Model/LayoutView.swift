public import StoryboardFormat

/// One element of a layout file, kept whole: a view (`TextView`, `com.example.ChartView`), a `<fragment>`, an
/// `<include>`, `<merge>`, `<requestFocus>` or `<tag>`, with its attributes as written, children and position.
///
/// Android's `LayoutInflater` makes a `View` for each element other than the special tags; the typed properties below
/// read what a headless runtime and its tests need (ids, text, `onClick` handlers, fragment classes, included
/// layouts), and everything else stays in ``attributes`` and the namespace dictionaries.
///
/// ```swift
/// let layout = try LayoutDecoder.decode(contentsOf: URL(fileURLWithPath: "res/layout/activity_main.xml"))
/// for host in layout.fragmentHosts { print(host.idName ?? "-", host.fragmentClassName ?? "-") }
/// ```
public struct LayoutView: Sendable, Hashable {
  /// The element's name as written: a class name (`TextView`, `androidx.fragment.app.FragmentContainerView`) or one
  /// of the layout tags (`view`, `fragment`, `include`, `merge`, `requestFocus`, `tag`, `blink`).
  public var element: String
  /// Every attribute as written, in file order, prefixes included (`xmlns:`, `tools:` and binding expressions too).
  public var attributes: Attributes
  /// The attributes in Android's namespace, by local name (`id`, `text`, `layout_width`), values as written.
  public var androidAttributes: [String: String]
  /// The attributes in the app's namespace (`http://schemas.android.com/apk/res-auto`, whatever its prefix), by
  /// local name: libraries' and the app's attributes (`navGraph`, `defaultNavHost`, `layout_constraintTop_toTopOf`).
  public var appAttributes: [String: String]
  public var children: [LayoutView]
  /// Character data inside the element, if any (layouts rarely have any).
  public var content: String?
  public var location: SourceLocation

  /// An element with the given parts.
  public init(
    element: String, attributes: Attributes = Attributes(), androidAttributes: [String: String] = [:],
    appAttributes: [String: String] = [:], children: [LayoutView] = [], content: String? = nil,
    location: SourceLocation
  ) {
    self.element = element
    self.attributes = attributes
    self.androidAttributes = androidAttributes
    self.appAttributes = appAttributes
    self.children = children
    self.content = content
    self.location = location
  }

  /// `android:id` as written (`@+id/title`, `@id/title`, `@android:id/list`).
  public var id: String? { androidAttributes["id"] }

  /// The id's resource name, what `R.id.<name>` calls it: `title` for `@+id/title`, `@id/title` and
  /// `@android:id/title` alike; `nil` without an id or for a value that is not an id reference.
  public var idName: String? {
    guard let id, let slash = id.lastIndex(of: "/"), id.hasPrefix("@") else { return nil }
    let type = id[..<slash].split(separator: ":").last ?? ""
    let name = id[id.index(after: slash)...]
    guard type == "id" || type == "@id" || type == "@+id", !name.isEmpty else { return nil }
    return String(name)
  }

  /// `android:text` as written (`Hello`, `@string/title`); `nil` when absent or a data-binding expression.
  public var text: String? { literal("text") }

  /// `android:onClick`: the name of the method of the hosting activity (or context) a click calls; `nil` when absent
  /// or a data-binding expression (a listener the binding sets).
  public var onClick: String? { literal("onClick") }

  /// The class of the fragment a `<fragment>` or `FragmentContainerView` adds when it is inflated: the plain `class`
  /// attribute, else `android:name`, as `FragmentLayoutInflaterFactory` and `FragmentContainerView` read them; `nil`
  /// for other elements and for a container that starts empty.
  public var fragmentClassName: String? {
    guard isFragmentHost else { return nil }
    return attributes["class"] ?? androidAttributes["name"]
  }

  /// Whether the element is a `<fragment>` or an `androidx.fragment.app.FragmentContainerView`.
  public var isFragmentHost: Bool {
    element == "fragment" || element == Self.fragmentContainerView
  }

  /// The `layout` attribute of an `<include>` (`@layout/toolbar`); `nil` for other elements.
  public var includedLayout: String? { element == "include" ? attributes["layout"] : nil }

  /// The class `LayoutInflater` instantiates for the element: the `class` attribute of a `<view>`, the element's name
  /// for a view (bare names such as `TextView` are resolved by the platform against `android.widget.`,
  /// `android.webkit.`, `android.app.` and `android.view.`); `nil` for `include`, `merge`, `requestFocus`, `tag` and
  /// `fragment` (whose view the fragment makes).
  public var viewClass: String? {
    switch element {
    case "view": attributes["class"]
    case "include", "merge", "requestFocus", "tag", "fragment": nil
    default: element
    }
  }

  /// The data-binding expressions among the attributes, in file order.
  public var bindings: [LayoutBinding] {
    attributes.compactMap { LayoutBinding(attribute: $0.name, value: $0.value) }
  }

  /// This element and every element below it, depth first, in file order.
  public var subtree: [LayoutView] {
    var found: [LayoutView] = []
    var pending = [self]
    while let next = pending.popLast() {
      found.append(next)
      pending += next.children.reversed()
    }
    return found
  }

  /// The value of an `android:` attribute unless it is a data-binding expression.
  private func literal(_ name: String) -> String? {
    guard let value = androidAttributes[name], !LayoutBinding.isExpression(value) else { return nil }
    return value
  }

  /// AndroidX's fragment container's class name, the one view element that hosts a fragment.
  static let fragmentContainerView = "androidx.fragment.app.FragmentContainerView"
}
