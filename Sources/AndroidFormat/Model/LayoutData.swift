public import StoryboardFormat

/// The `<data>` element of a data-binding layout: the binding class's name, its variables and the imports its
/// expressions use.
///
/// Kept, not run: SegueKit has no data-binding compiler, so variables are never set and expressions never evaluated.
/// The model keeps them so that a tool can list them and a runtime can say what it does not do.
public struct LayoutData: Sendable, Hashable {
  /// The `class` attribute: the generated binding class's name when it is not derived from the file's name
  /// (`ContactItem`, `.ContactItem`, `com.example.ContactItem`).
  public var bindingClass: String?
  public var variables: [LayoutVariable]
  public var imports: [LayoutImport]
  /// Every attribute of `<data>` as written.
  public var attributes: Attributes
  /// Children other than `<variable>` and `<import>`, kept whole.
  public var extras: [LayoutView]
  public var location: SourceLocation

  /// An empty `<data>` at `location`.
  public init(location: SourceLocation) {
    variables = []
    imports = []
    attributes = Attributes()
    extras = []
    self.location = location
  }
}
