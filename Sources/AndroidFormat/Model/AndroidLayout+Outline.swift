extension AndroidLayout {
  /// A text picture of the layout, one line per element, indented by depth: what a test compares whole and what
  /// `segue inspect` prints.
  ///
  /// Not in Android. Each line names the element, then what the model reads from it: `#id`, `text=`, `onClick=`,
  /// `fragment=`, `layout=` (of an `<include>`), `class=` (of a `<view>`) and the attributes bound by data-binding
  /// expressions. A data-binding layout starts with its `<data>`:
  ///
  /// ```
  /// <layout> data: clickListener: android.view.View.OnClickListener; plant: com.example.Plant
  /// com.example.MaskedCardView bind=android:onClick
  ///   ImageView #plant_item_image bind=app:imageFromUrl
  ///   TextView #plant_item_title bind=android:text
  /// ```
  public var outline: String {
    var lines: [String] = []
    if isDataBinding {
      var parts = (data?.imports ?? []).map { "import \($0.type)" + ($0.alias.map { " as \($0)" } ?? "") }
      parts += (data?.variables ?? []).map { "\($0.name): \($0.type)" }
      let bindingClass = data?.bindingClass.map { " class=\($0)" } ?? ""
      lines.append("<layout>\(bindingClass)" + (parts.isEmpty ? "" : " data: " + parts.joined(separator: "; ")))
    }
    var pending = (root.map { [($0, 0)] } ?? []) + extras.map { ($0, 0) }
    pending.reverse()
    while let (view, depth) = pending.popLast() {
      lines.append(String(repeating: "  ", count: depth) + view.outlineLine)
      pending += view.children.reversed().map { ($0, depth + 1) }
    }
    return lines.joined(separator: "\n")
  }
}

extension LayoutView {
  /// One line of ``AndroidLayout/outline``.
  var outlineLine: String {
    var parts = [element]
    if let id { parts.append("#" + (idName ?? id)) }
    if element == "view", let viewClass { parts.append("class=\(viewClass)") }
    if let includedLayout { parts.append("layout=\(includedLayout)") }
    if let fragmentClassName { parts.append("fragment=\(fragmentClassName)") }
    if let text { parts.append("text=\(text)") }
    if let onClick { parts.append("onClick=\(onClick)") }
    let bound = bindings.map(\.attribute)
    if !bound.isEmpty { parts.append("bind=" + bound.joined(separator: ",")) }
    return parts.joined(separator: " ")
  }
}
