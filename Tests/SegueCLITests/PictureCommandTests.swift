import Foundation
import SegueTestSupport
import Testing

/// `segue graph --format html` and `segue run --screenshot`, run as a user runs them.
@Suite struct PictureCommandTests {
  /// One HTML page on standard output, one scene element per scene of the Shop's two storyboards (17 scenes, one of
  /// them the reference to Settings), the summary line on standard error.
  @Test func graphWritesAnHTMLPage() throws {
    let result = try SegueProcess.run(["graph", "--format", "html", "Examples/Shop/Base.lproj"])
    #expect(result.status == 0)
    #expect(
      result.standardError == "2 storyboards, 17 scenes, 19 edges (1 across storyboards), 0 unresolved references\n")
    #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(result.standardOutput.hasSuffix("</html>\n"))
    #expect(result.standardOutput.components(separatedBy: "<section class=\"scene").count - 1 == 18)
    #expect(result.standardOutput.contains("<title>Shop</title>"))
  }

  /// The screenshot file holds the screen after the last step: the pushed product's title as text.
  @Test func runWritesTheScreenAfterEachStep() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let script = try folder.write("steps.txt", "tap \"Grinder\"\n")
    let svg = folder.url.appendingPathComponent("screen.svg")
    let result = try SegueProcess.run(["run", "Examples/Shop", "--script", script, "--screenshot", svg.path])
    #expect(result.status == 0)
    let text = try String(contentsOf: svg, encoding: .utf8)
    #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wireframe\" viewBox=\"0 0 393 852\""))
    #expect(text.contains(">Grinder</text>"))
    #expect(text.contains(">‹ Products</text>"))
  }

  /// An Android app's screenshot: the top activity's layout with the running views' state, after the last step.
  @Test func runWritesAnAndroidScreen() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let script = try folder.write("steps.txt", "click \"Cart\"\n")
    let svg = folder.url.appendingPathComponent("screen.svg")
    let result = try SegueProcess.run([
      "run", "Examples/AndroidShop/src/main", "--script", script, "--screenshot", svg.path,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let text = try String(contentsOf: svg, encoding: .utf8)
    #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wireframe\" viewBox=\"0 0 360 640\""))
    #expect(text.contains(">Your cart</text>"))
  }
}
