import AndroidFormat
import Foundation
import StoryboardFormat

/// The test fixtures beside this file and the golden SVGs they are compared with.
enum Fixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static func url(_ name: String) -> URL { folder.appendingPathComponent("Fixtures/" + name) }

  static func storyboard(_ name: String) throws -> StoryboardDocument {
    try StoryboardDecoder.decode(contentsOf: url(name))
  }

  static func nib(_ name: String) throws -> NibDocument {
    try NibDecoder.decode(contentsOf: url(name))
  }

  static func layout(_ name: String) throws -> AndroidLayout {
    try LayoutDecoder.decode(contentsOf: url(name))
  }

  /// Compares `svg` with `Golden/<name>` as canonical XML; with `SEGUE_UPDATE_GOLDENS=1` writes it instead.
  static func golden(_ name: String, _ svg: String) throws -> (actual: String, expected: String) {
    let file = folder.appendingPathComponent("Golden/" + name)
    if ProcessInfo.processInfo.environment["SEGUE_UPDATE_GOLDENS"] == "1" {
      try svg.write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    return (try CanonicalXML.canonical(svg), try CanonicalXML.canonical(expected))
  }
}
