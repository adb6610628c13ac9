public import Foundation
public import StoryboardFormat

/// An app's `res/` folder as far as navigation needs it: its layouts, its string resources, and the resource ids the
/// build's generated `R` class would give them.
///
/// Android's build numbers resources `0xPPTTEEEE` (package 0x7f, a type byte, an entry index). The numbers here are
/// assigned the same way, entries sorted by name within each type, with fixed type bytes (`id` 0x08, `layout`
/// 0x0c, `string` 0x10) [I]: a real build's type bytes depend on which types an app has, so the values differ from
/// that build's, but every tool of this package (the runtime, `segue gen --android`) agrees on them.
///
/// ```swift
/// let resources = AndroidResources.load(resFolder: URL(fileURLWithPath: "app/src/main/res"))
/// let main = resources.identifier("activity_main", "layout")   // 0x7f0c0000
/// ```
public struct AndroidResources: Sendable, Hashable {
  /// The layouts, by resource name (`activity_main` for `layout/activity_main.xml`).
  public var layouts: [String: AndroidLayout]
  /// The `<string>` resources of `values/strings.xml`, by name.
  public var strings: [String: String]
  /// The problems found in the folder's files, in file order.
  public var diagnostics: [Diagnostic]

  /// The type bytes of the resource types numbered here.
  public static let typeBytes: [String: Int32] = ["id": 0x08, "layout": 0x0c, "navigation": 0x0e, "string": 0x10]
  /// The navigation graphs (`navigation/*.xml`), by resource name.
  public var navigations: [String: NavigationDocument] = [:]

  /// Resources with the given parts.
  public init(layouts: [String: AndroidLayout] = [:], strings: [String: String] = [:], diagnostics: [Diagnostic] = []) {
    self.layouts = layouts
    self.strings = strings
    self.diagnostics = diagnostics
  }

  /// Reads `layout/*.xml` and `values/strings.xml` below `resFolder`; a missing folder gives empty resources.
  public static func load(resFolder: URL) -> AndroidResources {
    var resources = AndroidResources()
    let layoutFolder = resFolder.appendingPathComponent("layout")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: layoutFolder.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".xml") {
      let url = layoutFolder.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      let layout = LayoutDecoder.decode(Array(data), path: url.path)
      resources.layouts[String(name.dropLast(4))] = layout
      resources.diagnostics += layout.diagnostics
    }
    for document in NavigationResources.load(resFolder: resFolder).documents.values {
      resources.navigations[document.resourceName] = document
      resources.diagnostics += document.diagnostics
    }
    let stringsURL = resFolder.appendingPathComponent("values/strings.xml")
    if let data = FileManager.default.contents(atPath: stringsURL.path) {
      let tree = XMLTree.read(Array(data), path: stringsURL.path)
      resources.diagnostics += tree.diagnostics
      for root in tree.roots where root.element == "resources" {
        for string in root.children where string.element == "string" {
          if let name = string.attributes["name"] { resources.strings[name] = string.content ?? "" }
        }
      }
    }
    return resources
  }

  /// The names of each type, sorted: the layouts, the strings, and every id the layouts declare.
  public func names(ofType type: String) -> [String] {
    switch type {
    case "layout": layouts.keys.sorted()
    case "string": strings.keys.sorted()
    case "navigation": navigations.keys.sorted()
    case "id":
      Set(layouts.values.flatMap { $0.views.compactMap(\.idName) } + navigations.values.flatMap(Self.navigationIDs))
        .sorted()
    default: []
    }
  }

  /// The ids a navigation file declares: its destinations' and actions' (`@+id/…` and `@id/…` alike, as aapt
  /// collects them).
  static func navigationIDs(_ document: NavigationDocument) -> [String] {
    var ids: [String] = []
    for node in document.allNodes {
      if let id = node.destinationID { ids.append(id) }
      if let start = node.startDestinationID { ids.append(start) }
      for action in node.actions {
        ids += [action.actionID, action.destinationID, action.popUpToID].compactMap { $0 }
      }
    }
    return ids
  }

  /// Android's `Resources.getIdentifier(name, defType, defPackage)` without the package: the id, or 0 when there is
  /// no such resource.
  public func identifier(_ name: String, _ type: String) -> Int32 {
    guard let typeByte = Self.typeBytes[type], let index = names(ofType: type).firstIndex(of: name) else { return 0 }
    return 0x7f00_0000 | typeByte << 16 | Int32(index)
  }

  /// Android's `getResourceEntryName` and `getResourceTypeName` together: the name and type of an id.
  public func name(of id: Int32) -> (name: String, type: String)? {
    guard id >> 24 == 0x7f else { return nil }
    let typeByte = (id >> 16) & 0xff
    guard let type = Self.typeBytes.first(where: { $0.value == typeByte })?.key else { return nil }
    let names = names(ofType: type)
    let index = Int(id & 0xffff)
    return names.indices.contains(index) ? (names[index], type) : nil
  }
}
