/// A `#selector(…)` expression awaiting resolution, once every file's declarations are known.
struct SelectorUse {
  var file: String
  var range: Range<Int>
  var location: PortLocation
  /// The type written before the name (`Cell` in `#selector(Cell.tap)`), or the enclosing type.
  var typeName: String?
  var enclosingType: String?
  var baseName: String
  /// The argument labels when written (`buy(_:)`), `nil` when only the base name is.
  var labels: [String?]?
  /// `getter:` or `setter:`, for a property's accessor.
  var accessor: String?
  /// The initial value of a constant or variable with no type written (`static let tap = #selector(tap)`): a
  /// string there would make a `String`, so the port writes `Selector("tap")`.
  var initializesUntypedBinding = false
}
