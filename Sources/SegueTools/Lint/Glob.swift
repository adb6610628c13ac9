import Foundation

/// Shell-style path patterns: `*` and `?` within one path component, `**` across components.
package enum Glob {
  package static func matches(_ pattern: String, _ path: String) -> Bool {
    match(Array(pattern.utf8)[...], Array(path.utf8)[...])
  }

  private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    let slash = UInt8(ascii: "/")
    guard let first = pattern.first else { return text.isEmpty }
    if first == UInt8(ascii: "*") {
      let isDouble = pattern.dropFirst().first == UInt8(ascii: "*")
      if isDouble {
        var rest = pattern.dropFirst(2)
        // `**/` also matches no folder at all.
        if rest.first == slash, match(rest.dropFirst(), text) { return true }
        if rest.first == slash { rest = rest.dropFirst() }
        var index = text.startIndex
        while true {
          if match(rest, text[index...]) { return true }
          guard index < text.endIndex else { return false }
          index += 1
        }
      }
      var index = text.startIndex
      while true {
        if match(pattern.dropFirst(), text[index...]) { return true }
        guard index < text.endIndex, text[index] != slash else { return false }
        index += 1
      }
    }
    guard let character = text.first else { return false }
    if first == UInt8(ascii: "?") {
      return character != slash && match(pattern.dropFirst(), text.dropFirst())
    }
    return first == character && match(pattern.dropFirst(), text.dropFirst())
  }

  /// `path` relative to `base` when it lies below it (both made absolute and standardized), else `path` without
  /// a leading `./`.
  static func relativePath(_ path: String, to base: String) -> String {
    let absolutePath = LintPath.absolute(path)
    let absoluteBase = LintPath.absolute(base)
    if absolutePath.hasPrefix(absoluteBase == "/" ? "/" : absoluteBase + "/") {
      return String(absolutePath.dropFirst(absoluteBase == "/" ? 1 : absoluteBase.count + 1))
    }
    var trimmed = Substring(path)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    return String(trimmed)
  }
}
