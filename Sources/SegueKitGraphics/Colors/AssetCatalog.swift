package import Foundation

/// Reads colours and image sets from the asset catalogs (`*.xcassets`) below a bundle's folder.
///
/// Not in UIKit (UIKit reads compiled catalogs); the colour and image sets are found once per bundle and cached.
package enum AssetCatalog {
  /// The folder `nil` and `Bundle.main` stand for once an app folder is launched (SegueKit's launch sets it), so that
  /// `UIImage(named:)` and `UIColor(named:)` find the app's catalogs. Not in UIKit.
  package nonisolated(unsafe) static var launchedBundle: Bundle?
  private nonisolated(unsafe) static var setsByBundlePath: [String: (colors: [String: URL], images: [String: URL])] =
    [:]
  private static let lock = NSLock()
  private static let skippedExtensions: Set<String> = ["build", "swiftmodule", "product", "xctest", "dSYM", "o"]

  /// The light-appearance components of the colour set `name`, or `nil` when there is none.
  static func color(named name: String, in bundle: Bundle) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
    guard let url = colorSets(in: bundle)[name],
      let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return nil }
    let entry = entries.first { $0["appearances"] == nil } ?? entries.first
    guard let color = entry?["color"] as? [String: Any], let parts = color["components"] as? [String: Any] else {
      return nil
    }
    func value(_ key: String) -> CGFloat? { (parts[key] as? String).flatMap(component) }
    let alpha = value("alpha") ?? 1
    if let white = value("white") { return (white, white, white, alpha) }
    return (value("red") ?? 0, value("green") ?? 0, value("blue") ?? 0, alpha)
  }

  /// A component as Xcode writes it: `"0.500"`, `"0x7F"` or `"127"` (8-bit).
  static func component(_ text: String) -> CGFloat? {
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
    }
    if text.contains(".") { return Double(text).map { CGFloat($0) } }
    return Int(text).map { CGFloat($0) / 255 }
  }

  /// The bundle whose catalogs `bundle` stands for: the launched app's for `nil` and `Bundle.main`.
  static func resolve(_ bundle: Bundle?) -> Bundle {
    guard let bundle, bundle.bundlePath != Bundle.main.bundlePath else { return launchedBundle ?? .main }
    return bundle
  }

  private static func colorSets(in bundle: Bundle) -> [String: URL] {
    sets(in: bundle).colors
  }

  /// The folder of the image set `name` (`NAME.imageset`) below `bundle`'s folder, or `nil`.
  static func imageSet(named name: String, in bundle: Bundle) -> URL? {
    sets(in: bundle).images[name]
  }

  /// The colour and image sets below `bundle`'s folder, by name; the first found wins. A set inside a catalog's group
  /// folder whose `Contents.json` says `"provides-namespace": true` is named with the group's name in front
  /// (`Flags/de`), as Xcode's "Provides Namespace" box makes UIKit name it (Asset Catalog Format Reference, Group Type).
  private static func sets(in bundle: Bundle) -> (colors: [String: URL], images: [String: URL]) {
    lock.lock()
    defer { lock.unlock() }
    if let known = setsByBundlePath[bundle.bundlePath] { return known }
    var colors: [String: URL] = [:]
    var images: [String: URL] = [:]
    // The name prefix of each catalog folder and group seen so far, by path.
    var namespaces: [String: String] = [:]
    let root = URL(fileURLWithPath: bundle.bundlePath)
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
    while let url = walker?.nextObject() as? URL {
      let kind = url.pathExtension
      let parentNamespace = namespaces[url.deletingLastPathComponent().path]
      let name = (parentNamespace ?? "") + url.deletingPathExtension().lastPathComponent
      if kind == "xcassets" {
        namespaces[url.path] = ""
      } else if kind.isEmpty, let parentNamespace {
        namespaces[url.path] = providesNamespace(url) ? name + "/" : parentNamespace
      }
      if kind == "colorset", colors[name] == nil { colors[name] = url }
      if kind == "imageset", images[name] == nil { images[name] = url }
      // Catalogs sit in source folders: skip build products and anything deep.
      if kind == "colorset" || kind == "imageset" || skippedExtensions.contains(kind) || (walker?.level ?? 0) > 6 {
        walker?.skipDescendants()
      }
    }
    setsByBundlePath[bundle.bundlePath] = (colors, images)
    return (colors, images)
  }

  /// Whether the catalog group `folder` has Xcode's "Provides Namespace" box checked.
  private static func providesNamespace(_ folder: URL) -> Bool {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = json["properties"] as? [String: Any]
    else { return false }
    return properties["provides-namespace"] as? Bool ?? false
  }
}
