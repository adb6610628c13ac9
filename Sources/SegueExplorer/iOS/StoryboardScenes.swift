import Foundation
import StoryboardFormat

/// The scenes of an app's storyboards, and which of them exploration showed: a scene is shown when a controller of
/// its custom class (or, without one, of its UIKit class with its title) was in the window's hierarchy after a step.
@MainActor
final class StoryboardScenes {
  private struct Entry {
    var className: String
    var baseClass: String
    var title: String?
    var hasCustomClass: Bool
    var location: String
    var reason: String
    /// The segues a user triggers from the scene: the names a tap finds the trigger by (its title, its accessibility
    /// identifier), whether a cell triggers it, and the scene it leads to.
    var triggers: [(names: Set<String>, cell: Bool, destination: String)] = []
  }

  private var entries: [Entry] = []
  private var entryByLocation: [String: Int] = [:]
  private var seenClasses: Set<String> = []
  private var seenNamed: Set<String> = []
  /// Whether each entry was reached, updated when a class or a name is seen for the first time.
  private var reached: [Bool] = []
  private var reachedCount = 0

  init(folder: URL) {
    let documents = Self.storyboards(in: folder).compactMap { try? StoryboardDecoder.decode(contentsOf: $0) }
      .filter { !$0.isLaunchScreen }
    for document in documents {
      var entryByController: [String: Int] = [:]
      for scene in document.scenes {
        guard let controller = scene.controller, let className = Self.className(of: controller),
          let baseClass = Self.baseClassName(of: controller.kind)
        else { continue }
        let location = controller.location
        let file = Self.relative(location.file, to: folder)
        entries.append(
          Entry(
            className: className, baseClass: baseClass, title: controller.title,
            hasCustomClass: controller.customClass != nil,
            location: "\(file):\(location.line):\(location.column)",
            reason: Self.reason(controller, in: document, among: documents)))
        entryByController[controller.id] = entries.count - 1
      }
      addTriggers(of: document, byController: entryByController)
    }
    for (position, entry) in entries.enumerated() { entryByLocation[entry.location] = position }
    reached = entries.map { _ in false }
  }

  /// Brings ``reached`` up to date after new classes or names were seen.
  private func updateReached() {
    for position in entries.indices where !reached[position] && isReached(entries[position]) {
      reached[position] = true
      reachedCount += 1
    }
  }

  /// Records, for each scene of `document`, the segues a tap triggers and the scenes they lead to (a segue to a
  /// container leads to the container's scene: showing it shows its children).
  private func addTriggers(of document: StoryboardDocument, byController: [String: Int]) {
    for scene in document.scenes {
      guard let controller = scene.controller, let source = byController[controller.id] else { continue }
      for segue in scene.segues {
        guard let destination = byController[segue.destination] else { continue }
        let cell: Bool
        switch segue.owner.role {
        case .control, .barButtonItem, .gestureRecognizer: cell = false
        case .tableViewCell, .collectionViewCell: cell = true
        default: continue
        }
        var names: Set<String> = []
        if let title = segue.owner.title { names.insert(title) }
        if let id = segue.owner.id, let object = controller.object.object(withID: id) {
          for name in [object.title, object.accessibilityIdentifier, object.accessibilityLabel].compactMap({ $0 }) {
            names.insert(name)
          }
        }
        entries[source].triggers.append((names, cell, entries[destination].location))
      }
    }
  }

  /// The scenes whose controller `className` named `name` (as traces name it) may be.
  func scenes(className: String, name: String) -> [Int] {
    entries.indices.filter { position in
      let entry = entries[position]
      if entry.className == className && (entry.hasCustomClass || entry.title == nil || entry.title == name) {
        return true
      }
      return entry.title == name && entry.baseClass == className
    }
  }

  /// The scenes (by location) that the segues of the scenes `sources` lead to when a tap on `name` triggers them, or
  /// a tap on a cell (`cell`).
  func destinations(from sources: [Int], name: String?, cell: Bool) -> [String] {
    var result: [String] = []
    for source in sources {
      for trigger in entries[source].triggers where cell ? trigger.cell : name.map(trigger.names.contains) ?? false {
        if !result.contains(trigger.destination) { result.append(trigger.destination) }
      }
    }
    return result
  }

  /// Whether the scene at `location` (a name ``destinations(from:name:cell:)`` gives) was shown.
  func isShown(location: String) -> Bool {
    entryByLocation[location].map { reached[$0] } ?? true
  }

