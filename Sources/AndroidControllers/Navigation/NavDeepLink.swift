/// A URI pattern, action and MIME type that lead to a destination: AndroidX's `NavDeepLink`.
///
/// The pattern's `{name}` placeholders match one path segment (or a query parameter's value) each and become
/// arguments; a scheme-less pattern (`www.example.com/user/{id}`) matches `http` and `https`, as AndroidX's does.
@preconcurrency @MainActor
public final class NavDeepLink {
  /// AndroidX's `getUriPattern()`.
  public let uriPattern: String?
  /// AndroidX's `getAction()`.
  public let action: String?
  /// AndroidX's `getMimeType()`.
  public let mimeType: String?

  /// A deep link with the given parts.
  public init(uriPattern: String?, action: String? = nil, mimeType: String? = nil) {
    self.uriPattern = uriPattern
    self.action = action
    self.mimeType = mimeType
  }

  /// The argument names of the pattern, in order.
  var argumentNames: [String] {
    guard let uriPattern else { return [] }
    return uriPattern.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) }
  }

  /// The arguments `uri` gives when it matches the pattern (AndroidX `getMatchingArguments`), else `nil`.
  func matchingArguments(_ uri: Uri) -> [String: String]? {
    guard let uriPattern else { return nil }
    let (patternScheme, patternRest) = Self.split(uriPattern)
    let (scheme, rest) = Self.split(uri.description)
    if let patternScheme {
      guard scheme == patternScheme else { return nil }
    } else {
      guard scheme == nil || scheme == "http" || scheme == "https" else { return nil }
    }
    let (patternPath, patternQuery) = Self.splitQuery(patternRest)
    let (path, query) = Self.splitQuery(rest)
    let patternParts = patternPath.split(separator: "/", omittingEmptySubsequences: false)
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard patternParts.count == parts.count else { return nil }
    var arguments: [String: String] = [:]
    for (pattern, part) in zip(patternParts, parts) {
      guard Self.match(String(pattern), String(part), into: &arguments) else { return nil }
    }
    let given = Dictionary(Self.queryItems(query), uniquingKeysWith: { first, _ in first })
    for (key, pattern) in Self.queryItems(patternQuery) {
      guard let value = given[key] else { continue }  // query parameters are optional
      guard Self.match(pattern, value, into: &arguments) else { return nil }
    }
    return arguments
  }

  private static func split(_ uri: String) -> (scheme: String?, rest: Substring) {
    guard let start = firstIndex(of: "://", in: Substring(uri)) else { return (nil, Substring(uri)) }
    return (String(uri[..<start]), uri[uri.index(start, offsetBy: 3)...])
  }

  private static func splitQuery(_ text: Substring) -> (Substring, Substring) {
    guard let mark = text.firstIndex(of: "?") else { return (text, "") }
    return (text[..<mark], text[text.index(after: mark)...])
  }

  private static func queryItems(_ query: Substring) -> [(String, String)] {
    query.split(separator: "&").map { item in
      let pair = item.split(separator: "=", maxSplits: 1)
      return (String(pair[0]), pair.count > 1 ? String(pair[1]) : "")
    }
  }

  /// Where `needle` first starts in `text`, without Foundation.
  private static func firstIndex(of needle: String, in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    while index < text.endIndex {
      if text[index...].hasPrefix(needle) { return index }
      index = text.index(after: index)
    }
    return nil
  }

  /// One segment: literal text with `{name}` placeholders, each taking at least one character.
  private static func match(_ pattern: String, _ text: String, into arguments: inout [String: String]) -> Bool {
    guard pattern.contains("{") else { return pattern == text }
    var literal = ""
    var names: [String] = []
    var pieces: [String] = []
    var inName = false
    for character in pattern {
      if character == "{" {
        pieces.append(literal)
        literal = ""
        inName = true
      } else if character == "}" && inName {
        names.append(literal)
        literal = ""
        inName = false
      } else {
        literal.append(character)
      }
    }
    pieces.append(literal)
    // pieces[0] name0 pieces[1] name1 … pieces[n]
    var rest = Substring(text)
    guard rest.hasPrefix(pieces[0]) else { return false }
    rest = rest.dropFirst(pieces[0].count)
    for (index, name) in names.enumerated() {
      let next = pieces[index + 1]
      let end: Substring.Index
      if next.isEmpty {
        end = index == names.count - 1 ? rest.endIndex : rest.index(after: rest.startIndex)
      } else {
        guard let found = Self.firstIndex(of: next, in: rest.dropFirst()) else { return false }
        end = found
      }
      guard end > rest.startIndex else { return false }
      arguments[name] = String(rest[..<end]).removingPercentEncodingIfAny
      rest = rest[end...].dropFirst(next.count)
    }
    return rest.isEmpty
  }
}

extension String {
  /// `%20` and friends decoded, as `Uri.decode` does; the text as is when it is not valid percent-encoding.
  fileprivate var removingPercentEncodingIfAny: String {
    guard contains("%") else { return self }
    var bytes: [UInt8] = []
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%"), let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex),
        let low = utf8.index(index, offsetBy: 2, limitedBy: utf8.endIndex), low < utf8.endIndex,
        let value = UInt8(String(decoding: [utf8[high], utf8[low]], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        index = utf8.index(after: low)
      } else {
        bytes.append(byte)
        index = utf8.index(after: index)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
