/// An argument a destination takes: its type, whether it may be null, and its default value — AndroidX's
/// `NavArgument`.
@preconcurrency @MainActor
public final class NavArgument {
  /// AndroidX's `getType()`.
  public let type: NavType
  /// AndroidX's `isNullable()`.
  public let isNullable: Bool
  /// The default value as written in the graph (`@null` for null); `nil` when there is none.
  public let defaultValueText: String?

  /// An argument of `type`.
  public init(type: NavType, isNullable: Bool = false, defaultValue: String? = nil) {
    self.type = type
    self.isNullable = isNullable
    defaultValueText = defaultValue
  }

  /// AndroidX's `isDefaultValuePresent()`.
  public var isDefaultValuePresent: Bool { defaultValueText != nil }

  /// Puts the default value under `name` (AndroidX `putDefaultValue`).
  func putDefaultValue(_ name: String, _ bundle: Bundle) {
    guard let defaultValueText else { return }
    type.put(bundle, name, parsing: defaultValueText)
  }
}
