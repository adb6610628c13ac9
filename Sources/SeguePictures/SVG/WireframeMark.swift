/// An outline ``WireframeSVG/render(_:standalone:label:marks:screenMark:)`` draws around one box (or the whole
/// screen): a style the page's CSS colours, an `id` to link to and a `<title>` saying why.
///
/// Not in UIKit or Android: `segue diff --format html` outlines what changed between two versions of a storyboard.
public struct WireframeMark: Sendable, Hashable {
  /// The style: the box's `<g>` gets the class `m-` followed by it (`added`, `removed`, `changed`, `moved`).
  public var style: String
  /// The `id` attribute of the outlined `<g>`, unique in the page.
  public var anchor: String
  /// The text of the `<title>`: a tooltip and the outline's accessible name.
  public var title: String

  /// An outline of `style`, found by `anchor`, explained by `title`.
  public init(style: String, anchor: String, title: String) {
    self.style = style
    self.anchor = anchor
    self.title = title
  }
}
