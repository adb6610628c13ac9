public import StoryboardFormat

/// An `<import type="android.view.View"/>` of a data-binding layout's `<data>`: a class that expressions may name.
public struct LayoutImport: Sendable, Hashable {
  /// The `type` attribute: a fully qualified class name (`""` when missing, which the data-binding compiler refuses).
  public var type: String
  /// The `alias` attribute as written, if any.
  public var alias: String?
  public var location: SourceLocation

  /// An import of `type`, optionally under `alias`.
  public init(type: String, alias: String? = nil, location: SourceLocation) {
    self.type = type
    self.alias = alias
    self.location = location
  }

  /// The name expressions use: the alias, else the simple name after the last `.`, as `LayoutFileParser.parseData`
  /// derives it.
  public var name: String {
    if let alias, !alias.isEmpty { return alias }
    return type.split(separator: ".").last.map(String.init) ?? type
  }
}
