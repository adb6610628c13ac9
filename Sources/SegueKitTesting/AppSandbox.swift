public import Foundation

/// The app's own container, as iOS gives each app one: `Documents`, `Library/Caches` (and the app's own
/// `Library/Application Support`) and `tmp` in a new folder (in memory, `/dev/shm`, where the system has it),
/// removed when the last ``SegueApp`` using it goes away. A relaunch (``SegueApp/relaunch()``) keeps it, as iOS keeps an app's container between launches.
///
/// Not in UIKit. How far Linux lets it go (swift-corelibs-foundation, measured):
/// - `FileManager.default.urls(for:in:)` finds `.cachesDirectory` and `.applicationSupportDirectory` in the sandbox
///   (they follow `XDG_CACHE_HOME` and `XDG_DATA_HOME`), and `.documentDirectory` too, provided nothing in the process
///   asked for it before the first sandbox (Foundation reads `XDG_DOCUMENTS_DIR` once). SegueKit sets those
///   variables once per process, to a folder whose `current` link it points at the sandbox of the app launched last.
/// - `UserDefaults.standard` cannot move (it keeps its file in the home folder's `.config`): the keys set while the
///   sandbox lived are removed when it goes away, so the next app starts without the last one's defaults (keys
///   that were there before, set by the test for instance, stay).
/// - `NSTemporaryDirectory()` and `FileManager.default.temporaryDirectory` stay the process's: the test runner and
///   other tests keep their files there. Use ``temporaryDirectory`` for the app's `tmp`.
///
/// Two apps alive at once share `UserDefaults.standard`, and the directories above are the last launched one's.
public final class AppSandbox: Sendable {
  /// The container's folder.
  public let url: URL

  /// `Documents`.
  public var documentsDirectory: URL { url.appendingPathComponent("Documents") }
  /// `Library/Caches`.
  public var cachesDirectory: URL { url.appendingPathComponent("Library/Caches") }
  /// `Library/Application Support`.
  public var applicationSupportDirectory: URL { url.appendingPathComponent("Library/Application Support") }
  /// `tmp`.
  public var temporaryDirectory: URL { url.appendingPathComponent("tmp") }

  /// The keys `UserDefaults.standard` had when the sandbox was made: the others are removed with it.
  private let keptDefaults: Set<String>

  /// A new, empty container, with the folders iOS makes for an app (`Documents`, `Library/Caches`, `tmp`; an app
  /// creates `Library/Application Support` itself, as on iOS); a launch points the app's `FileManager` lookups at it.
  public init() {
    keptDefaults = Set(UserDefaults.standard.dictionaryRepresentation().keys)
    url = Self.root.appendingPathComponent(UUID().uuidString)
    // mkdir(2) directly: FileManager's intermediate-directory creation costs several times more.
    for folder in ["", "/Documents", "/Library", "/Library/Caches", "/tmp"] { mkdir(url.path + folder, 0o755) }
  }

  /// Points `FileManager`'s lookups at this container (each launch does).
  public func activate() {
    // unlink(2) and symlink(2) directly: FileManager's removal and link creation cost several times more, and a
    // launch does this every time.
    let link = Self.root.path + "/current"
    unlink(link)
    symlink(url.path, link)
  }

  deinit {
    Self.removeTree(url.path)
    let defaults = UserDefaults.standard
    for key in defaults.dictionaryRepresentation().keys where !keptDefaults.contains(key) {
      defaults.removeObject(forKey: key)
    }
  }

  /// Whether the container is as ``init()`` made it: its folders hold nothing but each other, and
  /// `UserDefaults.standard` has the keys it had then. A launch given such a container finds what a new one would
  /// give it (the explorer relaunches an app into it rather than making and removing folders each time). Not in UIKit.
  package var isUntouched: Bool {
    let path = url.path
    let layout: [(String, Set<String>)] = [
      ("", ["Documents", "Library", "tmp"]), ("/Documents", []), ("/Library", ["Caches"]), ("/Library/Caches", []),
      ("/tmp", []),
    ]
    for (folder, expected) in layout where Self.entries(of: path + folder) != expected { return false }
    return Set(UserDefaults.standard.dictionaryRepresentation().keys) == keptDefaults
  }

  /// The names in the folder at `path` (`nil` when it cannot be read), with readdir(3).
  private static func entries(of path: String) -> Set<String>? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: Set<String> = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name != "." && name != ".." { names.insert(name) }
    }
    return names
  }

  /// Removes the sandbox folders of processes that ended without removing them (a crash, an exit test's child).
  private static func removeSandboxesOfEndedProcesses(beside root: URL) {
    let parent = root.deletingLastPathComponent()
    let prefix = "segue-sandboxes-"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
      removeTree(parent.appendingPathComponent(name).path)
    }
  }

  /// Removes the folder at `path` and everything in it, with readdir(3), unlink(2) and rmdir(2): measured 20 times
  /// faster than `FileManager.removeItem(at:)` of swift-corelibs-foundation on a sandbox's few folders.
  private static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      unlink(path)
      return
    }
    var names: [String] = []
    if let folder = opendir(path) {
      while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
      }
      closedir(folder)
    }
    for name in names { removeTree(path + "/" + name) }
    rmdir(path)
  }

  /// The process's folder of sandboxes, its `current` link, and the environment Foundation reads, set up once.
  private static let root: URL = {
    let root = URL(fileURLWithPath: sandboxesPath)
    removeSandboxesOfEndedProcesses(beside: root)
    let current = root.appendingPathComponent("current").path
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // Read by swift-corelibs-foundation for `.documentDirectory` (once), as `XDG_DOCUMENTS_DIR=path`.
    try? Data("XDG_DOCUMENTS_DIR=\(current)/Documents\n".utf8).write(to: root.appendingPathComponent("user-dirs.dirs"))
    setenv("XDG_CONFIG_HOME", root.path, 1)
    setenv("XDG_CACHE_HOME", current + "/Library/Caches", 1)
    setenv("XDG_DATA_HOME", current + "/Library/Application Support", 1)
    atexit { try? FileManager.default.removeItem(atPath: sandboxesPath) }
    return root
  }()
}

/// The folder of the process's sandboxes, removed when the process exits: in memory (`/dev/shm`) where the system
/// has it, since making and removing folders on a busy disk took 20 ms a sandbox (Documentation/benchmarks.md),
/// else in the temporary folder.
private let sandboxesPath =
  (FileManager.default.isWritableFile(atPath: "/dev/shm")
  ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory)
  .appendingPathComponent("segue-sandboxes-\(ProcessInfo.processInfo.processIdentifier)").path
