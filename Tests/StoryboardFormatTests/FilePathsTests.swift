import Testing

@testable import StoryboardFormat

/// Path arithmetic on paths as typed, which must never trap (Foundation's `NSString` path methods do on Linux for
/// `"."`) and keeps relative paths relative (issue 9, point 1).
@Suite struct FilePathsTests {
  @Test(arguments: [
    ("App/Main.storyboard", "App"), ("Main.storyboard", "."), ("./Main.storyboard", "."), (".", ".."), ("./", ".."),
    ("..", "../.."), ("../x", ".."), ("/x", "/"), ("/", "/"), ("App/Base.lproj/", "App"), ("a//b", "a"), ("", ".."),
  ])
  func folderOfAPath(_ path: String, _ folder: String) {
    #expect(FilePaths.folder(of: path) == folder)
  }

  @Test func joinLastComponentAndExtension() {
    #expect(FilePaths.join(".", "Main.storyboard") == "./Main.storyboard")
    #expect(FilePaths.join("App/", "Main.storyboard") == "App/Main.storyboard")
    #expect(FilePaths.join("", "Main.storyboard") == "Main.storyboard")
    #expect(FilePaths.lastComponent("App/Main.storyboard/") == "Main.storyboard")
    #expect(FilePaths.lastComponent("/") == "/")
    #expect(FilePaths.deletingExtension("Main.storyboard") == "Main")
    #expect(FilePaths.deletingExtension("Cell~ipad.nib") == "Cell~ipad")
    #expect(FilePaths.deletingExtension(".hidden") == ".hidden")
    #expect(FilePaths.deletingExtension("README") == "README")
  }
}
