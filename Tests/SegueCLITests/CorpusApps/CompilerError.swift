import Foundation

/// One `error:` line of `swiftc -diagnostic-style llvm`, and whose gap it is.
struct CompilerError: Equatable {
  var file: String
  var line: Int
  var message: String

  /// Whose gap an error shows.
  enum Owner: String, CaseIterable {
    /// UIKit's surface (UIKit, and the CoreGraphics, QuartzCore and text types UIKit brings): SegueKit's to close.
    case segueKit
    /// Foundation API that Apple's Foundation has and Linux's does not.
    case foundation
    /// Swift that only the Objective-C runtime allows (an override in an extension): `segue port`'s to rewrite.
    case port
    /// A framework that does not exist on Linux (third-party, or Apple's other than UIKit and Foundation).
    case otherFramework
    /// None of these could be told from the message and the line: a follow-on error, or the app's own.
    case unattributed
  }

  /// Parses the `error:` lines of swiftc's output; paths are made relative to `folder`.
  static func parse(_ output: String, folder: String) -> [CompilerError] {
    output.split(separator: "\n").compactMap { line in
      guard let match = line.firstMatch(of: /^(.+?):(\d+):\d+: error: (.*)$/) else { return nil }
      var file = String(match.1)
      if file.hasPrefix(folder + "/") { file.removeFirst(folder.count + 1) }
      return CompilerError(file: file, line: Int(match.2) ?? 0, message: String(match.3))
    }
  }

  /// Names UIKit declares (or brings with CoreGraphics and QuartzCore); `NS` names only those of UIKit's text and
  /// layout API, the others being Foundation's.
  static func isUIKitName(_ name: Substring) -> Bool {
    name.wholeMatch(of: /(UI|CG|CA)[A-Z]\w*(\.\w+)*/) != nil
      || name.wholeMatch(
        of:
          /NS(Layout|AttributedString\.Key|TextAlignment|LineBreakMode|Directional|CollectionLayout|Diffable|TextContainer|TextStorage|LayoutManager|MutableParagraphStyle|ParagraphStyle|Shadow|UnderlineStyle|TextAttachment|StringDrawing)\w*(\.\w+)*/
      ) != nil
  }

  /// Decides the owner from the names the message quotes, then from the enclosing class's superclasses (for a
  /// member the app's own class lacks), then from the names on the line itself.
  func owner(source: [Substring], superclasses: [String: String], standIns: Set<String>) -> Owner {
    if message.hasPrefix("no such module") { return .otherFramework }
    if message.contains("has moved to the FoundationNetworking module") { return .foundation }
    if message.contains("main actor-isolated") { return .segueKit }
    if message.contains("cannot be overridden from extension")
      || message.contains("is declared in extension of") && message.contains("cannot be overridden")
      || message.hasPrefix("overriding non-@objc declarations from extensions is not supported")
    {
      return .port
    }
    if let module = message.firstMatch(of: /(?:^|in )module '(\w+)'/)?.1 {
      return standIns.contains(String(module)) ? .otherFramework : .segueKit
    }
    // SwiftUI's and Combine's property wrappers and macros.
    if message.firstMatch(of: /^(unknown attribute|no macro named) '/) != nil { return .otherFramework }
    let quoted = message.matches(of: /'([A-Za-z_][\w.]*)'/).map(\.1)
    if quoted.contains(where: Self.isUIKitName) { return .segueKit }
    if let type = message.firstMatch(of: /^'super' cannot be used in class '(\w+)'/)?.1 {
      return superclasses[String(type)].map { Self.isUIKitName(Substring($0)) } == true ? .segueKit : .otherFramework
    }
    if message.hasPrefix("method does not override any method from its superclass")
      || message.hasPrefix("property does not override any property from its superclass")
    {
      guard let root = enclosingClassRoot(source: source, superclasses: superclasses) else { return .unattributed }
      return Self.isUIKitName(Substring(root)) ? .segueKit : .otherFramework
    }
    if let missing = message.firstMatch(of: /^cannot find (?:type )?'(\w+)' in scope$/)?.1 {
      if missing.first?.isUppercase == true {
        return missing.hasPrefix("NS") ? .foundation : .otherFramework
      }
      // A lowercase name: a member inherited from the enclosing class's superclass, or a free function (`os_log`
      // is the os framework's).
      if missing.hasPrefix("os_") { return .otherFramework }
      if let root = enclosingClassRoot(source: source, superclasses: superclasses) {
        return Self.isUIKitName(Substring(root)) ? .segueKit : .otherFramework
      }
      return .unattributed
    }
    if let type = message.firstMatch(of: /^value of type '(\w+)' has no member/)?.1 {
      var root = String(type)
      var seen: Set<String> = []
      while let next = superclasses[root], seen.insert(root).inserted { root = next }
      if root != String(type) || Self.isUIKitName(type) {
        return Self.isUIKitName(Substring(root)) ? .segueKit : .otherFramework
      }
    }
    guard line > 0, line <= source.count else { return .unattributed }
    let names = source[line - 1].matches(of: /\b[A-Z][A-Za-z0-9_]*\b/).map(\.0)
    return names.contains(where: Self.isUIKitName) ? .segueKit : .unattributed
  }

  /// The outermost superclass of the class (or extended class) declared last above the error's line.
  private func enclosingClassRoot(source: [Substring], superclasses: [String: String]) -> String? {
    var index = min(line, source.count) - 1
    while index >= 0 {
      if let match = source[index].firstMatch(of: /^\s*(?:[a-z]+\s+)*(?:class|extension)\s+(\w+)/) {
        var root = String(match.1)
        var seen: Set<String> = []
        while let next = superclasses[root], seen.insert(root).inserted { root = next }
        return root
      }
      index -= 1
    }
    return nil
  }

  /// `class Name: Superclass` declarations of the app's sources.
  static func superclasses(in sources: [String]) -> [String: String] {
    var result: [String: String] = [:]
    for source in sources {
      for match in source.matches(of: /(?m)^\s*(?:@\w+\s+)*(?:[a-z]+\s+)*class\s+(\w+)(?:<[^>]*>)?\s*:\s*([\w.]+)/) {
        result[String(match.1)] = String(match.2)
      }
    }
    return result
  }
}
