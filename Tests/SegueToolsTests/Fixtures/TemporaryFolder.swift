import Foundation

/// A fresh folder under the temporary directory for tests that need real files; `remove()` deletes it.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tools-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }

  /// Writes `text` to `relativePath`, creating folders on the way; returns the file's path.
  @discardableResult
  func write(_ relativePath: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// A storyboard with a push segue `s1` outside any navigation controller (an error) and an
  /// unreachable scene `C` (a warning); `labelC` is scene C's Interface Builder label, `padding` blank
  /// lines that move everything down (as a re-save may).
  static func app(labelC: String = "Orphan", padding: Int = 0, extraUnreachable: String? = nil) -> String {
    let extra = extraUnreachable.map { Fixture.scene(Fixture.controller("viewController", $0)) } ?? ""
    return Fixture.storyboard(
      initial: "A",
      Fixture.scene(
        Fixture.controller(
          "viewController", "A", segues: Fixture.segue("s1", to: "B", kind: "push", "identifier=\"Next\""))),
      String(repeating: "\n", count: padding) + Fixture.scene(Fixture.controller("viewController", "B")),
      Fixture.scene(Fixture.controller("viewController", "C", "userLabel=\"\(labelC)\"")), extra)
  }
}
