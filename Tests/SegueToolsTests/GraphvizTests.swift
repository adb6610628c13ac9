import Foundation
import SegueTestSupport
import SegueTools
import Testing

/// `segue graph --format svg` runs Graphviz when it is there and says what to do when it is not.
@Suite struct GraphvizTests {
  private func folder() throws -> URL {
    try TemporaryFolder().url
  }

  @Test func aMissingDotIsAClearMessage() throws {
    let empty = try folder()
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(throws: Graphviz.Failure.self) { try Graphviz.svg(fromDOT: "digraph {}", searchPath: empty.path) }
    do {
      _ = try Graphviz.svg(fromDOT: "digraph {}", searchPath: empty.path)
    } catch {
      #expect(
        error.description
          == "Graphviz is not installed ('dot' is not on PATH); install it (apt install graphviz, brew install graphviz) "
          + "or use '--format dot' and render the output elsewhere")
    }
  }

  @Test func dotIsRunWithTheGraphAndItsOutputReturned() throws {
    let bin = try folder()
    defer { try? FileManager.default.removeItem(at: bin) }
    // A stand-in for Graphviz: writes the input's first line, wrapped, to the -o file.
    let script = "#!/bin/sh\n[ \"$1\" = \"-Tsvg\" ] || exit 3\nprintf '<svg>%s</svg>' \"$(head -1 \"$4\")\" > \"$3\"\n"
    let dot = bin.appendingPathComponent("dot")
    try Data(script.utf8).write(to: dot)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dot.path)
    #expect(try Graphviz.svg(fromDOT: "digraph flow {\n}\n", searchPath: bin.path) == "<svg>digraph flow {</svg>")
  }
}
