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
    /// None of these: the app's own code, or a gap ``ErrorAttribution`` cannot tell.
    case unattributed
  }

  /// Parses the `error:` lines of swiftc's output; paths are made relative to `folder`.
  /// An error reported more than once at the same place (swiftc repeats a declaration's errors for each file that
  /// uses it) counts once.
  static func parse(_ output: String, folder: String) -> [CompilerError] {
    var seen: Set<Substring> = []
    let errorLine = /^(.+?):(\d+):\d+: error: (.*)$/  // made once, as in `MinimalPort.importedModules`
    return output.split(separator: "\n").compactMap { line in
      guard seen.insert(line).inserted, let match = line.firstMatch(of: errorLine) else {
        return nil
      }
      var file = String(match.1)
      if file.hasPrefix(folder + "/") { file.removeFirst(folder.count + 1) }
      return CompilerError(file: file, line: Int(match.2) ?? 0, message: String(match.3))
    }
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
