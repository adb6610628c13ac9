import Foundation
import SegueKit
import SegueTestSupport
import Testing

@testable import SegueKitCore
@testable import SegueKitViews

/// A scene controller that records its life cycle and segue calls under its storyboard title.
@MainActor
class TracedSceneViewController: UIViewController {
  var name: String { title ?? "?" }
  var allowsSegues = true
  /// Whether this instance is a destination for unwinds (every instance has the action: the class has it).
  var acceptsUnwinds = false

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    Trace.shared.log("\(name).init(coder:)")
  }

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
  }

  override func awakeFromNib() { Trace.shared.log("\(name).awakeFromNib") }
  override func viewDidLoad() { Trace.shared.log("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { Trace.shared.log("\(name).viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { Trace.shared.log("\(name).viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { Trace.shared.log("\(name).viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { Trace.shared.log("\(name).viewDidDisappear(\(animated))") }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    Trace.shared.log("\(name).shouldPerformSegue(\(identifier), sender: \(describe(sender)))")
    return allowsSegues
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let destination = (segue.destination as? TracedSceneViewController)?.name ?? segue.destination.title ?? "?"
    Trace.shared.log(
      "\(name).prepare(for: \(segue.identifier ?? "nil") → \(destination), sender: \(describe(sender)), "
        + "destination view loaded: \(segue.destination.isViewLoaded))")
  }

  override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?)
    -> Bool
  {
    let answer = acceptsUnwinds && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    Trace.shared.log("\(name).canPerform(\(action)) = \(answer)")
    return answer
  }

  @IBAction func unwindHere(_ segue: UIStoryboardSegue) {
    Trace.shared.log("\(name).unwindHere(from: \((segue.source as? TracedSceneViewController)?.name ?? "?"))")
  }

  @IBAction func buttonTapped(_ sender: Any?) {
    Trace.shared.log("\(name).buttonTapped(sender: \(describe(sender)))")
  }
}

extension TracedSceneViewController: StoryboardConnectable {
  class var storyboardConnections: StoryboardConnections<TracedSceneViewController> {
    StoryboardConnections<TracedSceneViewController>()
      .unwind("unwindHere:") { controller, segue in controller.unwindHere(segue) }
      .action("buttonTapped:") { controller, sender in controller.buttonTapped(sender) }
  }
}

/// A navigation controller that traces its pops, so unwind chains show what they did.
@MainActor
final class TracedNavigationController: UINavigationController {
  override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    Trace.shared.log("\(title ?? "Nav").popToViewController(\(viewController.title ?? "?"), animated: \(animated))")
    return super.popToViewController(viewController, animated: animated)
  }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    Trace.shared.log("\(title ?? "Nav").dismiss(animated: \(flag))")
    super.dismiss(animated: flag, completion: completion)
  }
}

/// A segue class that records its creation and performance, then does the template's transition.
@MainActor
final class TracedSegue: UIStoryboardSegue {
  override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    Trace.shared.log("segue.init(\(identifier ?? "nil"))")
  }

  override func perform() {
    Trace.shared.log("segue.perform(animations: \(UIView.areAnimationsEnabled))")
    super.perform()
  }
}

/// A custom segue that presents without animation, as UIKit's documentation's example does.
@MainActor
final class PresentWithoutAnimationSegue: UIStoryboardSegue {
  override func perform() {
    Trace.shared.log("customSegue.perform")
    source.present(destination, animated: false)
  }
}

@MainActor
func describe(_ sender: Any?) -> String {
  switch sender {
  case nil: "nil"
  case let view as UIView: view.accessibilityIdentifier ?? String(describing: type(of: view))
  case let item as UIBarItem: item.title ?? "bar item"
  default: String(describing: type(of: sender!))
  }
}

/// Writes storyboards into a fresh folder and opens them, as an app bundle would hold them.
@MainActor
enum StoryboardFixture {
  static let module = "SegueStoryboardTests"

  static func folder(_ files: [String: String]) -> URL {
    do {
      return try TemporaryFolder(files: files).url
    } catch {
      Issue.record(error, "cannot write the test's files")
      return FileManager.default.temporaryDirectory
    }
  }

  static func storyboard(initial: String? = nil, _ scenes: String) -> UIStoryboard {
    let folder = folder(["Main.storyboard": document(initial: initial, scenes)])
    return UIStoryboard(url: folder.appendingPathComponent("Main.storyboard"))
  }

  static func document(initial: String? = nil, _ scenes: String) -> String {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none"\(initialAttribute)>
        <scenes>
      \(scenes)
        </scenes>
      </document>
      """
  }

  /// A scene whose controller is a traced view controller titled `title`.
  static func scene(
    _ id: String, title: String, element: String = "viewController", attributes: String = "", body: String = "",
    objects: String = ""
  ) -> String {
    """
    <scene sceneID="scene-\(id)"><objects>
      <\(element) title="\(title)" id="\(id)" customClass="TracedSceneViewController" customModule="\(module)" \
    \(attributes) sceneMemberID="viewController">\(body)</\(element)>
      <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" sceneMemberID="firstResponder"/>
      \(objects)
    </objects></scene>
    """
  }

  static func navigation(_ id: String, root: String, title: String = "Nav") -> String {
    """
    <scene sceneID="scene-\(id)"><objects>
      <navigationController title="\(title)" id="\(id)" customClass="TracedNavigationController" \
    customModule="\(module)" sceneMemberID="viewController">
        <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="rel-\(id)"/></connections>
      </navigationController>
    </objects></scene>
    """
  }
}

/// Starts each test from a quiet runtime; keeps windows alive for the test.
@MainActor
enum Runtime {
  static var windows: [UIWindow] = []

  static func fresh() {
    windows = []
    MainQueue.drain()
    Console.clear()
    _ = Trace.shared.take()
  }

  /// A visible window with `root`, drained, the trace emptied.
  @discardableResult
  static func show(_ root: UIViewController, device: DevicePreset = .iPhone) -> UIWindow {
    let window = UIWindow(device: device)
    window.rootViewController = root
    window.makeKeyAndVisible()
    windows.append(window)
    MainQueue.drain()
    _ = Trace.shared.take()
    return window
  }
}
