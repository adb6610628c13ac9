public import StoryboardFormat

/// A `<data>` element of an intent filter: which URIs and MIME types the filter accepts.
///
/// Android merges every `<data>` of one filter into one set of schemes, hosts, paths and types; the model keeps
/// each element as written (``IntentFilter/schemes`` and the others give the merged view).
public struct IntentFilterData: Sendable, Hashable {
  public var scheme: String?
  public var host: String?
  public var port: String?
  public var path: String?
  public var pathPrefix: String?
  public var pathPattern: String?
  public var pathSuffix: String?
  public var pathAdvancedPattern: String?
  public var mimeType: String?
  /// Every attribute as written (`ssp`, `sspPrefix`, `mimeGroup` … too), in file order.
  public var attributes: Attributes
  public var location: SourceLocation

  /// A `<data>` element at `location` with no values.
  public init(location: SourceLocation) {
    attributes = Attributes()
    self.location = location
  }
}
