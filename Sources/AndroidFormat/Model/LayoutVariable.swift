public import StoryboardFormat

/// A `<variable name="user" type="com.example.User"/>` of a data-binding layout's `<data>`: a property of the
/// generated binding class that expressions read.
public struct LayoutVariable: Sendable, Hashable {
  /// The `name` attribute (`""` when missing, which the data-binding compiler refuses).
  public var name: String
  /// The `type` attribute as written (`LiveData<String>`, after XML unescaping; `""` when missing).
  public var type: String
  public var location: SourceLocation

  /// A variable with the given name and type.
  public init(name: String, type: String, location: SourceLocation) {
    self.name = name
    self.type = type
    self.location = location
  }
}
