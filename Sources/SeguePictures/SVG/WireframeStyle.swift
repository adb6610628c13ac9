/// The style sheet of wireframes: colours as CSS custom properties, a light scheme and a dark one
/// (`prefers-color-scheme`).
///
/// ``WireframeSVG`` writes it into each standalone SVG; a page of many wireframes writes it once.
public enum WireframeStyle {
  /// The CSS rules for `.wireframe` and its classes.
  public static let css = """
    .wireframe{--wf-bg:#fff;--wf-line:#9aa0a6;--wf-text:#202124;--wf-muted:#80868b;--wf-accent:#0a66d8;\
    --wf-bar:#f4f5f7;--wf-fill:#f8f9fa;font:12px -apple-system,system-ui,'Segoe UI',sans-serif}
    @media (prefers-color-scheme:dark){.wireframe{--wf-bg:#1f2023;--wf-line:#5f6368;--wf-text:#e8eaed;\
    --wf-muted:#9aa0a6;--wf-accent:#6aa9ff;--wf-bar:#2a2c30;--wf-fill:#26282c}}
    .wireframe text{fill:var(--wf-text);dominant-baseline:central}
    .wireframe .screen{fill:var(--wf-bg);stroke:var(--wf-line);stroke-width:2}
    .wireframe .v{fill:none;stroke:var(--wf-line);stroke-width:.5;stroke-opacity:.6}
    .wireframe .o,.wireframe .i,.wireframe .f{fill:var(--wf-fill);stroke:var(--wf-line);stroke-width:.75}
    .wireframe .b{fill:none;stroke:none}
    .wireframe .c{fill:none;stroke:var(--wf-line);stroke-width:.5;stroke-dasharray:0 0}
    .wireframe .d{fill:none;stroke:var(--wf-accent);stroke-width:1;stroke-dasharray:4 3}
    .wireframe .s{fill:var(--wf-accent);fill-opacity:.35;stroke:var(--wf-line);stroke-width:.5}
    .wireframe .x,.wireframe .l{stroke:var(--wf-line);stroke-width:.75;fill:none}
    .wireframe .k{fill:var(--wf-bg);stroke:var(--wf-line)}
    .wireframe .bar{fill:var(--wf-bar);stroke:var(--wf-line);stroke-width:.5}
    .wireframe .bat{fill:none;stroke:var(--wf-text)}
    .wireframe .a{fill:var(--wf-accent)}
    .wireframe .p,.wireframe .n,.wireframe .tag{fill:var(--wf-muted)}
    .wireframe .tag{font-size:9px}
    .wireframe .h{font-weight:600}
    .wireframe .sb{font-weight:600;font-size:11px}
    .wireframe .hidden{opacity:.35}
    .wireframe .scrim{fill:#000;fill-opacity:.3}
    """
}
