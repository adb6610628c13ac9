import Foundation
import SegueKit

/// Storyboards at run time: launch-and-show of the largest corpus storyboards, and a 70-scene app that is
/// launched, pushed ten segues deep and unwound to its root, drained, per run (issue 4's target: < 1 ms).
@MainActor
func runStoryboardBenchmarks(corpus: String) {
  StoryboardClassRegistry.register(BenchmarkRootViewController.self)
  let app = SeventySceneApp()
  let runs = 2_000
  _ = app.run()  // Decodes the storyboard once, as a test process does for its first test.
  var depth = 0
  let perRun = seconds { for _ in 0..<runs { depth += app.run() } } / Double(runs) * 1e6
  precondition(depth == runs * 10, "every run pushed ten segues deep")
  print(
    "storyboard: 70-scene app launched, 10 segues performed and unwound, drained: "
      + "\(String(format: "%.0f", perRun)) µs per run (target < 1000 µs)")
  let cold = seconds { _ = SeventySceneApp().run() } * 1e6
  print(
    "storyboard: the same run with the storyboard decoded from its file first: \(String(format: "%.0f", cold)) µs")
  launchLargestCorpusStoryboards(corpus: corpus)
}

/// Instantiate-and-show of the initial scene of the largest iOS corpus storyboards.
@MainActor
private func launchLargestCorpusStoryboards(corpus: String) {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
  let largest = names.filter { $0.hasSuffix(".storyboard") }
    .map { (corpus as NSString).appendingPathComponent($0) }
    .compactMap { path -> (String, Int)? in
      guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else { return nil }
      return (path, size)
    }
    .sorted { $0.1 > $1.1 }.prefix(5)
  Console.echoesToStandardError = false
  for (path, _) in largest {
    let storyboard = UIStoryboard(url: URL(fileURLWithPath: path))
    guard storyboard.instantiateInitialViewController() != nil else { continue }
    let runs = 500
    let perRun =
      seconds { for _ in 0..<runs { _ = shownWindow(storyboard.instantiateInitialViewController()) } }
      / Double(runs) * 1e6
    print(
      "storyboard: instantiate and show the initial scene of \((path as NSString).lastPathComponent.prefix(60)): "
        + "\(String(format: "%.0f", perRun)) µs")
  }
  Console.clear()
}

/// The root of the generated app: it implements the unwind action.
final class BenchmarkRootViewController: UIViewController, StoryboardConnectable {
  static let storyboardConnections = StoryboardConnections<BenchmarkRootViewController>()
    .unwind("unwindHome:") { _, _ in }
}

/// A generated storyboard: a tab bar controller, a navigation controller and a 68-scene chain of show segues,
/// each scene with an unwind segue back to the root.
@MainActor
struct SeventySceneApp {
  let storyboard: UIStoryboard

  /// The storyboard's XML.
  static let text: String = {
    let chain = (0..<68).map { index in
      let next =
        index < 67 ? "<segue destination=\"S\(index + 1)\" kind=\"show\" identifier=\"next\" id=\"n\(index)\"/>" : ""
      let custom = index == 0 ? " customClass=\"BenchmarkRootViewController\" customModule=\"SegueBenchmarks\"" : ""
      return """
        <scene sceneID="scene\(index)"><objects>
          <viewController title="S\(index)" id="S\(index)"\(custom) sceneMemberID="viewController">
            <view key="view" id="v\(index)"/>
            <connections>\(next)<segue destination="x\(index)" kind="unwind" identifier="home" unwindAction="unwindHome:" id="u\(index)"/></connections>
          </viewController>
          <exit id="x\(index)" sceneMemberID="exit"/>
        </objects></scene>
        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" initialViewController="T">
        <scenes>
          <scene sceneID="t"><objects><tabBarController id="T" sceneMemberID="viewController"><connections>
            <segue destination="N" kind="relationship" relationship="viewControllers" id="rt"/>
          </connections></tabBarController></objects></scene>
          <scene sceneID="n"><objects><navigationController id="N" sceneMemberID="viewController"><connections>
            <segue destination="S0" kind="relationship" relationship="rootViewController" id="rn"/>
          </connections></navigationController></objects></scene>
          \(chain.joined(separator: "\n"))
        </scenes>
      </document>
      """
  }()

  init() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SegueBenchmarks-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }  // decoded whole by `init(url:)`
    let url = folder.appendingPathComponent("Main.storyboard")
    try? Data(Self.text.utf8).write(to: url)
    storyboard = UIStoryboard(url: url)
  }

  /// One launch, ten segues and an unwind, drained; returns how deep the stack got.
  func run() -> Int {
    let window = shownWindow(storyboard.instantiateInitialViewController())
    guard let navigation = window.rootViewController?.children.first as? UINavigationController else { return 0 }
    for _ in 0..<10 {
      navigation.topViewController?.performSegue(withIdentifier: "next", sender: nil)
      MainQueue.drain()
    }
    let depth = navigation.viewControllers.count - 1
    navigation.topViewController?.performSegue(withIdentifier: "home", sender: nil)
    MainQueue.drain()
    precondition(navigation.viewControllers.count == 1, "the unwind popped back to the root")
    return depth
  }
}
