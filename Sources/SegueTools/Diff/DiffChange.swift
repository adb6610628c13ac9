public import StoryboardFormat

/// One difference between two versions of a storyboard or xib, named the way a person reads it.
public struct DiffChange: Sendable, Hashable, Codable {
  /// What happened to the object.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// The object is only in the new version.
    case added
    /// The object is only in the old version.
    case removed
    /// The object has another parent in the new version.
    case moved
    /// The object has the same parent but another place among its siblings.
    case reordered
    /// An attribute, a property element or the text changed.
    case changed
  }

  /// Why a change may not matter to a reader.
  public enum Noise: String, Sendable, Hashable, Codable {
    /// Written by another Xcode on re-save: `toolsVersion`, `systemVersion`, plug-in versions, `<capability>`, the
    /// preview device and the generated `<resources>` and `<inferredMetricsTieBreakers>`.
    case resave
    /// Only a frame or a scene's place on the canvas changed (`<rect key="frame">`, `misplaced`,
    /// `<point key="canvasLocation">`): hidden with `--ignore-frames`.
    case frame
  }

  public var kind: Kind
  /// What the object is: `document`, `scene`, `controller`, `view`, `segue`, `outlet`, `action`, `constraint` or
  /// `object`.
  public var category: String
  /// The scene (or, in a xib, the top-level object) the change is in: "Products (ProductListViewController)".
  public var context: String?
  /// The object: "segue 'showDetail'", "button 'Buy'".
  public var object: String
  /// The object's id, or its address when it has none.
  public var id: String
  /// The attribute or property element that changed (`kind`, `frame.width`), for `changed`.
  public var attribute: String?
  /// The value before, for `changed` (absent when the attribute was added), or the old parent for `moved`.
  public var old: String?
  /// The value after, for `changed` (absent when the attribute was removed), or the new parent for `moved`.
  public var new: String?
  /// Where the object is in the old file.
  public var oldLocation: SourceLocation?
  /// Where the object is in the new file.
  public var newLocation: SourceLocation?
  /// Set when the change is Xcode's re-save noise or frame-only.
  public var noise: Noise?

  /// The change in one line: "Products (ProductListViewController): segue 'showDetail' show → present modally".
  public var summary: String {
    let prefix = context.map { "\($0): " } ?? ""
    switch kind {
    case .added: return "\(prefix)\(object) added"
    case .removed: return "\(prefix)\(object) removed"
    case .moved: return "\(prefix)\(object) moved from \(old ?? "?") to \(new ?? "?")"
    case .reordered: return "\(prefix)\(object) reordered"
    case .changed:
      let name = attribute.map { "\($0) " } ?? ""
      switch (old, new) {
      case (let old?, let new?): return "\(prefix)\(object) \(name)\(old) → \(new)"
      case (nil, let new?): return "\(prefix)\(object) \(name)set to \(new)"
      case (let old?, nil): return "\(prefix)\(object) \(name)\(old) removed"
      case (nil, nil): return "\(prefix)\(object) \(name)changed"
      }
    }
  }
}
