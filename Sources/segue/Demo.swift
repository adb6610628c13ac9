import ArgumentParser
import Foundation
import SegueKitTesting
import Shop

struct Demo: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run the bundled Shop example through a short tour, printing the navigation state and life cycle.",
    discussion: """
      The tour uses the example's real storyboards (Examples/Shop) and view-controller classes: a table row's \
      show segue with an embed, a form sheet, an unwind two levels up and out of the sheet, a split view that \
      expands on an iPad, and a storyboard reference with a custom segue. Run it from the package root with \
      'swift run segue demo', or pass --app.
      With --android: a tour of the bundled AndroidShop example (Examples/AndroidShop: its manifest, layouts, \
      activities and fragments) on a simulated Android device, printing the tasks and the life-cycle callbacks.
      """
  )

  @Option(help: "The example app's folder (found from the current folder or the executable by default).")
  var app: String?

  @Flag(help: "Tour the Android example (Examples/AndroidShop) instead of the iOS one.")
  var android = false

  /// Each step: a `segue run` command and what it shows.
  static let tour: [(command: String, about: String)] = [
    ("tap \"Grinder\"", "a prototype cell's show segue pushes the product; its container view embeds the reviews"),
    ("tap \"Buy\"", "a presentation segue shows the checkout as a form sheet"),
    ("tap \"Continue\"", "a show segue inside the sheet's navigation controller"),
    ("tap \"Done\"", "an unwind segue two levels up: the sheet is dismissed and the stack pops to the list"),
    ("tap \"Library\"", "the second tab: a split view, collapsed on an iPhone"),
    ("device ipad", "an iPad is regular width: the split view expands into two columns"),
    ("tap \"Music\"", "a static cell's showDetail segue replaces the detail column"),
    ("tap \"Settings\"", "the third tab comes from a second storyboard through a storyboard reference"),
    ("tap \"About\"", "a custom segue class presents without animation"),
  ]

  func run() throws {
    if android { return try runAndroid() }
    guard let folder = app ?? Self.exampleFolder() else {
      FileHandle.standardError.write(
        Data(
          ("error: cannot find the example app 'Examples/Shop'; run 'swift run segue demo' from the package root, "
            + "or pass --app PATH\n").utf8))
      throw ExitCode(1)
    }
    do {
      try MainActor.assumeIsolated { try tour(folder) }
    } catch let failure as CommandFailure {
      failure.report()
      throw ExitCode(1)
    }
  }

  @MainActor
  private func tour(_ folder: String) throws {
    // The classes the storyboards name live in the Shop module, linked into this executable.
    StoryboardClassRegistry.register(RootTabBarController.self)
    let session: DriverSession
    do {
      session = DriverSession(app: try SegueApp.launch(appFolder: URL(fileURLWithPath: folder)))
    } catch {
      throw CommandFailure("cannot launch the example app in '\(folder)': \(error)")
    }
    print("SegueKit demo: the Shop example app, run headlessly from its storyboards on a simulated iPhone.")
    print("\nStep 0: launch from Info.plist (scene manifest, Main.storyboard's initial view controller)")
    print(session.launchReport(), terminator: "")
    print(Self.indentedTrace(session), terminator: "")
    for (index, step) in Self.tour.enumerated() {
      print("\nStep \(index + 1): \(step.command)  — \(step.about)")
      do {
        guard let command = try DriverCommand.parse(step.command) else { continue }
        print(try session.run(command), terminator: "")
      } catch {
        throw CommandFailure("step \(index + 1) '\(step.command)': \(error)")
      }
      print(Self.indentedTrace(session), terminator: "")
    }
    print("\nNext: 'swift run segue run Examples/Shop' to drive it yourself; 'swift test' runs the tests.")
  }

  @MainActor
  private static func indentedTrace(_ session: DriverSession) -> String {
    let events = session.app.takeTrace()
    return "life cycle:\n" + (events.isEmpty ? "  (none)\n" : events.map { "  \($0)\n" }.joined())
  }

  /// `Examples/Shop` (or another example's folder holding `marker`) below the current folder, else below an
  /// ancestor of the executable (`.build/debug/segue`).
  static func exampleFolder(_ relative: String = "Examples/Shop", marker: String = "Info.plist") -> String? {
    let manager = FileManager.default
    var candidates = [URL(fileURLWithPath: manager.currentDirectoryPath)]
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<6 {
      candidates.append(folder)
      folder = folder.deletingLastPathComponent()
    }
    let found = candidates.map { $0.appendingPathComponent(relative) }.first {
      manager.fileExists(atPath: $0.appendingPathComponent(marker).path)
    }
    return found?.path
  }
}
