import AndroidFormat

extension InspectReport {
  /// One decoded Android layout: its outline and the fragments it hosts.
  public struct LayoutEntry: Sendable, Codable, Equatable {
    /// The path as given.
    public var path: String
    /// ``AndroidFormat/AndroidLayout/outline``, a line per element.
    public var outline: [String]
    /// The ids of the views, as written (`@+id/cart`), in file order.
    public var ids: [String]
    /// The fragment class each `<fragment>` or `FragmentContainerView` names, in file order.
    public var fragments: [String]
    /// The `android:onClick` handler names, in file order.
    public var onClick: [String]

    init(_ layout: AndroidLayout) {
      path = layout.path
      outline = layout.outline.split(separator: "\n").map(String.init)
      ids = layout.views.compactMap(\.id)
      fragments = layout.fragmentHosts.compactMap(\.fragmentClassName)
      onClick = layout.views.compactMap(\.onClick)
    }
  }
}
