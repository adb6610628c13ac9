import Foundation
import SegueKitTesting
import Testing

/// Each launched app has its own container, as each iOS app has (Apple's "File System Programming Guide", "iOS
/// Standard Directories: Where Files Reside": "an app is restricted … to a unique location in the file system called
/// its sandbox", with its Documents, Library/Caches, Library/Application Support and tmp folders).
@MainActor
@Suite struct SandboxDriverTests {
  /// `FileManager`'s Caches and Application Support lookups answer the app's own folders; a second app gets new,
  /// empty ones; the first app's folder and its `UserDefaults` go away with it.
  @Test func eachAppHasItsOwnContainerRemovedAfterIt() throws {
    let files = FileManager.default
    var first: SegueApp? = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    let (folder, caches, support) = try #require(
      first.map { ($0.sandbox.url, $0.sandbox.cachesDirectory, $0.sandbox.applicationSupportDirectory) })
    let lookups: [FileManager.SearchPathDirectory] = [.cachesDirectory, .applicationSupportDirectory]
    // As on iOS, the app makes its Application Support folder itself.
    for lookup in lookups {
      try files.createDirectory(
        at: try #require(files.urls(for: lookup, in: .userDomainMask).first), withIntermediateDirectories: true)
    }
    #expect(
      lookups.map { files.urls(for: $0, in: .userDomainMask).first?.resolvingSymlinksInPath().path } == [
        caches.path, support.path,
      ])
    let cache = try #require(files.urls(for: .cachesDirectory, in: .userDomainMask).first)
      .appendingPathComponent("thumbnails.dat")
    try Data([1, 2, 3]).write(to: cache)
    UserDefaults.standard.set(true, forKey: "SandboxDriverTests.seenOnboarding")
    let second = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    #expect(second.sandbox.url != folder)
    #expect(!files.fileExists(atPath: cache.path), "the lookup now answers the second app's Caches")
    #expect(try files.contentsOfDirectory(atPath: second.sandbox.cachesDirectory.path) == [])
    first = nil
    #expect(!files.fileExists(atPath: folder.path))
    #expect(UserDefaults.standard.object(forKey: "SandboxDriverTests.seenOnboarding") == nil)
  }

  /// A container is untouched while its folders hold only each other and `UserDefaults.standard` has the keys it had
  /// when it was made: what a new container gives an app (the folders of Apple's guide above, empty). Not in UIKit:
  /// the explorer relaunches an app into such a container rather than making a new one.
  @Test func aContainerIsUntouchedUntilTheAppWritesToItOrToTheDefaults() throws {
    let files = FileManager.default
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    let sandbox = app.sandbox
    let note = sandbox.documentsDirectory.appendingPathComponent("note.txt")
    var untouched = [sandbox.isUntouched]
    try Data([1]).write(to: note)
    untouched.append(sandbox.isUntouched)
    try files.removeItem(at: note)
    untouched.append(sandbox.isUntouched)
    try files.createDirectory(at: sandbox.applicationSupportDirectory, withIntermediateDirectories: true)
    untouched.append(sandbox.isUntouched)
    try files.removeItem(at: sandbox.applicationSupportDirectory)
    untouched.append(sandbox.isUntouched)
    UserDefaults.standard.set(true, forKey: "SandboxDriverTests.untouched")
    untouched.append(sandbox.isUntouched)
    UserDefaults.standard.removeObject(forKey: "SandboxDriverTests.untouched")
    untouched.append(sandbox.isUntouched)
    #expect(untouched == [true, false, true, false, true, false, true])
  }
}
