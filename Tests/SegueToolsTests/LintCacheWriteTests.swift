import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

@testable import SegueTools

/// A lint cache that cannot be written is reported, and the findings are the same as without a cache.
@Suite struct LintCacheWriteTests {
  @Test func aCacheFolderThatCannotBeCreatedIsAProblemAndTheFindingsStand() throws {
    let folder = try LintCacheTests.app()
    defer { folder.remove() }
    try folder.write("blocker", "a file where the cache folder's parent should be")
    var options = LintCacheTests.options(folder, paths: [folder.path + "/App"])
    options.cacheFolder = folder.path + "/blocker/cache"
    let result = try LintRun.run(options)
    #expect(!result.cached)
    #expect(
      result.cacheProblem?.description
        == "\(folder.path)/blocker/cache: cannot write the lint cache; the next run will lint again")
    options.cacheFolder = nil
    let uncached = try LintRun.run(options)
    #expect(result.report == uncached.report)
    #expect(uncached.cacheProblem == nil)
  }

  @Test func fileDigestsThatCannotBeWrittenAreAProblemAndTheReportIsStillCached() throws {
    let folder = try LintCacheTests.app()
    defer { folder.remove() }
    let options = LintCacheTests.options(folder, paths: [folder.path + "/App"])
    // A folder where the digests file should be: the digests cannot be written, the cache entry can.
    let digests = options.cacheFolder! + "/" + FileDigests.fileName
    try FileManager.default.createDirectory(atPath: digests, withIntermediateDirectories: true)
    let first = try LintRun.run(options)
    #expect(
      first.cacheProblem?.description
        == "\(options.cacheFolder!): cannot write the lint cache; the next run will lint again")
    #expect(try LintRun.run(options).cached)
  }

  @Test func anEntryThatCannotBeWrittenIsAProblem() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path + "/k.json", withIntermediateDirectories: true)
    #expect(throws: LintCache.Problem.self) {
      try LintCache(folder: folder.path).store(LintReport(files: ["a"], diagnostics: []), for: "k")
    }
  }
}
