extension Collection {
  /// The element when there is exactly one.
  var onlyElement: Element? { count == 1 ? first : nil }
}
