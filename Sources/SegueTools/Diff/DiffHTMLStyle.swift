/// The style sheet of ``DiffHTML``'s page: the layout (pictures side by side, the entries beside them) and the
/// outlines' colours and patterns, which ``WireframeSVG`` draws as `.mark` groups with an `.hl` rectangle.
enum DiffHTMLStyle {
  static let css = """
    body{margin:0 auto;max-width:1400px;padding:1em 1.5em;font:14px -apple-system,system-ui,'Segoe UI',sans-serif;\
    color:#1f2328;background:#fff}
    h1{font-size:1.3em}h2{font-size:1.15em;border-bottom:1px solid #d0d7de;padding-bottom:.3em}h3{font-size:1em}
    .legend{display:flex;flex-wrap:wrap;gap:.4em 1.5em;list-style:none;padding:0}
    .legend svg{vertical-align:middle;margin-right:.4em}
    .scene{display:grid;grid-template-columns:minmax(0,2fr) minmax(16em,1fr);gap:0 1.5em;margin:1.5em 0}
    .scene>h3{grid-column:1/-1;margin:.2em 0}
    .document,.resave{display:block}
    .pair{display:grid;grid-template-columns:1fr 1fr;gap:1em;align-items:start}
    figure{margin:0}figcaption{font-weight:600;margin-bottom:.3em}
    figure svg{max-width:100%;height:auto}
    .absent{color:#656d76;font-style:italic}
    .changes{margin:0;padding-left:1.6em}
    .changes li{margin:.25em 0;padding-left:.4em;border-left:4px solid transparent}
    .changes a{color:inherit}
    .kind{font-weight:600;text-transform:uppercase;font-size:.8em;letter-spacing:.03em}
    .changes li.added{border-left-color:#1a7f37}.changes li.removed{border-left-color:#cf222e;border-left-style:dashed}
    .changes li.changed{border-left-color:#bf8700;border-left-style:dotted}
    .changes li.moved{border-left-color:#0969da;border-left-style:double}
    .mark>.hl,.legend .hl{fill:none;stroke-width:3}
    .m-added>.hl{stroke:#1a7f37}
    .m-removed>.hl{stroke:#cf222e;stroke-dasharray:8 4}
    .m-changed>.hl{stroke:#bf8700;stroke-dasharray:2 3}
    .m-moved>.hl{stroke:#0969da;stroke-dasharray:14 5}
    .mark:target>.hl{stroke-width:6}
    .diagnostics{color:#cf222e}
    .empty,.hidden-count{color:#656d76}
    """
}
