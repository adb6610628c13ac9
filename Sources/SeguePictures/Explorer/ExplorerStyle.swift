/// The explorer page's style sheet: layout, light and dark schemes (`prefers-color-scheme`), arrow styles by kind,
/// and visible focus for keyboard users.
enum ExplorerStyle {
  static let css = """
    :root{--bg:#eef0f3;--panel:#fff;--text:#1d1f23;--muted:#5f6368;--line:#c4c8cf;--accent:#0a66d8;--match:#f2a900;\
    --show:#0a66d8;--modal:#8e44ad;--popover:#d35400;--embed:#16a085;--relationship:#7f8c8d;--unwind:#c0392b;\
    --reference:#27ae60;--custom:#8d6e63;--focus:#ff8c00;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#121316;--panel:#1c1d21;--text:#e8eaed;--muted:#9aa0a6;\
    --line:#3c4043;--accent:#6aa9ff;--show:#6aa9ff;--modal:#c39bd3;--popover:#f0a35e;--embed:#48c9b0;\
    --relationship:#aab7b8;--unwind:#f1948a;--reference:#58d68d;--custom:#bcaaa4}}
    *{box-sizing:border-box}
    html,body{margin:0;height:100%;background:var(--bg);color:var(--text);\
    font:14px -apple-system,system-ui,'Segoe UI',sans-serif}
    body{display:flex;flex-direction:column}
    header{display:flex;gap:8px;align-items:center;padding:6px 12px;background:var(--panel);\
    border-bottom:1px solid var(--line)}
    header h1{font-size:16px;margin:0 12px 0 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:30vw}
    header form{display:flex;gap:6px;align-items:center;flex:1}
    header input{flex:1;max-width:420px;padding:5px 8px;border:1px solid var(--line);border-radius:6px;\
    background:var(--bg);color:var(--text)}
    header button,#panel button{padding:4px 10px;border:1px solid var(--line);border-radius:6px;background:var(--bg);\
    color:var(--text);cursor:pointer;font:inherit}
    main{flex:1;display:flex;min-height:0}
    #viewport{flex:1;position:relative;overflow:hidden;cursor:grab;touch-action:none}
    #viewport.dragging{cursor:grabbing}
    #world{position:absolute;left:0;top:0;transform-origin:0 0}
    #links{position:absolute;left:0;top:0;overflow:visible;pointer-events:none}
    #links .link{pointer-events:stroke;cursor:pointer}
    #links path{fill:none;stroke-width:2.5}
    #links .hit{stroke:transparent;stroke-width:14}
    .canvas-name{position:absolute;margin:0;font-size:28px;color:var(--muted);white-space:nowrap}
    .scene{position:absolute;background:transparent;border-radius:8px;outline:none;cursor:pointer}
    .scene h3{margin:0;height:28px;font-size:13px;font-weight:600;white-space:nowrap;overflow:hidden;\
    text-overflow:ellipsis;color:var(--text)}
    .scene .wf{position:absolute;left:0;top:28px;right:0;bottom:0;border-radius:6px;background:var(--panel);\
    box-shadow:0 1px 4px rgba(0,0,0,.25)}
    .scene .wf svg{display:block;width:100%;height:100%}
    .scene.initial h3::before{content:'→ ';color:var(--accent)}
    .scene:focus-visible .wf,.link:focus-visible path{outline:3px solid var(--focus);outline-offset:3px}
    .scene.selected .wf{box-shadow:0 0 0 4px var(--accent)}
    .scene.end .wf{box-shadow:0 0 0 4px var(--focus)}
    .scene.match .wf{box-shadow:0 0 0 5px var(--match)}
    .searching .scene:not(.match){opacity:.3}
    .link.active path:not(.hit){stroke-width:6}
    .selecting .link:not(.active){opacity:.25}
    .lk-show{stroke:var(--show)}.mk-show{fill:var(--show)}
    .lk-showDetail{stroke:var(--show);stroke-dasharray:10 4}.mk-showDetail{fill:var(--show)}
    .lk-modal{stroke:var(--modal)}.mk-modal{fill:var(--modal)}
    .lk-popover{stroke:var(--popover);stroke-dasharray:8 4}.mk-popover{fill:var(--popover)}
    .lk-embed{stroke:var(--embed);stroke-dasharray:3 3}.mk-embed{fill:var(--embed)}
    .lk-relationship{stroke:var(--relationship);stroke-width:4}.mk-relationship{fill:var(--relationship)}
    .lk-unwind{stroke:var(--unwind);stroke-dasharray:6 3}.mk-unwind{fill:var(--unwind)}
    .lk-reference{stroke:var(--reference);stroke-dasharray:1 4;stroke-linecap:round}.mk-reference{fill:var(--reference)}
    .lk-custom,.lk-other,.lk-navigates{stroke:var(--custom)}.mk-custom,.mk-other,.mk-navigates{fill:var(--custom)}
    .lk-parent{stroke:var(--relationship);stroke-dasharray:8 4}.mk-parent{fill:var(--relationship)}
    .lk-hosts{stroke:var(--embed)}.mk-hosts{fill:var(--embed)}
    .lk-action{stroke:var(--show)}.mk-action{fill:var(--show)}
    .lk-start{stroke:var(--relationship);stroke-width:4}.mk-start{fill:var(--relationship)}
    .lk-include{stroke:var(--reference);stroke-dasharray:1 4;stroke-linecap:round}.mk-include{fill:var(--reference)}
    #panel{width:340px;overflow:auto;background:var(--panel);border-left:1px solid var(--line);padding:0 14px 14px}
    #panel h2{font-size:14px;margin:14px 0 6px;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
    #panel h3{font-size:16px;margin:4px 0 8px;word-break:break-word}
    #panel dl{margin:0}#panel dt{font-weight:600;margin-top:8px}#panel dd{margin:2px 0 0 0;word-break:break-word}
    #panel ul{padding-left:18px;margin:4px 0}
    #panel li button{margin:2px 0;text-align:left}
    #legend ul{list-style:none;padding:0}#legend li{display:flex;gap:8px;align-items:center}
    #legend path{fill:none;stroke-width:2.5}
    .finding{color:var(--unwind)}
    .hint{color:var(--muted)}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    """
}
