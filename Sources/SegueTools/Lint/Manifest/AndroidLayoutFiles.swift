public import AndroidFormat
import Foundation
import StoryboardFormat

/// Telling Android layout files from manifests, finding them in `res/` folders, and reading them.
///
/// Android's build knows a layout by its folder (`res/layout/`, `res/layout-land/` …); a file named on the command
/// line elsewhere is taken for a layout by its root element: `<merge>`, data binding's `<layout>`, a qualified class
/// name (`androidx.constraintlayout.widget.ConstraintLayout`), or a widget's simple name (`LinearLayout`,
/// `TextView`, `Button`, `fragment` …) [I]. Anything else (`<manifest>`, `<resources>`, `<navigation>`) is not a
/// layout.
public enum AndroidLayoutFiles {
  /// The simple names of widgets that can be a layout's root without ending in `Layout` or `View`.
  static let widgetRoots: Set<String> = [
    "merge", "layout", "fragment", "include", "Button", "EditText", "Space", "Switch", "CheckBox", "RadioButton",
    "ToggleButton", "ProgressBar", "SeekBar", "Spinner", "Toolbar", "Chronometer", "ViewStub",
  ]

  /// Whether `path` is a layout: in a `layout` folder, or with a layout's root element.
  public static func isLayout(_ path: String) -> Bool {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
    if isLayoutFolder(folder) { return true }
    return rootElement(of: path).map(isLayoutRoot) ?? false
  }

  /// Whether a root element's name is a layout's.
  public static func isLayoutRoot(_ name: String) -> Bool {
    name.contains(".") || name.hasSuffix("Layout") || name.hasSuffix("View") || widgetRoots.contains(name)
  }

  /// `layout` and its qualified variants (`layout-land`, `layout-sw600dp`).
  static func isLayoutFolder(_ name: String) -> Bool { name == "layout" || name.hasPrefix("layout-") }

  /// The `.xml` files of a `layout` folder, or of the `layout` folders of a `res/` folder, sorted by path; none when
  /// `folder` is neither.
  public static func find(inResOrLayoutFolder folder: String) -> [String] {
    let manager = FileManager.default
    let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let folders =
      isLayoutFolder(URL(fileURLWithPath: trimmed).lastPathComponent)
      ? [trimmed]
      : ((try? manager.contentsOfDirectory(atPath: trimmed)) ?? []).filter(isLayoutFolder).sorted().map {
        trimmed + "/" + $0
      }
    return folders.flatMap { layoutFolder in
      ((try? manager.contentsOfDirectory(atPath: layoutFolder)) ?? []).filter { $0.hasSuffix(".xml") }.sorted()
        .map { layoutFolder + "/" + $0 }
    }
  }

  /// The layout at `path`, named in diagnostics as given; one that cannot be read (or is a pipe or device) is an
  /// empty layout with an `unreadable-file` error.
  public static func load(_ path: String) -> AndroidLayout {
    switch ManifestPaths.contents(path) {
    case .success(let data): LayoutDecoder.decode(data, path: path)
    case .failure(let problem): AndroidLayout(path: path, diagnostics: [problem.diagnostic])
    }
  }

  /// The name of the first element of the file's first 64 KiB, past the XML declaration, comments and doctype;
  /// `nil` when the file cannot be read or has none.
  static func rootElement(of path: String) -> String? {
    guard !isSpecialFile(path), let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 65_536) else { return nil }
    let bytes = Array(data)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
        index += 1
        continue
      }
      let next = bytes[index + 1]
      if bytes[index...].starts(with: Array("<!--".utf8)) {
        // Past the comment's end, so that an element named in a comment is not taken for the root.
        index += 4
        while index < bytes.count, !bytes[index...].starts(with: Array("-->".utf8)) { index += 1 }
        continue
      }
      if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
        index += 2
        continue
      }
      let nameBytes = bytes[(index + 1)...].prefix { byte in
        !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
          || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t"))
      }
      return nameBytes.isEmpty ? nil : String(decoding: nameBytes, as: UTF8.self)
    }
    return nil
  }
}
