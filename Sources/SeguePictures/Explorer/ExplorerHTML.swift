/// Writes an ``ExplorerPage`` as one self-contained HTML file: inline CSS and script, no network, no external
/// resource (a Content-Security-Policy says so to the browser).
///
/// The page is plain strings: every text from a file is escaped with ``XMLEscaping`` (markup) or as a JSON string
/// that cannot close its `<script>` (data). A template engine would add a dependency for a page of a dozen element
/// kinds, and an HTML DSL would still need the same escaping at its leaves; the escaping is what is tested.
///
/// Lazy drawing: each scene is an empty card (heading and size) and its wireframe SVG markup the text of a
/// `<script type="image/svg+xml">`, which the browser neither runs nor parses into elements. The script parses a
/// scene's wireframe (`DOMParser`, as XML) into its card when the card enters the viewport at a zoom where it can be
/// read (above 12 %), so opening a storyboard of thousands of scenes costs the cards and arrows, not the views. The
/// canvas stays `hidden` until the script has placed it: laid out while it is parsed, a large canvas is laid out
/// again each time the parser yields.
public enum ExplorerHTML {
  /// The HTML page of `page`.
  public static func render(_ page: ExplorerPage) -> String {
    let layout = ExplorerLayout(page)
    let scenes = page.canvases.flatMap(\.scenes)
    var index: [String: Int] = [:]
    for (position, scene) in scenes.enumerated() where index[scene.id] == nil { index[scene.id] = position }
    var out = ""
    out.reserveCapacity(4096 + scenes.count * 2048)
    let title = XMLEscaping.escape(page.title)
    out += """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
      script-src 'unsafe-inline'; img-src data:">
      <meta name="generator" content="segue graph --format html">
      <title>\(title)</title>
      <style>\(WireframeStyle.css)
      \(ExplorerStyle.css)</style>
      </head>
      <body>
      <header>
      <h1>\(title)</h1>
      <form id="search-form" role="search"><label for="search">Search</label>\
      <input id="search" type="search" placeholder="Class, identifier or text" autocomplete="off"></form>
      <span id="match-count" aria-live="polite"></span>
      <button id="zoom-out" type="button" aria-label="Zoom out">−</button>\
      <button id="zoom-in" type="button" aria-label="Zoom in">+</button>\
      <button id="fit" type="button">Fit</button>
      </header>
      <main>
      <div id="viewport" tabindex="0" role="application" aria-roledescription="canvas" \
      aria-label="Canvas of \(scenes.count) scenes. Arrow keys pan, plus and minus zoom, 0 fits, Tab moves between \
      scenes, Enter shows a scene's details, slash searches.">
      <div id="world" hidden style="width:\(n(layout.width))px;height:\(n(layout.height))px">

      """
    for heading in layout.headings {
      out += "<h2 class=\"canvas-name\" style=\"left:\(n(heading.x))px;top:\(n(heading.y))px\">"
      out += XMLEscaping.escape(heading.text) + "</h2>\n"
    }
    for (position, scene) in scenes.enumerated() {
      let card = layout.cards[position]
      let label = XMLEscaping.escape("Scene \(scene.heading)")
      out +=
        "<section class=\"scene\(scene.isInitial ? " initial" : "")\" id=\"s\(position)\" data-index=\"\(position)\""
      out += " tabindex=\"0\" role=\"button\" aria-label=\"\(label)\" style=\"left:\(n(card.x))px;top:\(n(card.y))px;"
      out += "width:\(n(card.width))px;height:\(n(card.height))px\"><h3>"
      out += XMLEscaping.escape(scene.heading) + "</h3><div class=\"wf\"></div></section>\n"
    }
    // Arrows above the scenes, as Interface Builder draws them, so every arrow can be clicked.
    out += linkLayer(page, layout: layout, index: index, scenes: scenes)
    out += "</div>\n</div>\n"
    out += """
      <aside id="panel" aria-label="Details">
      <section id="details" aria-live="polite"><h2>Details</h2><p class="hint">Click a scene or an arrow, or search.</p>\
      </section>
      <section id="results-section" hidden><h2>Matches</h2><ul id="results"></ul></section>
      \(legend(page))
      </aside>
      </main>

      """
    // Each wireframe as the text of a script the browser does not run: the parser keeps it as one string, not as
    // the nodes a `<template>` would hold (at 26,700 scenes, 77 MB of wireframes, those nodes tripled Chromium's load
    // time). Every text in it is escaped, so it holds no `<` but its own tags and cannot close its script.
    for (position, scene) in scenes.enumerated() {
      out += "<script type=\"image/svg+xml\" id=\"t\(position)\">"
      out += WireframeSVG.render(scene.wireframe, standalone: false, label: scene.heading)
      out += "</script>\n"
    }
    out += "<script type=\"application/json\" id=\"page-data\">"
    out += data(page, scenes: scenes, layout: layout, index: index)
    out += "</script>\n<script>\(ExplorerScript.javaScript)</script>\n</body>\n</html>\n"
    return out
  }

  private static func n(_ value: Double) -> String { WireframeSVG.number(value) }

