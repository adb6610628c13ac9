public import StoryboardFormat

/// A decoded layout resource (`res/layout/activity_main.xml`): its view tree, the data-binding wrapper when it has
/// one, and the problems found as `Diagnostic`s (StoryboardFormat's) with file:line:column.
///
/// A data-binding layout (root `<layout>`) keeps its wrapper: ``data`` holds the `<data>` element's variables and
/// imports, ``root`` the one view inside, and every expression stays in its attribute (``LayoutView/bindings``). A
/// layout whose root is `<merge>` has that `<merge>` as ``root``; its children join the parent they are included in.
///
/// ```swift
/// let layout = try LayoutDecoder.decode(contentsOf: URL(fileURLWithPath: "res/layout/list_item.xml"))
/// print(layout.isDataBinding, layout.data?.variables.map(\.name) ?? [], layout.view(withID: "title")?.text ?? "-")
/// ```
public struct AndroidLayout: Sendable, Hashable {
  /// The file the layout was read from, as given.
  public var path: String
  /// The root of the view tree: the file's root element, or for a data-binding layout the one element inside
  /// `<layout>` that is not `<data>`; `nil` when there is none.
  public var root: LayoutView?
  /// True when the file's root element is data binding's `<layout>` wrapper.
  public var isDataBinding: Bool
  /// Every attribute of the `<layout>` wrapper as written (its `xmlns:` declarations); empty without one.
  public var layoutAttributes: Attributes
  /// The `<data>` element of a data-binding layout, if it has one.
  public var data: LayoutData?
  /// Elements of `<layout>` that data binding refuses (a second `<data>`, a second view root), kept whole.
  public var extras: [LayoutView]
  /// The problems found, in file order.
  public var diagnostics: [Diagnostic]

  /// The app's namespace URI (`xmlns:app`), which binds library and custom attributes whatever their prefix.
  public static let appNamespace = "http://schemas.android.com/apk/res-auto"

  /// An empty layout for `path`.
  public init(path: String, root: LayoutView? = nil, diagnostics: [Diagnostic] = []) {
    self.path = path
    self.root = root
    isDataBinding = false
    layoutAttributes = Attributes()
    extras = []
    self.diagnostics = diagnostics
  }

  /// Whether a diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Every element of the view tree, depth first, in file order (the root first).
  public var views: [LayoutView] { root?.subtree ?? [] }

  /// The first element whose id is `id`, given as a resource name (`title`) or as written (`@+id/title`); what
  /// `findViewById(R.id.title)` finds in this file.
  public func view(withID id: String) -> LayoutView? {
    views.first { $0.idName == id || $0.id == id }
  }

  /// The class Android Studio ties the layout to: `tools:context` on the root view (or on a data-binding layout's
  /// `<layout>`), as written (`.MainActivity`, `com.example.MainActivity`).
  public var toolsContext: String? {
    let attributes = Array(root?.attributes ?? Attributes()) + Array(layoutAttributes)
    return attributes.first { $0.name.hasSuffix(":context") && $0.name.hasPrefix("tools") }?.value
  }

  /// The `<fragment>` and `FragmentContainerView` elements, in file order.
  public var fragmentHosts: [LayoutView] { views.filter(\.isFragmentHost) }

  /// The `layout` of each `<include>`, in file order (`@layout/toolbar`).
  public var includedLayouts: [String] { views.compactMap(\.includedLayout) }

  /// Every data-binding expression of the view tree, in file order.
  public var bindings: [LayoutBinding] { views.flatMap(\.bindings) }
}
