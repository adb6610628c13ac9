/// Reads the resource references navigation files use: `@+id/home`, `@id/home`, `@android:id/home`,
/// `@navigation/other`.
public enum NavigationReference {
  /// `home` for `@+id/home`, `@id/home` or `@android:id/home`; `nil` for anything else.
  public static func idName(_ reference: String) -> String? {
    for prefix in ["@+id/", "@id/", "@android:id/", "@+android:id/"] where reference.hasPrefix(prefix) {
      let name = String(reference.dropFirst(prefix.count))
      return name.isEmpty ? nil : name
    }
    return nil
  }

  /// `other` for `@navigation/other` when `type` is `navigation`; `nil` for anything else.
  public static func resourceName(_ reference: String, type: String) -> String? {
    let prefix = "@\(type)/"
    guard reference.hasPrefix(prefix), reference.count > prefix.count else { return nil }
    return String(reference.dropFirst(prefix.count))
  }
}
