/// A place in a file being ported: the file (relative path) and its line and column.
struct PortLocation: Equatable {
  var file: String
  var line: Int
  var column: Int
}