  /// The kinds of link the page draws, in legend order, with their words.
  static let linkKinds: [(kind: String, words: String)] = [
    ("show", "Show (push)"), ("showDetail", "Show detail"), ("modal", "Present modally"), ("popover", "Popover"),
    ("embed", "Embed"), ("relationship", "Relationship"), ("unwind", "Unwind"), ("reference", "Storyboard reference"),
    ("custom", "Custom"), ("parent", "Parent activity"), ("hosts", "Hosts fragment"), ("navigates", "Navigates"),
    ("action", "Navigation action"), ("start", "Start destination"), ("include", "Included graph"),
  ]

  private static func legend(_ page: ExplorerPage) -> String {
    let used = Set(page.links.map(\.kind))
    var out = "<section id=\"legend\"><h2>Arrows</h2><ul>"
    for (kind, words) in linkKinds where used.contains(kind) {
      out += "<li><svg width=\"36\" height=\"10\" aria-hidden=\"true\"><path class=\"lk-\(kind)\" d=\"M2 5H34\"/>"
      out += "</svg>\(words)</li>"
    }
    for kind in used.subtracting(linkKinds.map(\.kind)).sorted() {
      out += "<li><svg width=\"36\" height=\"10\" aria-hidden=\"true\"><path class=\"lk-other\" d=\"M2 5H34\"/>"
      out += "</svg>\(XMLEscaping.escape(kind))</li>"
    }
    return out + "</ul></section>"
  }

  private static func linkLayer(
    _ page: ExplorerPage, layout: ExplorerLayout, index: [String: Int], scenes: [ExplorerPage.Scene]
  ) -> String {
    var out = "<svg id=\"links\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" aria-hidden=\"false\">"
    out += "<defs>"
    for kind in linkKinds.map(\.kind) + ["other"] {
      out += "<marker id=\"m-\(kind)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\""
      out += " orient=\"auto-start-reverse\"><path class=\"mk-\(kind)\" d=\"M0 0L10 5L0 10z\"/></marker>"
    }
    out += "</defs>\n"
    let known = Set(linkKinds.map(\.kind))
    let drawn = page.links.enumerated().compactMap { position, link in
      index[link.from].flatMap { from in index[link.to].map { (position, link, from: from, to: $0) } }
    }
    let paths = ExplorerLayout.paths(drawn.map { ($0.from, $0.to) }, cards: layout.cards)
    for ((position, link, from, to), d) in zip(drawn, paths) {
      let kind = known.contains(link.kind) ? link.kind : "other"
      let words = "\(link.kind) from \(scenes[from].heading) to \(scenes[to].heading)"
      out += "<g class=\"link\" id=\"l\(position)\" data-index=\"\(position)\" tabindex=\"0\" role=\"button\""
      out += " aria-label=\"\(XMLEscaping.escape(words))\"><path class=\"hit\" d=\"\(d)\"/>"
      out += "<path class=\"lk-\(kind)\" d=\"\(d)\" marker-end=\"url(#m-\(kind))\"/>"
      if let label = link.label, !label.isEmpty {
        out += "<title>\(XMLEscaping.escape(label))</title>"
      }
      out += "</g>\n"
    }
    return out + "</svg>\n"
  }

  /// The page's data for the script: scenes (heading, details, findings, search text, card) and links.
  private static func data(
    _ page: ExplorerPage, scenes: [ExplorerPage.Scene], layout: ExplorerLayout, index: [String: Int]
  ) -> String {
    func details(_ details: [ExplorerPage.Detail]) -> String {
      "["
        + details.filter { !$0.values.isEmpty }.map { "[\(JSONText.string($0.label)),\(JSONText.array($0.values))]" }
        .joined(separator: ",") + "]"
    }
    var out = "{\"scenes\":["
    for (position, scene) in scenes.enumerated() {
      if position > 0 { out += ",\n" }
      let card = layout.cards[position]
      let search = ([scene.heading] + scene.keywords + scene.details.flatMap(\.values) + scene.wireframe.texts)
        .joined(separator: "\n").lowercased()
      out += "{\"id\":\(JSONText.string(scene.id)),\"heading\":\(JSONText.string(scene.heading)),"
      out += "\"box\":[\(n(card.x)),\(n(card.y)),\(n(card.width)),\(n(card.height))],"
      out += "\"details\":\(details(scene.details)),\"findings\":\(JSONText.array(scene.findings)),"
      out += "\"search\":\(JSONText.string(search))}"
    }
    out += "],\n\"links\":["
    var first = true
    for link in page.links {
      if !first { out += ",\n" }
      first = false
      let from = index[link.from].map(String.init) ?? "null"
      let to = index[link.to].map(String.init) ?? "null"
      out += "{\"from\":\(from),\"to\":\(to),\"kind\":\(JSONText.string(link.kind)),"
      out += "\"label\":\(link.label.map { JSONText.string($0) } ?? "null"),\"details\":\(details(link.details))}"
    }
    out += "],\n\"size\":[\(n(layout.width)),\(n(layout.height))]}"
    return out
  }
}
