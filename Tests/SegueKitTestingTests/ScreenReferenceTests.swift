import Foundation
import SegueKitTesting
import SeguePictures
import SegueTestSupport
import Testing

/// Reference screens, as swift-snapshot-testing keeps reference snapshots: the first run records the screen beside
/// the test (`__Screens__/<TestFile>/<name>.svg`) and fails saying so; later runs compare the screen with it,
/// normalized, and a mismatch fails with both pictures attached.
@MainActor
@Suite struct ScreenReferenceTests {
  static let picture = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="1" y="1" width="8" height="8"/>
    <text x="2" y="6">Buy</text></svg>
    """

  @Test func theFirstComparisonRecordsTheReferenceAndLaterOnesCompareWithIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let reference = ScreenReference(named: "checkout", testFile: folder.path + "/CheckoutTests.swift")
    #expect(reference.url.path == folder.path + "/__Screens__/CheckoutTests/checkout.svg")
    #expect(
      reference.compare(Self.picture, record: false)
        == .recorded(
          message: "No reference was found on disk. Automatically recorded the screen 'checkout':\n\nopen \""
            + reference.url.path + "\"\n\nRe-run the test to assert against the newly recorded screen."))
    #expect(try String(contentsOf: reference.url, encoding: .utf8) == Self.picture)
    #expect(reference.compare(Self.picture, record: false) == .matched)
    // Line endings and whitespace between elements do not count.
    let reformatted = Self.picture.replacingOccurrences(of: "><", with: ">\r\n  <")
    #expect(reference.compare(reformatted, record: false) == .matched)
  }

  @Test func aDifferentScreenFailsWithBothPicturesAndTheFirstLineThatDiffers() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let reference = ScreenReference(named: "checkout", testFile: folder.path + "/CheckoutTests.swift")
    _ = reference.compare(Self.picture, record: false)
    let changed = Self.picture.replacingOccurrences(of: ">Buy<", with: ">Pay<")
    guard case .differs(let message, let mismatch) = reference.compare(changed, record: false) else {
      Issue.record("the changed screen matched")
      return
    }
    #expect(
      message == "The screen 'checkout' differs from its reference \(reference.url.path) at line 3 (normalized):\n"
        + "expected: <text x=\"2\" y=\"6\">Buy</text>\n  actual: <text x=\"2\" y=\"6\">Pay</text>")
    #expect(mismatch.expected == Self.picture && mismatch.actual == changed)
    #expect(mismatch.sideBySide.contains("<figcaption>Expected (reference)</figcaption>" + Self.picture))
    #expect(mismatch.sideBySide.contains("<figcaption>Actual</figcaption>" + changed))
    #expect(
      mismatch.sideBySide.contains(
        "<li><b>3</b><br>− &lt;text x=&quot;2&quot; y=&quot;6&quot;&gt;Buy&lt;/text&gt;<br>+ &lt;text x=&quot;2&quot; "
          + "y=&quot;6&quot;&gt;Pay&lt;/text&gt;</li>"
      ))
    // The reference is kept: a failing comparison does not overwrite it.
    #expect(try String(contentsOf: reference.url, encoding: .utf8) == Self.picture)
  }

  @Test func recordModeRewritesTheReferenceAndFails() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let reference = ScreenReference(named: "a/b", testFile: folder.path + "/T.swift")
    #expect(reference.url.lastPathComponent == "a-b.svg")
    _ = reference.compare(Self.picture, record: false)
    guard case .recorded(let message) = reference.compare("<svg/>", record: true) else {
      Issue.record("record mode compared instead of recording")
      return
    }
    #expect(message.hasPrefix("Record mode is on (SEGUE_RECORD_SCREENS=1). Automatically recorded the screen 'a/b':"))
    #expect(try String(contentsOf: reference.url, encoding: .utf8) == "<svg/>")
  }

  /// The driver's expectation on the Shop example: recorded on the first run (a known issue), matched on the next,
  /// and a known issue with the comparison once the screen changed.
  @Test func expectScreenRecordsMatchesAndFailsOnTheShop() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let testFile = folder.path + "/ShopScreens.swift"
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    withKnownIssue {
      #expect(app.expectScreen(named: "products", record: false, filePath: testFile) == false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("No reference was found on disk.") }
    }
    #expect(app.expectScreen(named: "products", record: false, filePath: testFile))
    try app.tap("Grinder")
    withKnownIssue {
      #expect(app.expectScreen(named: "products", record: false, filePath: testFile) == false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("The screen 'products' differs from its reference") }
    }
  }

  /// A reference checked in beside this file: the Shop's grinder detail screen.
  @Test func grinderDetailMatchesItsCheckedInReference() throws {
    let app = try SegueApp.launch(appFolder: ShopDriverTests.folder)
    try app.tap("Grinder")
    #expect(app.expectScreen(named: "grinder-detail"))
  }
}
