import Foundation
import StoryboardFormat

/// Finds which storyboards an app launches from: its main storyboard(s) and launch screen.
///
/// A storyboard is main when an `Info.plist` (or `*-Info.plist`) in its folder or up to three
/// folders above names it (`UIMainStoryboardFile`, `NSMainStoryboardFile`, `UISceneStoryboardFile`
/// in `UIApplicationSceneManifest`), or an `.xcodeproj` there sets `INFOPLIST_KEY_UIMainStoryboardFile`.
/// `UILaunchStoryboardName` (or its build-setting form) or `launchScreen="YES"` makes a launch
/// storyboard. When no Info.plist or project is found near a storyboard, one named exactly `Main`
/// (Xcode's template) is `mainByName`: its initial scene is taken as the window root for placements,
/// but main-storyboard-without-initial does not report it (a guess is no declaration).
enum AppStoryboards {
  enum Role: String, Hashable {
    case main, launch
    /// Named `Main`, with no Info.plist or project found to say otherwise.
    case mainByName
  }

  static func find(for documents: [StoryboardDocument]) -> [String: Role] {
    var result: [String: Role] = [:]
    var cache: [String: Declared?] = [:]
    for document in documents {
      if document.isLaunchScreen { result[document.path] = .launch }
      var declared: Declared?
      var current = URL(fileURLWithPath: document.path).standardizedFileURL.deletingLastPathComponent().path
      for _ in 0..<4 {
        let found: Declared?
        if let cached = cache[current] {
          found = cached
        } else {
          found = declarations(in: current)
          cache[current] = found
        }
        if let found {
          declared = declared.map { $0.merged(with: found) } ?? found
        }
        let parent = FilePaths.folder(of: current)
        if parent == current || parent.isEmpty { break }
        current = parent
      }
      if let declared {
        if declared.main.contains(document.name) { result[document.path] = .main }
        if declared.launch.contains(document.name) { result[document.path] = result[document.path] ?? .launch }
      } else if document.name == "Main" {
        result[document.path] = .mainByName
      }
    }
    return result
  }

  struct Declared: Equatable {
    var main: Set<String> = []
    var launch: Set<String> = []

    func merged(with other: Declared) -> Declared {
      Declared(main: main.union(other.main), launch: launch.union(other.launch))
    }
  }

  /// What the Info.plists and Xcode projects directly in `folder` declare, or `nil` when there are none.
  static func declarations(in folder: String) -> Declared? {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
    var declared: Declared?
    for entry in entries.sorted() {
      let path = FilePaths.join(folder, entry)
      if entry == "Info.plist" || entry.hasSuffix("-Info.plist") {
        guard let data = FileManager.default.contents(atPath: path),
          let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { continue }
        var found = Declared()
        for key in ["UIMainStoryboardFile", "NSMainStoryboardFile", "UIMainStoryboardFile~ipad"] {
          if let name = plist[key] as? String { found.main.insert(name) }
        }
        if let name = plist["UILaunchStoryboardName"] as? String { found.launch.insert(name) }
        if let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
          let configurations = manifest["UISceneConfigurations"] as? [String: Any]
        {
          for case let list as [[String: Any]] in configurations.values {
            for configuration in list {
              if let name = configuration["UISceneStoryboardFile"] as? String { found.main.insert(name) }
            }
          }
        }
        declared = declared.map { $0.merged(with: found) } ?? found
      } else if entry.hasSuffix(".xcodeproj") {
        let project = FilePaths.join(path, "project.pbxproj")
        guard let text = try? String(contentsOfFile: project, encoding: .utf8) else { continue }
        var found = Declared()
        found.main = settings("INFOPLIST_KEY_UIMainStoryboardFile", in: text)
          .union(settings("INFOPLIST_KEY_NSMainStoryboardFile", in: text))
        found.launch = settings("INFOPLIST_KEY_UILaunchStoryboardName", in: text)
        // A project that generates its Info.plist and names no storyboard still declares: no main storyboard.
        if text.contains("GENERATE_INFOPLIST_FILE = YES") || !found.main.isEmpty || !found.launch.isEmpty {
          declared = declared.map { $0.merged(with: found) } ?? found
        }
      }
    }
    return declared
  }

  /// The values of `KEY = value;` build settings in a project file.
  static func settings(_ key: String, in text: String) -> Set<String> {
    var values: Set<String> = []
    var rest = Substring(text)
    while let range = rest.range(of: key + " = ") {
      let tail = rest[range.upperBound...]
      let end = tail.firstIndex(of: ";") ?? tail.endIndex
      let value = tail[..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
      if !value.isEmpty { values.insert(value) }
      rest = tail[end...]
    }
    return values
  }
}
