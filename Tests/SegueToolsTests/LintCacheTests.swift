import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

@testable import SegueTools

/// The lint cache: keyed by the content of every file a run reads, so a changed storyboard, sibling,
/// configuration or Info.plist is linted again and an unchanged app is not.
@Suite struct LintCacheTests {
  @Test func sha256MatchesTheStandardVectors() {
    #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(SHA256.hex(Array(twoBlocks.utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    var pieces = SHA256()
    for piece in ["abcdbcdecdefdefgefgh", "fghighijhijkijkljklmklmnlmnomnop", "", "nopq"] { pieces.update(piece) }
    #expect(pieces.finalize() == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  /// `Main` refers to `Settings` (a sibling loaded only for the reference) and has an unreachable scene.
  static func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let main = Fixture.storyboard(
      initial: "A",
      Fixture.scene(
        Fixture.controller(
          "viewController", "A", segues: Fixture.segue("s1", to: "ref", kind: "presentation", "identifier=\"go\""))),
      Fixture.scene(
        Fixture.controller(
          "viewControllerPlaceholder", "ref", "storyboardName=\"Settings\" referencedIdentifier=\"Prefs\"")),
      Fixture.scene(Fixture.controller("viewController", "C")))
    try folder.write("App/Main.storyboard", main)
    try folder.write(
      "App/Settings.storyboard",
      Fixture.storyboard(Fixture.scene(Fixture.controller("viewController", "P", "storyboardIdentifier=\"Prefs\""))))
    return folder
  }

  static func options(_ folder: TemporaryFolder, paths: [String]) -> LintRun.Options {
    var options = LintRun.Options(paths: paths, build: "test")
    options.discoverSources = false
    options.cacheFolder = folder.path + "/cache"
    return options
  }

  @Test func anUnchangedAppIsServedFromTheCacheWithTheSameReport() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let options = Self.options(folder, paths: [folder.path + "/App"])
    let first = try LintRun.run(options)
    let second = try LintRun.run(options)
    #expect(!first.cached)
    #expect(second.cached)
    #expect(second.report == first.report)
    #expect(first.report.diagnostics.map(\.code.rawValue) == ["unreachable-scene"])
    var uncached = options
    uncached.cacheFolder = nil
    #expect(try !LintRun.run(uncached).cached)
  }

  @Test func aChangedSiblingThatIsNotLintedStillChangesTheKey() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let options = Self.options(folder, paths: [folder.path + "/App/Main.storyboard"])
    #expect(try LintRun.run(options).report.diagnostics.map(\.code.rawValue) == ["unreachable-scene"])
    try folder.write(
      "App/Settings.storyboard", Fixture.storyboard(Fixture.scene(Fixture.controller("viewController", "P"))))
    let changed = try LintRun.run(options)
    #expect(!changed.cached)
    #expect(changed.report.diagnostics.map(\.code.rawValue) == ["reference-missing-identifier", "unreachable-scene"])
  }

  @Test func aNewConfigurationOrInfoPlistChangesTheKey() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let options = Self.options(folder, paths: [folder.path + "/App"])
    _ = try LintRun.run(options)
    try folder.write("App/.segue-lint.yml", "rules:\n  unreachable-scene: error\n")
    let reconfigured = try LintRun.run(options)
    #expect(!reconfigured.cached)
    #expect(reconfigured.report.diagnostics.map(\.severity) == [.error])
    #expect(try LintRun.run(options).cached)
    try folder.write(
      "Info.plist", "<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>")
    #expect(try !LintRun.run(options).cached)
  }

  @Test func theCacheFolderFollowsXDGCacheHome() {
    #expect(LintCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/x/cache/"]) == "/x/cache/segue/lint")
    #expect(LintCache.defaultFolder(environment: ["XDG_CACHE_HOME": ""]).hasSuffix("/segue/lint"))
  }

  @Test func aDamagedEntryIsAMiss() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = LintCache(folder: folder.path)
    try folder.write("k.json", "{not json")
    #expect(cache.report(for: "k") == nil)
    let report = LintReport(files: ["a"], diagnostics: [])
    try cache.store(report, for: "k")
    #expect(cache.report(for: "k") == report)
  }

  @Test func fileDigestsAreRememberedBySizeAndTimeButNotWhenTheWriteWasRacy() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("Main.storyboard", "aaaa")
    let past = Date(timeIntervalSinceNow: -3600)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
    var digests = FileDigests(folder: folder.path + "/cache")
    let first = digests.digest(of: file)
    #expect(first == SHA256.hex(Array("aaaa".utf8)))
    try digests.save()

    // Same size and time: the remembered digest is used without reading the file.
    try folder.write("Main.storyboard", "bbbb")
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
    var reloaded = FileDigests(folder: folder.path + "/cache")
    #expect(reloaded.digest(of: file) == first)

    // A file hashed within two seconds of its last change is hashed again, whatever its time says.
    let now = Date()
    try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: file)
    #expect(reloaded.digest(of: file) == SHA256.hex(Array("bbbb".utf8)))
    try folder.write("Main.storyboard", "cccc")
    try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: file)
    #expect(reloaded.digest(of: file) == SHA256.hex(Array("cccc".utf8)))
  }

  /// A linked storyboard is known by its target's size and time: editing the target changes the digest.
  @Test func aLinkedFileIsHashedAgainWhenItsTargetChanges() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = try folder.write("Shared/Main.storyboard", "aaaa")
    let past = Date(timeIntervalSinceNow: -3600)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: target)
    let link = folder.path + "/App/Main.storyboard"
    try FileManager.default.createDirectory(atPath: folder.path + "/App", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    // The link's own time in the past too, so only the target's change can tell the file changed.
    var times = [
      timeval(tv_sec: Int(past.timeIntervalSince1970), tv_usec: 0),
      timeval(tv_sec: Int(past.timeIntervalSince1970), tv_usec: 0),
    ]
    #expect(lutimes(link, &times) == 0)
    var digests = FileDigests(folder: folder.path + "/cache")
    #expect(digests.digest(of: link) == SHA256.hex(Array("aaaa".utf8)))
    try folder.write("Shared/Main.storyboard", "bbbbbb")
    try FileManager.default.setAttributes([.modificationDate: past.addingTimeInterval(60)], ofItemAtPath: target)
    #expect(digests.digest(of: link) == SHA256.hex(Array("bbbbbb".utf8)))
  }

  @Test func theCacheKeepsTheNewestEntriesAndTheDigests() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(FileDigests.fileName, "{}")
    try FileManager.default.setAttributes(
      [.modificationDate: Date.distantPast], ofItemAtPath: folder.path + "/" + FileDigests.fileName)
    let cache = LintCache(folder: folder.path)
    for index in 0..<(LintCache.entryLimit + 3) {
      try cache.store(LintReport(files: ["\(index)"], diagnostics: []), for: "key\(index)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.filter { $0.hasPrefix("key") }.count == LintCache.entryLimit)
    #expect(names.contains(FileDigests.fileName))
    #expect(cache.report(for: "key\(LintCache.entryLimit + 2)") != nil)
  }
}
