import AndroidControllers
import AndroidControllersTesting
import Foundation
import SegueTestSupport
import Testing

/// `expectScreen(named:)` on Android, as on iOS: the first run records `__Screens__/<TestFile>/<name>.svg` and fails
/// saying so, the next matches, a changed screen fails with the comparison (swift-snapshot-testing's workflow).
@MainActor @Suite struct AndroidScreenReferenceTests {
  @Test func expectScreenRecordsMatchesAndFails() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let testFile = folder.path + "/ShopScreens.swift"
    let app = try AndroidApp.launch(appFolder: StandInTests.shop, activities: [], playsMissingClasses: true)
    withKnownIssue {
      #expect(app.expectScreen(named: "main", record: false, filePath: testFile) == false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("No reference was found on disk.") }
    }
    #expect(FileManager.default.fileExists(atPath: folder.path + "/__Screens__/ShopScreens/main.svg"))
    #expect(app.expectScreen(named: "main", record: false, filePath: testFile))
    try app.pressHome()
    withKnownIssue {
      #expect(app.expectScreen(named: "main", record: false, filePath: testFile) == false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("The screen 'main' differs from its reference") }
    }
  }
}
