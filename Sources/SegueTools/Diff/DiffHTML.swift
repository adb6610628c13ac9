import SeguePictures
import StoryboardFormat

/// `segue diff --format html`: one self-contained page with, for every scene (or xib top-level object) that changed,
/// the wireframe before and after side by side, the changed objects outlined in them, and the diff's entries beside
/// them, each linked to its outline.
///
/// Not in Xcode: Xcode shows a storyboard's history only as XML text. Colours: added green, removed red, changed
/// amber, moved or reordered blue; each also has its own outline pattern (solid, dashed, dotted, long dashes) and every
/// entry says its kind in words, so the page reads without colour. An object the wireframe does not draw (a segue, a
/// constraint, the root view) outlines the whole screen. The output is deterministic: the same files give the same
/// bytes.
///
/// ```swift
/// let old = IBDocument.read(bytes: oldBytes, path: "Main.storyboard")
/// let new = IBDocument.read(bytes: newBytes, path: "Main.storyboard")
/// let page = DiffHTML.page([DiffHTML.File(old: old, new: new)])
/// ```
public enum DiffHTML {
  /// One pair of files: the two versions as read, and their diff.
  public struct File: Sendable {
    /// The old version.
    public var old: IBDocument
    /// The new version.
    public var new: IBDocument
    /// `old` compared with `new`.
    public var diff: StoryboardDiff

    /// The pair, compared.
    public init(old: IBDocument, new: IBDocument) {
      self.old = old
      self.new = new
      diff = StoryboardDiff.compare(old: old, new: new)
    }
  }

  /// The page for `files`; `noise` and `ignoringFrames` as for ``DiffReport/text(noise:ignoringFrames:colour:)``.
  public static func page(
    _ files: [File], noise: DiffReport.NoiseDisplay = .group, ignoringFrames: Bool = false
  ) -> String {
    let title =
      files.count == 1
      ? (files[0].diff.oldPath == files[0].diff.newPath
        ? files[0].diff.newPath : "\(files[0].diff.oldPath) → \(files[0].diff.newPath)")
      : "\(files.count) files"
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<title>segue diff: \(XMLEscaping.escape(title))</title>\n"
    out += "<style>\n\(WireframeStyle.css)\n\(DiffHTMLStyle.css)</style>\n</head>\n<body>\n"
    out += "<header><h1>segue diff: \(XMLEscaping.escape(title))</h1>\n\(legend)</header>\n<main>\n"
    var shown = 0
    for (number, file) in files.enumerated() {
      let section = DiffHTMLFile(file: file, number: number, noise: noise, ignoringFrames: ignoringFrames)
      guard let html = section.html() else { continue }
      out += html
      shown += 1
    }
    if shown == 0 {
      out += "<p class=\"empty\">No changes: the two versions have the same objects, attributes and order.</p>\n"
    }
    out += "</main>\n</body>\n</html>\n"
    return out
  }

  /// A short line drawn as the outlines of `style` are.
  private static func swatch(_ style: String) -> String {
    "<svg class=\"m-\(style)\" width=\"30\" height=\"8\" aria-hidden=\"true\"><path class=\"hl\" d=\"M1 4H29\"/></svg>"
  }

  /// The key to the colours and patterns, in words.
  static let legend = """
    <ul class="legend" aria-label="Key">\
    <li>\(swatch("added"))added: green, solid outline (after only)</li>\
    <li>\(swatch("removed"))removed: red, dashed outline (before only)</li>\
    <li>\(swatch("changed"))changed: amber, dotted outline (before and after)</li>\
    <li>\(swatch("moved"))moved or reordered: blue, long dashes (before and after)</li>\
    </ul>
    """
}
