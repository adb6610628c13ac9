import Foundation

/// Draws a ``Wireframe`` as SVG: one `<g>` per box, translated to its frame, so the nesting of the file is the
/// nesting of the picture.
///
/// The output is deterministic (numbers with at most two decimals, boxes in order) and every text is escaped with
/// ``XMLEscaping``. Colours come from CSS classes (`k-label`, `k-button` …) and custom properties, so one page can
/// draw many wireframes with one style sheet (``WireframeStyle``) in light and dark schemes.
public enum WireframeSVG {
  /// The SVG document (or fragment) of `wireframe`.
  ///
  /// - Parameters:
  ///   - wireframe: the picture to draw.
  ///   - standalone: when true, the `<svg>` carries its own `<style>` (a file a browser or an image viewer opens);
  ///     when false, no style, for a page that holds ``WireframeStyle/css`` once.
  ///   - label: the accessible name (`aria-label`); the wireframe's title when `nil`.
  /// - Returns: the `<svg>` element, with a final line feed when standalone.
  public static func render(_ wireframe: Wireframe, standalone: Bool = true, label: String? = nil) -> String {
    render(wireframe, standalone: standalone, label: label, marks: [:], screenMark: nil)
  }

  /// The SVG of `wireframe` with some boxes outlined: the `<g>` of each box whose ``Box/id`` is a key of `marks` gets
  /// the classes `mark m-STYLE`, the mark's anchor as its `id`, a `<title>`, and a last child
  /// `<rect class="hl">` 2 points outside its frame; `screenMark` outlines the whole screen the same way. The
  /// outlines' colours come from the page's style sheet (`segue diff --format html` has one).
  public static func render(
    _ wireframe: Wireframe, standalone: Bool, label: String?, marks: [String: WireframeMark],
    screenMark: WireframeMark?
  ) -> String {
    var out = ""
    out.reserveCapacity(256 + wireframe.boxes.count * 160)
    let width = number(wireframe.size.width)
    let height = number(wireframe.size.height)
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wireframe\" viewBox=\"0 0 \(width) \(height)\""
    out += " width=\"\(width)\" height=\"\(height)\" role=\"img\""
    if let name = label ?? wireframe.title { out += " aria-label=\"\(XMLEscaping.escape(name))\"" }
    out += ">"
    if standalone { out += "<style>\(WireframeStyle.css)</style>" }
    out += "<rect class=\"screen\" width=\"\(width)\" height=\"\(height)\" rx=\"6\"/>"
    for box in wireframe.boxes { draw(box, marks: marks, into: &out) }
    if let screenMark {
      out +=
        "<g class=\"mark m-\(XMLEscaping.escape(screenMark.style))\" id=\"\(XMLEscaping.escape(screenMark.anchor))\">"
      out += "<title>\(XMLEscaping.escape(screenMark.title))</title>"
      out += "<rect class=\"hl\" x=\"2\" y=\"2\" width=\"\(number(max(wireframe.size.width - 4, 0)))\""
      out += " height=\"\(number(max(wireframe.size.height - 4, 0)))\"/></g>"
    }
    out += "</svg>"
    if standalone { out += "\n" }
    return out
  }

