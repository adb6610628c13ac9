import Foundation
import Synchronization

/// The corpus type-check's empty stand-in modules, each built once per test process and linked into the folder of
/// every app that imports it. A stand-in's text depends on its name only (``CorpusAppTypecheck/emitStandIn(_:in:modules:)``),
/// so the forty-nine apps' imports of modules Linux lacks (about 150 distinct names: Apple's frameworks, third-party
/// libraries and the apps' own frameworks) need one compiler run each rather than one per app and import (about 316).
final class StandInModules: Sendable {
  /// The test process's stand-ins, in a folder of the temporary directory named after the process.
  static let shared = StandInModules(
    folder: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "segue-stand-ins-\(ProcessInfo.processInfo.processIdentifier)"))

  let folder: URL
  /// The modules built so far (or whose build was tried: a failed one fails the app's type-check, as before).
  private let built = Mutex<Set<String>>([])

  /// Starts with an empty `folder`, and removes the folders that test processes no longer running left.
  init(folder: URL) {
    self.folder = folder
    try? FileManager.default.removeItem(at: folder)
    let parent = folder.deletingLastPathComponent()
    for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
      guard name.hasPrefix("segue-stand-ins-"), let pid = Int32(name.dropFirst("segue-stand-ins-".count)),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
    }
  }

  /// Links a stand-in for each of `modules` into `destination` (a folder the type-check passes to `-I`), building
  /// those this process has not built yet against SegueKit's `modules` folder.
  func link(_ modules: Set<String>, into destination: URL, segueKitModules: URL) throws {
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    for module in modules.sorted() {
      // The lock is held across the build, so two apps importing the same framework build it once.
      try built.withLock { built in
        if built.insert(module).inserted {
          try CorpusAppTypecheck.emitStandIn(module, in: folder, modules: segueKitModules)
        }
      }
      try FileManager.default.createSymbolicLink(
        at: destination.appendingPathComponent("\(module).swiftmodule"),
        withDestinationURL: folder.appendingPathComponent("\(module).swiftmodule"))
    }
  }
}
