import StoryboardFormat

/// Turns Interface Builder view trees (storyboards and xibs share the format) into ``Box``es: frames from
/// `<rect key="frame">`, kinds from element names, texts from titles, texts and placeholders, images by name.
///
/// Approximate: a view without a stored frame is drawn only when it is text in a cell (inset in the cell's content
/// view, as a system cell style places its labels) or a cell's content view (the cell's bounds); others are left
/// out with their subtrees. macOS frames are flipped (AppKit's origin is bottom left) for every view, flipped views
/// included.
struct StoryboardBoxes {
  var flipsVertically = false

  /// The box of `object` inside a parent of `parent` size, or `nil` when it is not drawn.
  func box(_ object: StoryboardObject, in parent: Size) -> Box? {
    let stored = Self.frame(of: object)
    guard let frame = stored.map({ flipped($0, in: parent) }) ?? defaultFrame(object, in: parent) else { return nil }
    let (kind, text) = Self.kindAndText(object)
    var box = Box(kind: kind, frame: frame, text: text, isHidden: object.isHidden, id: object.id)
    if let customClass = object.customClass { box.detail = customClass }
    if kind == .cell, let reuse = object.reuseIdentifier { box.detail = reuse }
    box.children = children(of: object, size: frame.size)
    return box
  }

  /// The boxes of `object`'s subviews, cells and content views.
  func children(of object: StoryboardObject, size: Size) -> [Box] {
    var boxes: [Box] = []
    for child in object.children {
      switch child.element {
      case "subviews", "prototypes", "cells":
        boxes += child.children.compactMap { box($0, in: size) }
      case "sections":
        for section in child.children {
          for cells in section.children where cells.element == "cells" {
            boxes += cells.children.compactMap { box($0, in: size) }
          }
        }
      case "tableViewCellContentView", "collectionViewCellContentView":
        if let content = box(child, in: size) { boxes.append(content) }
      default:
        guard Self.drawnKeys.contains(child.key ?? "") || child.element.hasSuffix("Cell") else { continue }
        if let box = box(child, in: size) { boxes.append(box) }
      }
    }
    return boxes
  }

  /// Children drawn by their key: content views, table headers and footers, a bar item's custom view.
  private static let drawnKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView", "customView"]

  private func flipped(_ frame: Rect, in parent: Size) -> Rect {
    guard flipsVertically else { return frame }
    return Rect(x: frame.x, y: parent.height - frame.y - frame.height, width: frame.width, height: frame.height)
  }

  private func defaultFrame(_ object: StoryboardObject, in parent: Size) -> Rect? {
    if object.key == "contentView" || object.element.hasSuffix("CellContentView") {
      return Rect(x: 0, y: 0, width: parent.width, height: parent.height)
    }
    if object.element == "label" || object.element == "textField" {
      return Rect(x: 16, y: 0, width: max(parent.width - 32, 0), height: parent.height)
    }
    return nil
  }

  /// The `<rect key="frame">` of `object`.
  static func frame(of object: StoryboardObject) -> Rect? {
    guard let rect = object.children.first(where: { $0.element == "rect" && $0.key == "frame" }) else { return nil }
    func value(_ name: String) -> Double { rect.attributes[name].flatMap(Double.init) ?? 0 }
    return Rect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
  }

  /// How `object` is drawn and the text it shows.
  static func kindAndText(_ object: StoryboardObject) -> (BoxKind, String?) {
    let attributes = object.attributes
    switch object.element {
    case "label": return (.label, object.text ?? object.title)
    case "button": return (.button, object.title ?? cellTitle(object) ?? object.image.map { "[\($0)]" })
    case "textField" where cell(of: object)?.attributes.bool("editable") != true && cell(of: object) != nil:
      // An AppKit label: a text field whose cell is not editable.
      return (.label, cellTitle(object))
    case "textField", "searchField", "secureTextField", "tokenField", "comboBox":
      return (
        .textField,
        object.text ?? attributes["placeholder"] ?? attributes["placeholderString"] ?? cellTitle(object)
          ?? cell(of: object)?.attributes["placeholderString"]
      )
    case "textView": return (.textView, object.text)
    case "imageView":
      return (.image, object.image ?? object.children.first { $0.element == "imageReference" }?.attributes["image"])
    case "switch": return (.toggle, nil)
    case "slider", "progressView", "levelIndicator", "progressIndicator": return (.slider, nil)
    case "segmentedControl":
      let titles = object.children.first { $0.element == "segments" }?.children.map { $0.attributes["title"] ?? "" }
      return (.segmented, titles?.joined(separator: " | "))
    case "searchBar": return (.searchBar, attributes["placeholder"] ?? attributes["text"] ?? "Search")
    case "tableView", "outlineView": return (.list, nil)
    case "collectionView": return (.grid, nil)
    case "tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView":
      return (.cell, object.text ?? object.title)
    case "tableViewCellContentView", "collectionViewCellContentView": return (.group, nil)
    case "view" where object.key == "contentView": return (.group, nil)
    case "containerView": return (.container, "Container View")
    case "navigationBar":
      return (.navigationBar, object.children.first { $0.element == "items" }?.children.first?.title)
    case "tabBar": return (.tabBar, nil)
    case "toolbar": return (.toolbar, nil)
    case "view", "stackView", "scrollView", "visualEffectView", "customView", "clipView", "box", "splitView",
      "tabView":
      return (.view, nil)
    default:
      return (.opaque, object.customClass ?? cellTitle(object) ?? object.element)
    }
  }

  /// An AppKit control's cell (`<buttonCell>`, `<textFieldCell>`, `<popUpButtonCell>` …).
  static func cell(of object: StoryboardObject) -> StoryboardObject? {
    object.children.first { $0.element.hasSuffix("Cell") && $0.key == "cell" }
  }

  /// The title of an AppKit control's cell.
  static func cellTitle(_ object: StoryboardObject) -> String? {
    cell(of: object)?.attributes["title"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// A bar button item's title: its title, its system item's name, or its image in brackets.
  static func barItemTitle(_ item: StoryboardObject) -> String? {
    if let title = item.title, !title.isEmpty { return title }
    if let system = item.attributes["systemItem"] {
      if system == "flexibleSpace" || system == "fixedSpace" { return nil }
      return systemItemTitles[system] ?? system.prefix(1).uppercased() + system.dropFirst()
    }
    if let image = item.image { return "[\(image)]" }
    return "Item"
  }

  private static let systemItemTitles = [
    "add": "+", "action": "Share", "organize": "Organize", "bookmarks": "Bookmarks", "fastForward": "»",
    "rewind": "«", "play": "▶", "pause": "❚❚", "stop": "■", "pageCurl": "Curl",
  ]
}
