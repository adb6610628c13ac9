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
}
