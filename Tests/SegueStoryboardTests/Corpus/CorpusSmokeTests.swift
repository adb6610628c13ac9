import Foundation
import SegueKit
import SegueTestSupport
import StoryboardFormat
import Testing

@testable import SegueKitCore
@testable import SegueKitStoryboards
@testable import SegueKitViews

/// Every iOS and tvOS storyboard of the corpus, run: scenes instantiated and shown, every segue fired
/// (issue 4's corpus smoke test). The corpus's classes do not exist here, so every custom class falls back to
/// its Interface Builder class, as on iOS (`Unknown class … in Interface Builder file.`).
@MainActor
@Suite struct CorpusSmokeTests {
  /// Exceptions UIKit itself raises for these storyboards without their app's code, by reason prefix.
  static let explained = [
    "Could not create a segue of class": "custom segue class of the app, absent here",
    "Could not find a navigation controller for segue":
      "push segue from a scene shown outside its navigation controller",
    "Push segues can only be used": "push segue from a scene shown outside its navigation controller",
    "Could not find a storyboard named": "storyboard reference into another bundle or a file not collected",
    "Storyboard (": "storyboard reference to an identifier the target file does not have",
    "There are unexpected subviews in the container view": "container view holding subviews in the file",
    "Failed to create a segue": "reference to a storyboard without an entry point",
    "Pushing a navigation controller is not supported":
      "show or push of a navigation controller from inside one (UIKit refuses it as well)",
  ]

  struct Tally {
    var files = 0
    var scenes = 0
    var fired: [String: Int] = [:]
    var explainedExceptions: [String: Int] = [:]
    var unexplained: [String] = []
  }

  @Test(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
  func everyCorpusStoryboardRuns() throws {
    let tally = try runAll(in: Corpus.storyboards)
    let kinds = tally.fired.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    let explained = tally.explainedExceptions.sorted { $0.key < $1.key }.map { "  \($0.value)× \($0.key)" }
    print(
      """
      corpus smoke: \(tally.files) storyboards, \(tally.scenes) scenes instantiated, \
      \(tally.fired.values.reduce(0, +)) segues fired
        by kind: \(kinds)
      explained exceptions:
      \(explained.joined(separator: "\n"))
      """)
    #expect(tally.unexplained == [])
    #expect(tally.files >= 110)
    #expect(tally.fired.values.reduce(0, +) >= 400)
  }

  /// The subset in the repository: its 18 iOS storyboards (the 19th is macOS), and all 38 of their segues that are
  /// neither relationships nor embeds, counted from the files' `<segue …kind=…>` tags.
  @Test func everySubsetStoryboardRuns() throws {
    let tally = try runAll(in: Corpus.subsetStoryboards)
    #expect(tally.unexplained == [])
    #expect(tally.files == 18)
    #expect(tally.fired.values.reduce(0, +) == 38)
  }

  /// Runs every iOS and tvOS storyboard of `folder`, each app's files together in a folder of their own.
  private func runAll(in folder: URL) throws -> Tally {
    let rows = Self.manifestRows(in: folder)
    var tally = Tally()
    for (_, files) in Dictionary(grouping: rows, by: { "\($0.repo) \($0.platform)" }).sorted(by: { $0.key < $1.key }) {
      let app = FileManager.default.temporaryDirectory.appendingPathComponent("SegueKitCorpus-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: app) }
      for file in files {
        let target = app.appendingPathComponent((file.path as NSString).lastPathComponent)
        if !FileManager.default.fileExists(atPath: target.path) {
          try FileManager.default.copyItem(at: folder.appendingPathComponent(file.file), to: target)
        }
      }
      for file in files {
        run(app.appendingPathComponent((file.path as NSString).lastPathComponent), tally: &tally)
      }
    }
    return tally
  }

  private func run(_ url: URL, tally: inout Tally) {
    Runtime.fresh()
    let storyboard = UIStoryboard(url: url)
    tally.files += 1
    let document = storyboard.document
    for scene in document.scenes {
      guard let controller = scene.controller, !controller.kind.isStoryboardReference else { continue }
      let segues = scene.segues.filter { $0.kind != .relationship && $0.kind != .embed }
      let identified = controller.storyboardIdentifier != nil || controller.id == document.initialViewControllerID
      guard identified || !segues.isEmpty else { continue }
      guard
        let made = capture({ SceneInstantiator(storyboard: storyboard).instantiate(controller, creator: nil) }, &tally),
        let root = made
      else { continue }
      tally.scenes += 1
      capture({ Runtime.show(Self.container(for: controller, in: storyboard, holding: root)) }, &tally)
      for segue in segues {
        guard let template = root.sceneState?.template(withID: segue.id) else { continue }
        capture(
          {
            template.viewController = root
            template.run(sender: nil)
            MainQueue.drain()
          }, &tally)
        tally.fired[segue.kind.rawValue, default: 0] += 1
      }
    }
  }

  /// The source shown where the app shows it: inside the navigation controller whose root it is.
  static func container(for controller: Controller, in storyboard: UIStoryboard, holding root: UIViewController)
    -> UIViewController
  {
    let isNavigationRoot = storyboard.document.scenes.contains { scene in
      scene.controller?.kind == .navigationController
        && scene.segues.contains { $0.relationship == "rootViewController" && $0.destination == controller.id }
    }
    return isNavigationRoot ? UINavigationController(rootViewController: root) : root
  }

  @discardableResult
  private func capture<T>(_ body: () -> T, _ tally: inout Tally) -> T? {
    var result: T?
    let exceptions = UIKitException.capture { result = body() }
    for exception in exceptions {
      if let reason = Self.explained.first(where: {
        exception.reason.hasPrefix($0.key) || exception.reason.contains($0.key)
      }) {
        tally.explainedExceptions[reason.value, default: 0] += 1
      } else {
        tally.unexplained.append("\(exception.name.rawValue): \(exception.reason)")
      }
    }
    return result
  }

  struct Row {
    var file, repo, path, platform: String
  }

  static func manifestRows(in folder: URL) -> [Row] {
    Corpus.manifest(in: folder).compactMap { row in
      guard let platform = row["platform"], platform == "iOS" || platform == "tvOS" else { return nil }
      return Row(file: row["file"] ?? "", repo: row["repo"] ?? "", path: row["path"] ?? "", platform: platform)
    }
  }
}
