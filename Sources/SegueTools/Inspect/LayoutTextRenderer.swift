public import AndroidFormat
import StoryboardFormat

/// Renders decoded Android layouts as `segue inspect` text: per file a header line and the layout's
/// ``AndroidFormat/AndroidLayout/outline`` indented, then the diagnostics and a summary.
///
/// ```
/// res/layout/activity_main.xml: layout, 4 views, 1 fragment host
///   LinearLayout
///     TextView #title text=@string/title
///     androidx.fragment.app.FragmentContainerView #list fragment=com.example.ListFragment
///     Button #cart text=@string/cart onClick=openCart
/// ```
public enum LayoutTextRenderer {
  /// The text for `layouts`, their diagnostics and a summary line, ending in a newline.
  public static func render(_ layouts: [AndroidLayout]) -> String {
    var output = ""
    for layout in layouts {
      output += "\(layout.path): layout, \(count(layout.views.count, "view"))"
      let hosts = layout.fragmentHosts.count
      output += (hosts == 0 ? "" : ", \(count(hosts, "fragment host"))") + "\n"
      let outline = layout.outline
      if !outline.isEmpty { output += outline.split(separator: "\n").map { "  \($0)\n" }.joined() }
      output += "\n"
    }
    let diagnostics = layouts.flatMap(\.diagnostics)
    for diagnostic in diagnostics {
      output += diagnostic.description + "\n"
    }
    let views = layouts.reduce(0) { $0 + $1.views.count }
    let hosts = layouts.reduce(0) { $0 + $1.fragmentHosts.count }
    return output + "\(count(layouts.count, "layout")), \(count(views, "view")), \(count(hosts, "fragment host")): "
      + "\(count(diagnostics.count { $0.severity == .error }, "error")), "
      + "\(count(diagnostics.count { $0.severity == .warning }, "warning"))\n"
  }

  private static func count(_ number: Int, _ noun: String) -> String { ManifestTextRenderer.count(number, noun) }
}
