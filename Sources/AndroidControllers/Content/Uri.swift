/// An immutable URI reference: an intent's data.
///
/// Mirrors `android.net.Uri` for what intent resolution reads: the scheme, the authority's host and port, the path.
public struct Uri: Hashable, Sendable, CustomStringConvertible {
  private let text: String

  /// Android's `Uri.parse(String)`: never fails; parts it cannot find are `nil`.
  public static func parse(_ uriString: String) -> Uri { Uri(text: uriString) }

  /// The text as given.
  public var description: String { text }

  /// The part before the first `:`, when it comes before any `/`, `?` or `#`.
  public var scheme: String? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let head = text[..<colon]
    guard !head.isEmpty, !head.contains(where: { "/?#".contains($0) }) else { return nil }
    return String(head)
  }

  /// The authority after `//`, up to the path, query or fragment.
  public var authority: String? {
    let afterScheme = scheme.map { text.dropFirst($0.count + 1) } ?? Substring(text)
    guard afterScheme.hasPrefix("//") else { return nil }
    let rest = afterScheme.dropFirst(2)
    return String(rest.prefix { !"/?#".contains($0) })
  }

  /// The authority's host, without user info and port.
  public var host: String? {
    guard let authority else { return nil }
    let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
    return String(hostAndPort.split(separator: ":", omittingEmptySubsequences: false).first ?? "")
  }

  /// The authority's port, or -1.
  public var port: Int {
    guard let authority, let colon = authority.lastIndex(of: ":") else { return -1 }
    return Int(authority[authority.index(after: colon)...]) ?? -1
  }

  /// The path after the authority, before the query and fragment.
  public var path: String? {
    var rest = scheme.map { text.dropFirst($0.count + 1) } ?? Substring(text)
    if rest.hasPrefix("//") { rest = rest.dropFirst(2).drop { !"/?#".contains($0) } }
    let path = rest.prefix { !"?#".contains($0) }
    return path.isEmpty ? nil : String(path)
  }
}
