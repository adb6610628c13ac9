import SeguePictures
import StoryboardFormat

/// One file's section of ``DiffHTML``'s page: its changes grouped by scene (or xib top-level object), each group with
/// the wireframes before and after and its entries; changes outside any scene (the document, its resources) last.
struct DiffHTMLFile {
  let file: DiffHTML.File
  let number: Int
  let noise: DiffReport.NoiseDisplay
  let ignoringFrames: Bool

  /// One change with the element it is about in each version.
  struct Entry {
    var change: DiffChange
    var oldIndex: Int?
    var newIndex: Int?
    /// The entry's number in the file, for its HTML id.
    var number: Int
  }

  /// A scene's (or top-level object's) changes; `key` is its address, `nil` for the document's own changes.
  struct Group {
    var key: String?
    var entries: [Entry] = []
  }

  /// The section, or `nil` when the file has neither changes nor diagnostics.
  func html() -> String? {
    let diff = file.diff
    guard !diff.changes.isEmpty || !diff.diagnostics.isEmpty else { return nil }
    var groups: [Group] = []
    var groupIndex: [String: Int] = [:]
    var document = Group(key: nil)
    var resave = Group(key: nil)
    var hidden = 0
    for (offset, change) in diff.changes.enumerated() {
      if change.noise == .frame, ignoringFrames {
        hidden += 1
        continue
      }
      let entry = Entry(
        change: change, oldIndex: change.kind == .added ? nil : Self.index(of: change, in: file.old),
        newIndex: change.kind == .removed ? nil : Self.index(of: change, in: file.new), number: offset)
      if change.noise == .resave, noise != .show {
        if noise == .group { resave.entries.append(entry) } else { hidden += 1 }
        continue
      }
      let key =
        entry.newIndex.flatMap { Self.group(of: $0, in: file.new) }
        ?? entry.oldIndex.flatMap { Self.group(of: $0, in: file.old) }
      guard let key else {
        document.entries.append(entry)
        continue
      }
      if let index = groupIndex[key] {
        groups[index].entries.append(entry)
      } else {
        groupIndex[key] = groups.count
        groups.append(Group(key: key, entries: [entry]))
      }
    }
    let heading = diff.oldPath == diff.newPath ? diff.newPath : "\(diff.oldPath) → \(diff.newPath)"
    var out = "<section class=\"file\" id=\"f\(number)\">\n<h2>\(XMLEscaping.escape(heading))</h2>\n"
    if !diff.diagnostics.isEmpty {
      out += "<ul class=\"diagnostics\">\n"
      for diagnostic in diff.diagnostics {
        out +=
          "<li>\(XMLEscaping.escape("\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)"))</li>\n"
      }
      out += "</ul>\n"
    }
    if !groups.isEmpty {
      let pictures = DiffHTMLPictures(old: file.old, new: file.new)
      for (offset, group) in groups.enumerated() {
        out += scene(group, offset: offset, pictures: pictures)
      }
    }
    if !document.entries.isEmpty {
      out +=
        "<section class=\"scene document\">\n<h3>The document</h3>\n" + list(document.entries, links: [:])
        + "</section>\n"
    }
    if !resave.entries.isEmpty {
      out +=
        "<section class=\"scene resave\">\n<h3>Xcode re-save</h3>\n" + list(resave.entries, links: [:]) + "</section>\n"
    }
    if hidden > 0 {
      out += "<p class=\"hidden-count\">\(hidden) re-save or frame change\(hidden == 1 ? "" : "s") not shown.</p>\n"
    }
    if groups.isEmpty, document.entries.isEmpty, resave.entries.isEmpty, hidden == 0, diff.changes.isEmpty {
      out += "<p class=\"empty\">No changes.</p>\n"
    }
    out += "</section>\n"
    return out
  }

  // MARK: - One scene

  private func scene(_ group: Group, offset: Int, pictures: DiffHTMLPictures) -> String {
    let key = group.key ?? ""
    let anchor = "f\(number)-s\(offset)"
    let oldPicture = pictures.wireframe(of: key, new: false)
    let newPicture = pictures.wireframe(of: key, new: true)
    var oldMarks = DiffHTMLMarks(side: "old", file: number, anchor: anchor)
    var newMarks = DiffHTMLMarks(side: "new", file: number, anchor: anchor)
    var links: [Int: String] = [:]
    for entry in group.entries {
      let kind = Self.style(of: entry.change.kind)
      var link: String?
      if let index = entry.oldIndex, entry.change.kind != .added {
        link = oldMarks.mark(
          index, in: file.old, group: key, drawn: oldPicture?.drawn ?? [], style: kind, title: entry.change.summary)
      }
      if let index = entry.newIndex, entry.change.kind != .removed {
        link =
          newMarks.mark(
            index, in: file.new, group: key, drawn: newPicture?.drawn ?? [], style: kind, title: entry.change.summary)
          ?? link
      }
      if let link { links[entry.number] = link }
    }
    let name =
      group.entries.compactMap(\.newIndex).first.flatMap { DiffNames(document: file.new).context(of: $0) }
      ?? group.entries.compactMap(\.oldIndex).first.flatMap { DiffNames(document: file.old).context(of: $0) } ?? key
    var out = "<section class=\"scene\" id=\"\(anchor)\">\n<h3>\(XMLEscaping.escape(name))</h3>\n<div class=\"pair\">\n"
    for (caption, picture, marks) in [("Before", oldPicture, oldMarks), ("After", newPicture, newMarks)] {
      out += "<figure>\n<figcaption>\(caption)</figcaption>\n"
      if let picture {
        out +=
          WireframeSVG.render(
            picture.wireframe, standalone: false, label: "\(caption): \(name)", marks: marks.marks,
            screenMark: marks.screen) + "\n"
      } else {
        out +=
          "<p class=\"absent\">\(caption == "Before" ? "Not in the old version." : "Not in the new version.")</p>\n"
      }
      out += "</figure>\n"
    }
    out += "</div>\n" + list(group.entries, links: links) + "</section>\n"
    return out
  }

  /// The entries as a list, each linked to its outline when it has one.
  private func list(_ entries: [Entry], links: [Int: String]) -> String {
    var out = "<ol class=\"changes\">\n"
    for entry in entries {
      let style = Self.style(of: entry.change.kind)
      let text =
        "<span class=\"kind\">\(entry.change.kind.rawValue)</span> \(XMLEscaping.escape(entry.change.summary))"
      out += "<li class=\"\(style)\" id=\"f\(number)-c\(entry.number)\">"
      if let link = links[entry.number] {
        out += "<a href=\"#\(XMLEscaping.escape(link))\">\(text)</a>"
      } else {
        out += text
      }
      out += "</li>\n"
    }
    return out + "</ol>\n"
  }

  // MARK: - Finding things

  /// The CSS class of a kind of change: reordered objects are drawn as moved ones.
  static func style(of kind: DiffChange.Kind) -> String {
    kind == .reordered ? "moved" : kind.rawValue
  }

  /// The element a change is about: by `#id` (objects and scenes) or by address (property elements, id-less ones).
  static func index(of change: DiffChange, in document: IBDocument) -> Int? {
    document.index(of: "#" + change.id) ?? document.index(of: change.id)
  }

  /// The address of the scene (storyboards) or top-level object (xibs) `index` is in; `nil` outside them.
  static func group(of index: Int, in document: IBDocument) -> String? {
    let elements = document.elements
    var current: Int? = index
    var topLevel: Int?
    while let here = current {
      let element = elements[here]
      if element.name == "scene" { return document.address(of: here) }
      if let parent = element.parent, elements[parent].name == "objects", elements[parent].parent == 0 {
        topLevel = here
      }
      current = element.parent
    }
    return topLevel.map { document.address(of: $0) }
  }
}
