import Foundation
import Testing

@testable import SegueTools

/// Path arithmetic for configuration discovery and baselines: relative paths, `.`, `..`, trailing
/// slashes and the root, without `NSString` path methods (which trap on Linux for ".").
@Suite struct LintPathTests {
  let cwd = FileManager.default.currentDirectoryPath

  @Test func makesRelativeDotAndTrailingSlashPathsAbsolute() {
    #expect(LintPath.absolute(".") == cwd)
    #expect(LintPath.absolute("./") == cwd)
    #expect(LintPath.absolute("") == cwd)
    #expect(LintPath.absolute("a/../b/") == cwd + "/b")
    #expect(LintPath.absolute("/x/./y/../z/") == "/x/z")
    #expect(LintPath.absolute("/") == "/")
  }

  @Test func findsTheFolderOfAnyPathUpToTheRoot() {
    #expect(LintPath.folder(of: ".") == LintPath.folder(of: cwd))
    #expect(LintPath.folder(of: "..") == LintPath.folder(of: LintPath.folder(of: cwd)))
    #expect(LintPath.folder(of: "/a/b/") == "/a")
    #expect(LintPath.folder(of: "/a") == "/")
    #expect(LintPath.folder(of: "/") == "/")
    #expect(LintPath.ancestry(of: "/a/b/") == ["/a/b", "/a", "/"])
    #expect(LintPath.ancestry(of: "/") == ["/"])
  }

  @Test func relativePathsStepUpWhenOutsideTheFolder() {
    #expect(LintPath.relative("/a/b/Main.storyboard", to: "/a") == "b/Main.storyboard")
    #expect(LintPath.relative("/a/x/Main.storyboard", to: "/a/b/") == "../x/Main.storyboard")
    #expect(LintPath.relative("/a", to: "/a/") == ".")
    #expect(LintPath.relative("Main.storyboard", to: ".") == "Main.storyboard")
    #expect(LintPath.isInside("/a/b/c", "/a/b/"))
    #expect(!LintPath.isInside("/a/bc", "/a/b"))
    #expect(LintPath.isInside("/anything", "/"))
  }
}
