public import Foundation

/// What `segue git-setup` writes: the `.gitattributes` lines that route storyboards and xibs to the `segue` drivers,
/// and the git configuration that defines the drivers.
public enum GitSetup {
  /// The `.gitattributes` lines.
  public static let attributeLines = [
    "*.storyboard diff=segue merge=segue",
    "*.xib diff=segue merge=segue",
  ]

  /// The git configuration entries, for the `segue` executable at `command`.
  public static func configuration(command: String) -> [(key: String, value: String)] {
    [
      ("diff.segue.command", "\(command) diff --git-external-diff"),
      ("merge.segue.name", "segue: storyboard and xib merge by object id"),
      ("merge.segue.driver", "\(command) merge %O %A %B -o %A --name %P"),
    ]
  }

  /// Adds the missing attribute lines to `folder/.gitattributes` and sets the configuration with `git config`
  /// (`--global` when `global`); returns what it did, one line each.
  public static func apply(in folder: URL, command: String, global: Bool) throws -> [String] {
    var done: [String] = []
    let attributes = folder.appendingPathComponent(".gitattributes")
    var text = (try? String(contentsOf: attributes, encoding: .utf8)) ?? ""
    let existing = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    let missing = attributeLines.filter { !existing.contains($0) }
    if !missing.isEmpty {
      if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
      text += missing.joined(separator: "\n") + "\n"
      try text.write(to: attributes, atomically: true, encoding: .utf8)
      done += missing.map { ".gitattributes: \($0)" }
    }
    for (key, value) in configuration(command: command) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "config"] + (global ? ["--global"] : []) + [key, value]
      process.currentDirectoryURL = folder
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "git config \(key) failed"])
      }
      done.append("git config\(global ? " --global" : "") \(key) '\(value)'")
    }
    return done
  }
}
