import ArgumentParser
import Foundation
import SegueTools

struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show what changed between two versions of storyboards and xibs, object by object.",
    discussion: """
      Compares two files, two folders (paired by relative path), or git revisions: 'segue diff HEAD~1 -- Main.storyboard' \
      (against the working copy) or 'segue diff main HEAD -- App'. As git's diff driver ('segue git-setup'), it \
      takes the seven arguments git passes. Exit status: 0 when nothing changed, 1 when something did, 2 on a usage \
      error (always 0 as git's driver, which git requires).
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, html
  }

  enum Noise: String, ExpressibleByArgument, CaseIterable {
    case show, group, hide
  }

  enum Colour: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
  }

  @Argument(help: "OLD NEW (files or folders), or REV [REV] PATH… for git revisions.")
  var items: [String]

  @Option(help: "Output format: text, json, or html (one page: before and after wireframes, changes outlined).")
  var format: Format = .text

  @Option(help: "Xcode's re-save noise (toolsVersion, systemVersion, <capability>, resources): show, group or hide.")
  var noise: Noise = .group

  @Flag(help: "Hide changes that only move frames.")
  var ignoreFrames = false

  @Option(help: "Colour the text output: auto (on a terminal), always or never.")
  var color: Colour = .auto

  @Flag(help: "Take git's external diff arguments (path old-file old-hex old-mode new-file new-hex new-mode).")
  var gitExternalDiff = false

  func validate() throws {
    if gitExternalDiff {
      guard items.count == 7 || items.count == 9 else {
        throw ValidationError("--git-external-diff takes the 7 (or 9) arguments git passes; got \(items.count)")
      }
    } else if items.count < 2 {
      throw ValidationError("Expected OLD NEW, or REV [REV] PATH…")
    }
  }

  private var noiseDisplay: DiffReport.NoiseDisplay { DiffReport.NoiseDisplay(rawValue: noise.rawValue) ?? .group }

  func run() throws {
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let inputs: DiffInputs
    if gitExternalDiff {
      func read(_ path: String) -> [UInt8]? {
        path == "/dev/null" ? nil : (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
      }
      let name = items[0]
      let newName = items.count == 9 ? items[7] : name
      inputs = DiffInputs(pairs: [
        .init(old: .init(name: name, bytes: read(items[1])), new: .init(name: newName, bytes: read(items[4])))
      ])
    } else {
      do {
        inputs = try DiffInputs.resolve(items, in: folder)
      } catch {
        throw ValidationError(error.description)
      }
    }
    let files = inputs.pairs.map { pair in
      DiffHTML.File(
        old: IBDocument.read(bytes: pair.old.bytes ?? [], path: pair.old.name),
        new: IBDocument.read(bytes: pair.new.bytes ?? [], path: pair.new.name))
    }
    let report = DiffReport(diffs: files.map(\.diff))
    switch format {
    case .text:
      let colour = color == .always || (color == .auto && isatty(STDOUT_FILENO) == 1)
      print(report.text(noise: noiseDisplay, ignoringFrames: ignoreFrames, colour: colour), terminator: "")
    case .json:
      print(try report.json(noise: noiseDisplay, ignoringFrames: ignoreFrames))
    case .html:
      print(DiffHTML.page(files, noise: noiseDisplay, ignoringFrames: ignoreFrames), terminator: "")
    }
    if report.hasChanges, !gitExternalDiff { throw ExitCode(1) }
  }
}
