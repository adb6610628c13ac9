import Foundation

/// The Swift language mode a ported app's targets build in: the app's own, so that its sources compile as they did
/// in Xcode. Read from the Xcode project's `SWIFT_VERSION` when one is beside the sources; without one, from the
/// sources: an app that uses a name Swift 4.2 retired (`UIViewAnimationOptions`, `UIApplicationLaunchOptionsKey`,
/// `NSNotification.Name.UIKeyboardWillShow` …) was written in Swift 4 mode, any other builds in Swift 5 mode.
struct LanguageMode: Equatable {
  /// How `Package.swift` spells it: `.v4`, `.v4_2`, `.v5`, `.v6`.
  var manifestName: String
  /// Where it was read: `SWIFT_VERSION = 4.2 in App.xcodeproj`, `the sources use UIViewAnimationOptions`.
  var evidence: String

  static let swift5 = LanguageMode(manifestName: ".v5", evidence: "")

  /// The mode of `SWIFT_VERSION` `version` (`4.0`, `4.2`, `5.0`, `6.0`); nil when SwiftPM has none for it.
  static func named(_ version: String) -> String? {
    let parts = version.split(separator: ".").compactMap { Int($0) }
    guard let major = parts.first else { return nil }
    let minor = parts.count > 1 ? parts[1] : 0
    switch (major, minor) {
    case (..<4, _), (4, ..<2): return ".v4"
    case (4, _): return ".v4_2"
    case (5, _): return ".v5"
    case (6, _): return ".v6"
    default: return nil
    }
  }

  /// The app's mode: its project's when `projects` (the text of `project.pbxproj` files, by path) set
  /// `SWIFT_VERSION`, else its sources'.
  static func of(sources: [String: String], projects: [String: String]) -> LanguageMode {
    // The value most of the project's build configurations give (the app target's Debug and Release, usually with
    // its tests'); the highest on a tie.
    var counts: [String: Int] = [:]
    var projectOf: [String: String] = [:]
    for (path, text) in projects.sorted(by: { $0.key < $1.key }) {
      for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("SWIFT_VERSION = ") else { continue }
        let value = trimmed.dropFirst("SWIFT_VERSION = ".count).trimmingCharacters(
          in: CharacterSet(charactersIn: ";\""))
        guard named(value) != nil else { continue }
        counts[value, default: 0] += 1
        projectOf[value] = projectOf[value] ?? path
      }
    }
    if let (version, _) = counts.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }),
      let name = named(version)
    {
      let project = URL(fileURLWithPath: projectOf[version] ?? "").deletingLastPathComponent().lastPathComponent
      return LanguageMode(manifestName: name, evidence: "SWIFT_VERSION = \(version) in \(project)")
    }
    for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
      if let name = firstSwift4Name(in: text) {
        let file = URL(fileURLWithPath: path).lastPathComponent
        return LanguageMode(manifestName: ".v4", evidence: "\(file) uses \(name), a Swift 4 name")
      }
    }
    return .swift5
  }

  /// The first identifier of `text` that only Swift 4 mode has.
  static func firstSwift4Name(in text: String) -> String? {
    var word = ""
    for character in text.unicodeScalars {
      if CharacterSet.alphanumerics.contains(character) || character == "_" {
        word.unicodeScalars.append(character)
        continue
      }
      if Swift4Names.all.contains(word) { return word }
      word = ""
    }
    return Swift4Names.all.contains(word) ? word : nil
  }

  /// The `project.pbxproj` files of the Xcode projects in `folders` and their parent folders (an app's sources are
  /// usually a folder beside its project), by path.
  static func projects(near folders: [String]) -> [String: String] {
    var found: [String: String] = [:]
    let manager = FileManager.default
    var searched: Set<String> = []
    for folder in folders {
      let url = URL(fileURLWithPath: folder).standardizedFileURL
      for place in [url, url.deletingLastPathComponent()] where searched.insert(place.path).inserted {
        for name in (try? manager.contentsOfDirectory(atPath: place.path)) ?? [] where name.hasSuffix(".xcodeproj") {
          let project = place.appendingPathComponent(name).appendingPathComponent("project.pbxproj")
          if let text = try? String(contentsOf: project, encoding: .utf8) { found[project.path] = text }
        }
      }
    }
    return found
  }
}
