public import StoryboardFormat

/// Renders one decoded xib as `segue inspect` text: a header line, then each placeholder and top-level object with
/// the connections held inside it.
///
/// ```
/// Cell.xib: iOS (iOS.CocoaTouch), toolsVersion 23504, nib, owner App.ProfileViewController, 1 object, 2 connections
///   placeholder -1 File's Owner class=App.ProfileViewController
///     outlet view -> V
///   placeholder -2 First Responder
///   view V
///     action save: (touchUpInside) from button B -> -1 (File's Owner)
/// ```
public enum NibTextRenderer {
  /// The text for `nib`, ending in a newline.
  public static func render(_ nib: NibDocument) -> String {
    let runtime = nib.targetRuntime ?? "unknown runtime"
    let owner = nib.ownerClass.map { InspectTextRenderer.qualified($0, nib.filesOwner?.customModule) } ?? "NSObject"
    let objects = nib.topLevelObjects.count
    let connections = nib.connections.count
    var text =
      "\(nib.path): \(nib.platform.rawValue) (\(runtime)), toolsVersion \(nib.toolsVersion ?? "?"), nib, "
      + "owner \(owner), \(objects) object\(objects == 1 ? "" : "s"), "
      + "\(connections) connection\(connections == 1 ? "" : "s")\n"
    let names = placeholderNames(nib)
    for object in nib.objects {
      text += "  " + objectLine(object, names: names) + "\n"
      object.forEachObject { holder in
        for connection in holder.connections {
          text += "    " + connectionLine(connection, holder: holder, top: object, names: names) + "\n"
        }
      }
    }
    return text
  }

  /// Placeholder ids and what a person calls them, to name connection ends.
  private static func placeholderNames(_ nib: NibDocument) -> [String: String] {
    var names: [String: String] = [:]
    for placeholder in nib.placeholders {
      guard let id = placeholder.id else { continue }
      switch placeholder.attributes["placeholderIdentifier"] {
      case "IBFilesOwner": names[id] = "File's Owner"
      case "IBFirstResponder": names[id] = "First Responder"
      case let other?: names[id] = other
      case nil: break
      }
    }
    return names
  }

  private static func objectLine(_ object: StoryboardObject, names: [String: String]) -> String {
    var line = object.element
    if let id = object.id { line += " \(id)" }
    if let id = object.id, let name = names[id] { line += " \(name)" }
    if let customClass = object.customClass {
      line += " class=\(InspectTextRenderer.qualified(customClass, object.customModule))"
    }
    if let identifier = object.reuseIdentifier { line += " reuseIdentifier=\(identifier)" }
    if let label = object.userLabel, object.element != "placeholder" { line += " label=\"\(label)\"" }
    return line
  }

  private static func connectionLine(
    _ connection: Connection, holder: StoryboardObject, top: StoryboardObject, names: [String: String]
  ) -> String {
    var line = connection.kind.rawValue
    if let name = connection.property ?? connection.selector { line += " \(name)" }
    if let event = connection.eventType { line += " (\(event))" }
    if holder.location != top.location {
      line += " from \(holder.element)"
      if let id = holder.id { line += " \(id)" }
    }
    if let endpoint = connection.destination ?? connection.target {
      line += " -> \(endpoint)"
      if let name = names[endpoint] { line += " (\(name))" }
    }
    return line
  }
}