  /// Records UIKit's "Unknown class X in Interface Builder file." messages: a scene of class X was instantiated as
  /// its base class (the app's class is not linked into this process), so it was shown.
  func note(consoleMessages: some Sequence<String>) {
    for message in consoleMessages
    where message.hasPrefix("Unknown class ") && message.hasSuffix(" in Interface Builder file.") {
      let inserted = seenClasses.insert(
        String(message.dropFirst("Unknown class ".count).dropLast(" in Interface Builder file.".count))
      ).inserted
      if inserted { updateReached() }
    }
  }

  /// Records the controllers in the hierarchy: their class names and the names traces give them.
  func note(_ controllers: [(className: String, name: String)]) {
    var changed = false
    for (className, name) in controllers {
      if seenClasses.insert(className).inserted { changed = true }
      if seenNamed.insert(className + "|" + name).inserted { changed = true }
    }
    if changed { updateReached() }
  }

  /// Whether a controller of the scene's class was shown; or, for a titled scene, one of its UIKit base class with
  /// its title (a custom class that is not linked in becomes its base class, keeping the storyboard's title).
  private func isReached(_ entry: Entry) -> Bool {
    if seenClasses.contains(entry.className) && (entry.hasCustomClass || entry.title == nil) { return true }
    guard let title = entry.title else { return false }
    return seenNamed.contains(entry.baseClass + "|" + title)
  }

  var coverage: (reached: Int, total: Int) { (reachedCount, entries.count) }

  func unreachedFindings() -> [Finding] {
    entries.indices.filter { !reached[$0] }.map { entries[$0] }.map { entry in
      Finding(
        kind: .unreachedScene,
        message: "the scene '\(entry.title.map { "\($0) (\(entry.className))" } ?? entry.className)' was never shown",
        detail: entry.reason, location: entry.location)
    }
  }

  // MARK: Reading the storyboards

  private static func storyboards(in folder: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    var result: [URL] = []
    for case let url as URL in enumerator {
      // Another app folder inside this one is another app.
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Info.plist").path) {
        enumerator.skipDescendants()
      } else if url.pathExtension == "storyboard" {
        result.append(url)
      }
    }
    return result.sorted { $0.path < $1.path }
  }

  private static func relative(_ path: String, to folder: URL) -> String {
    let prefix = folder.standardizedFileURL.path + "/"
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : path
  }

  /// The runtime class of a scene's controller: its custom class, else UIKit's class for its element; `nil` for
  /// storyboard references and controllers SegueKit does not run.
  private static func className(of controller: Controller) -> String? {
    controller.customClass ?? baseClassName(of: controller.kind)
  }

  /// UIKit's class for a scene's element.
  private static func baseClassName(of kind: ControllerKind) -> String? {
    switch kind {
    case .viewController: return "UIViewController"
    case .navigationController: return "UINavigationController"
    case .tableViewController: return "UITableViewController"
    case .collectionViewController: return "UICollectionViewController"
    case .tabBarController: return "UITabBarController"
    case .splitViewController: return "UISplitViewController"
    case .pageViewController: return "UIPageViewController"
    default: return nil
    }
  }

  /// Why a scene may not have been shown, from what leads to it in the storyboards.
  private static func reason(
    _ controller: Controller, in document: StoryboardDocument, among documents: [StoryboardDocument]
  ) -> String {
    let incoming = documents.flatMap { other in
      other.scenes.flatMap { scene in
        scene.segues.filter { other.path == document.path && $0.destination == controller.id }.map { (scene, $0) }
      }
    }
    let segues = incoming.filter { $0.1.kind != .relationship }
    if let (source, segue) = segues.first {
      let sourceName = source.controller.flatMap { $0.customClass ?? $0.title ?? className(of: $0) } ?? "?"
      let name =
        segue.identifier.flatMap { $0.isEmpty ? nil : "segue '\($0)'" } ?? "a '\(segue.kind.rawValue)' segue"
      return "\(name) from '\(sourceName)' leads to it but never ran: its trigger was not reached, or "
        + "shouldPerformSegue(withIdentifier:sender:) returned false"
    }
    if let (container, _) = incoming.first {
      let name = container.controller.flatMap { $0.customClass ?? $0.title ?? className(of: $0) } ?? "?"
      return "it is a child of '\(name)', which was never shown"
    }
    if document.initialViewControllerID == controller.id {
      return "it is the storyboard's initial view controller, which the app never launched"
    }
    if let identifier = controller.storyboardIdentifier {
      return "no segue leads to it; only code that instantiates Storyboard ID '\(identifier)' shows it, and none did"
    }
    return "no segue leads to it and it has no Storyboard ID: nothing can show it"
  }
}
