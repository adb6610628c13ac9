extension String {
  /// The type without a trailing `!` or `?`.
  var trimmingOptional: String {
    var text = self
    while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
    return text
  }

  var nilIfEmpty: String? { isEmpty ? nil : self }
}