  private static func draw(_ box: Box, marks: [String: WireframeMark], into out: inout String) {
    let frame = box.frame
    let w = max(frame.width, 0)
    let h = max(frame.height, 0)
    let mark = box.id.flatMap { marks[$0] }
    out += "<g class=\"k-\(XMLEscaping.escape(box.kind.rawValue))\(box.isHidden ? " hidden" : "")"
    if let mark { out += " mark m-\(XMLEscaping.escape(mark.style))\" id=\"\(XMLEscaping.escape(mark.anchor))" }
    out += "\""
    if frame.x != 0 || frame.y != 0 { out += " transform=\"translate(\(number(frame.x)) \(number(frame.y)))\"" }
    out += ">"
    if let mark { out += "<title>\(XMLEscaping.escape(mark.title))</title>" }
    let text = box.text.map { oneLine($0) }
    switch box.kind {
    case .label:
      if let text { out += textElement(text, x: 0, y: h / 2, width: w, anchor: nil, css: "t") }
    case .button, .barItem:
      if box.kind == .button { rect(w, h, css: "b", radius: 4, into: &out) }
      if let text { out += textElement(text, x: w / 2, y: h / 2, width: w, anchor: "middle", css: "a") }
    case .textField, .searchBar:
      rect(w, h, css: "f", radius: box.kind == .searchBar ? 8 : 4, into: &out)
      if let text { out += textElement(text, x: 6, y: h / 2, width: w - 12, anchor: nil, css: "p") }
    case .textView:
      rect(w, h, css: "f", radius: 2, into: &out)
      if let text { out += textElement(text, x: 4, y: min(12, h / 2), width: w - 8, anchor: nil, css: "t") }
    case .image:
      rect(w, h, css: "i", radius: 0, into: &out)
      out += "<path class=\"x\" d=\"M0 0L\(number(w)) \(number(h))M\(number(w)) 0L0 \(number(h))\"/>"
      if let text { out += textElement(text, x: w / 2, y: h / 2, width: w, anchor: "middle", css: "n") }
    case .toggle:
      rect(w, h, css: "s", radius: h / 2, into: &out)
      out +=
        "<circle class=\"k\" cx=\"\(number(w - h / 2))\" cy=\"\(number(h / 2))\" r=\"\(number(max(h / 2 - 2, 0)))\"/>"
    case .slider:
      out += "<path class=\"l\" d=\"M0 \(number(h / 2))H\(number(w))\"/>"
      out += "<circle class=\"k\" cx=\"\(number(w / 2))\" cy=\"\(number(h / 2))\" r=\"\(number(min(h / 2, 10)))\"/>"
    case .segmented:
      rect(w, h, css: "f", radius: 6, into: &out)
      let titles = (box.text ?? "").split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let segment = w / Double(max(titles.count, 1))
      for (index, title) in titles.enumerated() {
        if index > 0 { out += "<path class=\"l\" d=\"M\(number(segment * Double(index))) 0V\(number(h))\"/>" }
        out += textElement(
          title, x: segment * (Double(index) + 0.5), y: h / 2, width: segment, anchor: "middle", css: "a")
      }
    case .cell:
      rect(w, h, css: "c", radius: 0, into: &out)
      if let text { out += textElement(text, x: 16, y: h / 2, width: w - 32, anchor: nil, css: "t") }
    case .container:
      rect(w, h, css: "d", radius: 0, into: &out)
      if let text { out += textElement(text, x: w / 2, y: h / 2, width: w, anchor: "middle", css: "n") }
    case .statusBar:
      out += textElement(text ?? "9:41", x: 28, y: h / 2 + 2, width: 60, anchor: nil, css: "sb")
      out +=
        "<rect class=\"bat\" x=\"\(number(w - 40))\" y=\"\(number(h / 2 - 4))\" width=\"22\" height=\"10\" rx=\"3\"/>"
    case .navigationBar, .tabBar, .toolbar:
      rect(w, h, css: "bar", radius: 0, into: &out)
      if let text { out += textElement(text, x: w / 2, y: h / 2, width: w / 2, anchor: "middle", css: "h") }
    case .group:
      break
    case .scrim:
      rect(w, h, css: "scrim", radius: 0, into: &out)
    case .caption:
      if let text { out += textElement(text, x: w / 2, y: h / 2, width: w, anchor: "middle", css: "n") }
    case .list, .grid, .opaque, .view:
      rect(w, h, css: box.kind == .view ? "v" : "o", radius: 0, into: &out)
      if let text, box.kind == .opaque {
        out += textElement(text, x: w / 2, y: h / 2, width: w, anchor: "middle", css: "n")
      } else if let text {
        out += textElement(text, x: 4, y: min(10, h / 2), width: w - 8, anchor: nil, css: "n")
      }
    default:
      rect(w, h, css: "o", radius: 0, into: &out)
      out += textElement(text ?? box.kind.rawValue, x: w / 2, y: h / 2, width: w, anchor: "middle", css: "n")
    }
    if let detail = box.detail, box.kind != .view || box.text == nil, h >= 24 {
      out += textElement(oneLine(detail), x: 3, y: h - 5, width: w - 6, anchor: nil, css: "tag")
    }
    for child in box.children { draw(child, marks: marks, into: &out) }
    if mark != nil {
      out += "<rect class=\"hl\" x=\"-2\" y=\"-2\" width=\"\(number(w + 4))\" height=\"\(number(h + 4))\"/>"
    }
    out += "</g>"
  }

  private static func rect(_ width: Double, _ height: Double, css: String, radius: Double, into out: inout String) {
    out += "<rect class=\"\(css)\" width=\"\(number(width))\" height=\"\(number(height))\""
    if radius > 0 { out += " rx=\"\(number(radius))\"" }
    out += "/>"
  }

  /// A `<text>` of `text` cut to what fits `width` (about 0.55 em a character at 12 px), escaped.
  private static func textElement(
    _ text: String, x: Double, y: Double, width: Double, anchor: String?, css: String
  ) -> String {
    let fitting = fit(text, width: width)
    guard !fitting.isEmpty else { return "" }
    var out = "<text class=\"\(css)\" x=\"\(number(x))\" y=\"\(number(y))\""
    if let anchor { out += " text-anchor=\"\(anchor)\"" }
    out += ">\(XMLEscaping.escape(fitting))</text>"
    return out
  }

  /// `text` shortened with an ellipsis to about `width` points of 12-point text.
  static func fit(_ text: String, width: Double) -> String {
    let limit = Int(width / 6.6)
    guard limit >= 1 else { return "" }
    guard text.count > limit else { return text }
    return limit <= 1 ? "…" : String(text.prefix(limit - 1)) + "…"
  }

  /// The first line of `text`, whitespace runs as single spaces.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).first.map { String($0) } ?? ""
  }

  /// `value` as SVG writes it: an integer when whole, else rounded to two decimals, without trailing zeros.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return String(Int(rounded)) }
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
