import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// `StoryboardSet.load(paths:)` finds xibs beside storyboards and decodes them as nibs, never as storyboards.
@Suite struct NibLoadingTests {
  @Test func foldersYieldStoryboardsAndNibsApart() throws {
    let folder = try TemporaryFolder(files: [
      "App/Base.lproj/Main.storyboard": Fixture.storyboard(
        initial: "A", Fixture.scene("s1", Fixture.viewController("A"))),
      "App/Cells/ProfileCell.xib": NibFixture.xib("<tableViewCell reuseIdentifier=\"Profile\" id=\"C\"/>"),
      "App/Views/Banner.xib": NibFixture.xib("<view id=\"V\"/>"),
    ])
    defer { folder.remove() }
    let set = StoryboardSet.load(paths: [folder.path, folder.path + "/App/Views/Banner.xib"])
    #expect(set.requested.map(\.name) == ["Main"])
    #expect(set.nibs.map(\.name) == ["ProfileCell", "Banner"], "each file once, in path order")
    #expect(set.nibs.map { $0.topLevelObjects.map(\.element) } == [["tableViewCell"], ["view"]])
    #expect(set.diagnostics == [])
    #expect(set.documents.flatMap(\.diagnostics) + set.nibs.flatMap(\.diagnostics) == [])
    #expect(
      StoryboardSet.files(at: [folder.path]).map { URL(fileURLWithPath: $0).lastPathComponent } == [
        "Main.storyboard", "ProfileCell.xib", "Banner.xib",
      ])
  }

  @Test func aFolderOfXibsAloneIsNotAnError() throws {
    let folder = try TemporaryFolder(files: ["Cell.xib": NibFixture.xib("<view id=\"V\"/>")])
    defer { folder.remove() }
    let set = StoryboardSet.load(paths: [folder.path])
    #expect(set.documents == [])
    #expect(set.nibs.count == 1)
    #expect(set.diagnostics == [])
  }
}
