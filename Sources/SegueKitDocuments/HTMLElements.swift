/// The HTML elements whose default display matters to ``HTMLTextReader``, from the HTML standard's rendering
/// section (§15.3.1 "Hidden elements", §15.3.3 "Flow content", §15.3.7 "Lists", §15.3.8 "Tables").
///
/// Not in UIKit.
enum HTMLElements {
  /// Elements shown as blocks (`display: block`, `list-item` or a table part).
  static let blocks: Set<String> = [
    "address", "article", "aside", "blockquote", "body", "caption", "center", "dd", "details", "dialog", "dir",
    "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "header", "hgroup", "hr", "html",
    "legend", "li", "listing", "main", "menu", "nav", "ol", "p", "plaintext", "pre", "search", "section", "summary",
    "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "xmp",
  ]

  /// The headings, blocks too.
  static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

  /// Elements not shown (`display: none`), whose content is skipped.
  static let hidden: Set<String> = [
    "head", "script", "style", "title", "template", "noscript", "datalist", "noembed", "noframes", "rp",
  ]

  /// Elements without content or end tag.
  static let void: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
  ]

  /// The open elements a start tag closes when it follows them (HTML's optional end tags: §13.1.2.4).
  static let closedBySibling: [String: Set<String>] = [
    "li": ["li"], "td": ["td", "th"], "th": ["td", "th"], "tr": ["tr", "td", "th"], "dt": ["dt", "dd"],
    "dd": ["dt", "dd"], "option": ["option"],
  ]

  static func isBlock(_ name: String) -> Bool { blocks.contains(name) || headings.contains(name) }
}
