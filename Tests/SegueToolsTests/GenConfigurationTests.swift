import Foundation
import SegueTestSupport
import SegueTools
import Testing

/// `.segue-gen.yml`: the keys `segue gen` and SegueGenPlugin read, refusing typos, and where it is found.
@Suite struct GenConfigurationTests {
  @Test func parsesEveryKey() throws {
    let configuration = try GenConfiguration.parse(
      """
      # a package target's storyboards
      module: ShopUI
      target-module: ShopCore
      bundle: module
      access-level: public
      """, path: ".segue-gen.yml")
    #expect(
      configuration
        == GenConfiguration(module: "ShopUI", targetModule: "ShopCore", bundle: .module, accessLevel: .public))
  }

  @Test func anEmptyFileSetsNothing() throws {
    #expect(try GenConfiguration.parse("# nothing yet\n", path: ".segue-gen.yml") == GenConfiguration())
  }

  @Test func refusesUnknownKeysAndValuesWithWhereAndWhy() {
    func problem(_ text: String) -> String? {
      thrownDescription { _ = try GenConfiguration.parse(text, path: "gen.yml") }
    }
    #expect(
      [
        problem("bundel: module"), problem("bundle: resources"), problem("access-level: open"), problem("module: [A]"),
        problem("- module"),
      ] == [
        "gen.yml: unknown key 'bundel'; expected 'module', 'target-module', 'bundle' or 'access-level'",
        "gen.yml: 'bundle' is 'resources'; use main or module",
        "gen.yml: 'access-level' is 'open'; use public, package or internal",
        "gen.yml: 'module' must be a name, not '[\"A\"]'",
        "gen.yml: expected a mapping with 'module', 'target-module', 'bundle' or 'access-level'",
      ])
  }

  @Test func theNearestFileInTheFolderOrAboveIsFound() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("SegueGenConfig-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("Sources/ShopUI")
    let resources = target.appendingPathComponent("Resources/Base.lproj")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    #expect(GenConfiguration.discover(from: resources) == nil)
    try Data("bundle: main\n".utf8).write(to: root.appendingPathComponent(".segue-gen.yml"))
    try Data("bundle: module\n".utf8).write(to: target.appendingPathComponent(".segue-gen.yml"))
    #expect(GenConfiguration.discover(from: resources)?.path == target.appendingPathComponent(".segue-gen.yml").path)
    #expect(GenConfiguration.discover(from: root)?.path == root.appendingPathComponent(".segue-gen.yml").path)
  }
}
