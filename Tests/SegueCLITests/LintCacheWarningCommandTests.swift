import Foundation
import Testing

/// `segue lint` with a cache folder it cannot write: a warning on standard error, the same findings and exit status.
@Suite struct LintCacheWarningCommandTests {
  @Test func aCacheThatCannotBeWrittenIsAWarningNotAFailure() throws {
    let folder = try LintConventionsCommandTests.folder([
      "App/Main.storyboard": LintConventionsCommandTests.app(),
      "blocker": "a file where the cache folder's parent should be",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let uncached = try SegueProcess.run(["lint", "App", "--no-cache", "--color", "never"], in: folder)
    let result = try SegueProcess.run(["lint", "App", "--cache-path", "blocker/cache", "--color", "never"], in: folder)
    #expect(result.status == uncached.status)
    #expect(result.standardOutput == uncached.standardOutput)
    #expect(
      result.standardError == "warning: blocker/cache: cannot write the lint cache; the next run will lint again\n")
    let quiet = try SegueProcess.run(["lint", "App", "--cache-path", "blocker/cache", "--quiet"], in: folder)
    #expect(quiet.standardError == result.standardError)
  }
}
