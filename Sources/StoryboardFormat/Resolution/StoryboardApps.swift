import Foundation

/// Tells which app (bundle) a storyboard file belongs to, from the folders around it, so that storyboards of
/// one name in two apps (an app and its extension, an iOS and a tvOS target) are not taken for one another.
///
/// A storyboard's app is the nearest folder, from its own (a `*.lproj` folder counts as its parent) up to three
/// above, that holds an `Info.plist` or `*-Info.plist`; without one, its own folder. Xcode project membership is
/// not read.
struct StoryboardApps: Sendable {
  /// The canonical path of the app's folder.
  typealias Key = String

  private var keysByFolder: [String: Key] = [:]

  mutating func key(for path: String) -> Key {
    var folder = FilePaths.folder(of: path)
    if FilePaths.lastComponent(folder).hasSuffix(".lproj") { folder = FilePaths.folder(of: folder) }
    if let known = keysByFolder[folder] { return known }
    let own = FilePaths.canonical(folder)
    var key = own
    var current = own
    for _ in 0..<4 {
      if Self.holdsInfoPlist(current) {
        key = current
        break
      }
      let parent = FilePaths.folder(of: current)
      if parent == current { break }
      current = parent
    }
    keysByFolder[folder] = key
    return key
  }

  private static func holdsInfoPlist(_ folder: String) -> Bool {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
    return entries.contains { $0 == "Info.plist" || $0.hasSuffix("-Info.plist") }
  }
}
