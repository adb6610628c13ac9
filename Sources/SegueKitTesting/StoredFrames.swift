import Foundation
import SegueKit
import StoryboardFormat

/// The frames a storyboard stores for the views of the controllers on screen, for views the runtime has given none
/// (SegueKit solves no layout, and its storyboard loader does not apply `<rect key="frame">`).
///
/// A live controller is matched to a scene of the launched storyboards by its class (the scene's custom class, or
/// UIKit's class for the controller element) and by the number of its root view's subviews; its view tree is then
/// walked beside the stored one, subview by subview, while the counts agree [I]. Views the app added or removed in
/// code break the match below them, and those views keep the runtime's frames.
@MainActor
struct StoredFrames {
  /// Stored root view objects by the live controller's root view.
  private(set) var roots: [ObjectIdentifier: StoryboardObject] = [:]

  init(controllers: [UIViewController], folder: URL?) {
    guard let folder, controllers.contains(where: { $0.storyboard != nil }) else { return }
    let set = StoryboardSet.load(paths: [folder.path])
    var candidates: [String: [StoryboardObject]] = [:]
    for document in set.documents {
      for controller in document.controllers {
        guard let view = controller.view else { continue }
        candidates[controller.customClass ?? Self.uiKitClass(controller.kind), default: []].append(view)
      }
    }
    for controller in controllers where controller.storyboard != nil {
      guard let view = controller.viewIfLoaded else { continue }
      let name = String(describing: type(of: controller))
      let match = candidates[name]?.first { Self.subviews(of: $0).count == view.subviews.count }
      if let match { roots[ObjectIdentifier(view)] = match }
    }
  }

  /// The stored subviews of `object`, in file order.
  static func subviews(of object: StoryboardObject) -> [StoryboardObject] {
    object.children.first { $0.element == "subviews" }?.children ?? []
  }

  /// The stored `<rect key="frame">` of `object`.
  static func frame(of object: StoryboardObject) -> CGRect? {
    guard let rect = object.children.first(where: { $0.element == "rect" && $0.key == "frame" }) else { return nil }
    func value(_ name: String) -> Double { rect.attributes[name].flatMap(Double.init) ?? 0 }
    return CGRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
  }

  /// UIKit's class for a controller element without a custom class (`tableViewController` → `UITableViewController`).
  private static func uiKitClass(_ kind: ControllerKind) -> String {
    "UI" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
  }
}
