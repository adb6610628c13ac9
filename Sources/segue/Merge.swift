import ArgumentParser
import Foundation
import SegueTools
import StoryboardFormat

struct Merge: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Merge three versions of a storyboard or xib by object id (a git merge driver).",
    discussion: """
      'segue merge BASE OURS THEIRS -o OUT' writes the merge; as git's merge driver ('segue git-setup') it runs as \
      'segue merge %O %A %B -o %A --name %P'. Conflicts are written with ours kept (the changed object for a \
      deletion), so the file opens in Xcode, and listed with file:line:column of each side. 'segue merge --check \
      FILE…' reports conflict markers left in files. Exit status: 0 merged (or no markers), 1 conflicts left (or the \
      merge was refused: a side is not an Interface Builder document, or has conflict markers), 2 on a usage error.
      """
  )

  @Argument(help: "BASE OURS THEIRS (an empty or missing BASE means none), or the files to check with --check.")
  var files: [String]

  @Option(name: .shortAndLong, help: "Where to write the merge (standard output when not given).")
  var output: String?

  @Option(help: "The file's name in messages (git's %P).")
  var name: String?

  @Flag(help: "Report git conflict markers left in the files instead of merging.")
  var check = false

  func validate() throws {
    if check {
      guard !files.isEmpty else { throw ValidationError("--check needs at least one file") }
    } else if files.count != 3 {
      throw ValidationError("Expected BASE OURS THEIRS; got \(files.count) file\(files.count == 1 ? "" : "s")")
    }
  }

  func run() throws {
    if check { return try runCheck() }
    let names = [
      name.map { "\($0) (base)" } ?? files[0], name.map { "\($0) (ours)" } ?? files[1],
      name.map { "\($0) (theirs)" } ?? files[2],
    ]
    func read(_ index: Int) throws -> [UInt8] {
      do {
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: files[index])))
      } catch {
        if index == 0 { return [] }
        throw ValidationError("Cannot read '\(files[index])'")
      }
    }
    let baseBytes = try read(0)
    let base = baseBytes.isEmpty ? nil : IBDocument.read(bytes: baseBytes, path: names[0])
    let ours = IBDocument.read(bytes: try read(1), path: names[1])
    let theirs = IBDocument.read(bytes: try read(2), path: names[2])
    let result = StoryboardMerge.merge(base: base, ours: ours, theirs: theirs)
    if let output {
      try Data(result.bytes).write(to: URL(fileURLWithPath: output))
    } else {
      FileHandle.standardOutput.write(Data(result.bytes))
    }
    var messages = result.conflicts.map(\.description)
    if let refusal = result.refusal { messages.append(refusal + "; ours is left as it was") }
    if !messages.isEmpty {
      let count = result.conflicts.count
      messages.append(
        result.refusal == nil
          ? "\(names[1]): \(count) conflict\(count == 1 ? "" : "s") left; the file holds ours' choice for each"
          : "\(names[1]): not merged")
      FileHandle.standardError.write(Data((messages.joined(separator: "\n") + "\n").utf8))
      throw ExitCode(1)
    }
  }

  private func runCheck() throws {
    var found = false
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw ValidationError("Cannot read '\(file)'")
      }
      let document = IBDocument.read(bytes: [UInt8](data), path: file)
      for diagnostic in document.diagnostics where diagnostic.code == .mergeConflict {
        found = true
        print("\(diagnostic.location): error: \(diagnostic.message) [\(diagnostic.code)]")
      }
    }
    if found {
      print("Run 'segue merge BASE OURS THEIRS -o FILE' on the three versions ('git checkout --conflict=merge FILE'")
      print("restores the markers; 'git show :1:FILE', ':2:FILE' and ':3:FILE' give the versions).")
      throw ExitCode(1)
    }
  }
}
