import Foundation
import StoryboardFormat

/// Makes view controllers from scenes, as UIKit's `UIClassSwapper` and nib decoding do (<doc:Segues#§2.3-Destinations>,
/// <doc:Storyboards#§8.1-Instantiation>).
@MainActor
struct SceneInstantiator {
  typealias Creator = (NSCoder) -> UIViewController?

  /// The segue whose destination is being made, for `@IBSegueAction` (<doc:Segues#§2.3-Destinations>).
  struct SegueContext {
    var template: UIStoryboardSegueTemplate
    var source: UIViewController
    var sender: Any?
  }

  let storyboard: UIStoryboard

  /// A new instance of `controller`'s scene, its relationship children included; `nil` only when a storyboard
  /// reference cannot be resolved or `init?(coder:)` returns `nil`.
  func instantiate(_ controller: Controller, creator: Creator?, segue: SegueContext? = nil) -> UIViewController? {
    SceneCycleGuard.entering(controller, of: storyboard.document, .instantiation) {
      instantiateOnce(controller, creator: creator, segue: segue)
    }
  }

  private func instantiateOnce(_ controller: Controller, creator: Creator?, segue: SegueContext?) -> UIViewController? {
    if let reference = controller.storyboardReference {
      let made = instantiate(reference: reference, creator: creator, segue: segue)
      // [I] The tab bar item set on a reference (its place in a tab bar controller) is the one the tab shows.
      if let made, let item = controller.tabBarItem {
        let image = item.image.flatMap { UIImage(named: $0) }
        made.tabBarItem = UITabBarItem(title: item.title, image: image, tag: item.tag ?? 0)
      }
      return made
    }
    let coder = StoryboardCoder(storyboard: storyboard, controller: controller)
    let type = controllerClass(for: controller)
    var made: UIViewController?
    if let creator {
      made = checked(creator(coder), coder: coder, type: type, context: nil)
    } else if let segue, let selector = segue.template.segue.destinationCreationSelector {
      made = createWithSegueAction(selector, segue: segue, coder: coder, type: type)
    }
    guard let controllerMade = made ?? type.init(coder: coder) else { return nil }
    if coder.consumedBy == nil { coder.decode(into: controllerMade) }
    installRelationships(of: controller, in: controllerMade)
    controllerMade.awakeFromNib()
    return controllerMade
  }

  // MARK: - Classes

  private func controllerClass(for controller: Controller) -> UIViewController.Type {
    let base = Self.baseClass(for: controller.kind)
    guard let name = controller.customClass else { return base }
    let found: AnyClass? = StoryboardClassRegistry.lookup(
      className: name, module: controller.customModule, moduleProvider: controller.moduleProvider)
    guard let type = found as? UIViewController.Type else {
      Console.log("Unknown class \(name) in Interface Builder file.")
      return base
    }
    return type
  }

  static func baseClass(for kind: ControllerKind) -> UIViewController.Type {
    switch kind {
    case .navigationController: UINavigationController.self
    case .tabBarController: UITabBarController.self
    case .splitViewController: UISplitViewController.self
    case .tableViewController: UITableViewController.self
    case .collectionViewController: UICollectionViewController.self
    case .pageViewController: UIPageViewController.self
    default: UIViewController.self
    }
  }

  // MARK: - Creators and @IBSegueAction (<doc:Segues#§2.3-Destinations>)

  private func createWithSegueAction(
    _ selector: String, segue: SegueContext, coder: StoryboardCoder, type: UIViewController.Type
  ) -> UIViewController? {
    let sourceClass = SegueKitModules.qualifiedName(of: Swift.type(of: segue.source))
    guard let make = ConnectionDispatch.segueAction(selector, of: segue.source) else {
      Console.log("Unable to find method [\(sourceClass) \(selector)]")
      return nil
    }
    guard let made = make(coder, segue.sender, segue.template.identifier) else {
      let typeName = SegueKitModules.qualifiedName(of: type)
      Console.log("[\(sourceClass) \(selector)] returned nil, falling back to [\(typeName) initWithCoder:]")
      return nil
    }
    return checked(made, coder: coder, type: type, context: "[\(sourceClass) \(selector)]")
  }

  /// UIKit's two checks on a custom-made controller: it came from `init?(coder:)` with this coder, and it is a
  /// kind of the storyboard's class.
  private func checked(
    _ made: UIViewController?, coder: StoryboardCoder, type: UIViewController.Type, context: String?
  ) -> UIViewController? {
    guard let made else { return nil }
    guard coder.consumedBy == ObjectIdentifier(made) else {
      let from = context.map { " when created from -\($0)" } ?? ""
      UIKitException.raise(
        .internalInconsistency, "Custom instantiated view controller must call -[super initWithCoder:]\(from)")
      return nil
    }
    guard made.isKind(of: type) else {
      UIKitException.raise(
        .internalInconsistency,
        "Custom instantiated \(made) must be kind of class \(SegueKitModules.qualifiedName(of: type))")
      return nil
    }
    return made
  }

  // MARK: - Storyboard references (<doc:Storyboards#§8.2-References>)

  private func instantiate(reference: StoryboardReference, creator: Creator?, segue: SegueContext?)
    -> UIViewController?
  {
    let target: UIStoryboard
    if let name = reference.storyboardName, !name.isEmpty, name != storyboard.name {
      guard let document = storyboard.library.document(named: name) else {
        UIKitException.raise(
          .invalidArgument,
          "Could not find a storyboard named '\(name)' in bundle \(storyboard.bundle.map(UIStoryboard.describe) ?? storyboard.library.folder)"
        )
        return nil
      }
      target = UIStoryboard(document: document, library: storyboard.library, bundle: storyboard.bundle)
    } else {
      target = storyboard
    }
    let controller: Controller?
    if let identifier = reference.referencedIdentifier {
      controller = target.document.controller(withStoryboardIdentifier: identifier)
      if controller == nil {
        UIKitException.raise(
          .invalidArgument, "Storyboard (\(target)) doesn't contain a view controller with identifier '\(identifier)'")
      }
    } else {
      controller = target.document.initialController
    }
    guard let controller else { return nil }
    return SceneInstantiator(storyboard: target).instantiate(controller, creator: creator, segue: segue)
  }

  // MARK: - Relationships (<doc:Storyboards#§8.1-Instantiation>: children are made with their container)

  private func installRelationships(of controller: Controller, in container: UIViewController) {
    guard let scene = storyboard.document.scene(withControllerID: controller.id) else { return }
    var children: [(relationship: RelationshipSlot?, child: UIViewController)] = []
    for segue in scene.segues where segue.kind == .relationship {
      guard let destination = storyboard.document.controller(withID: segue.destination),
        let child = SceneInstantiator(storyboard: storyboard).instantiate(destination, creator: nil)
      else { continue }
      children.append((segue.relationshipSlot, child))
    }
    guard !children.isEmpty else { return }
    switch container {
    case let navigation as UINavigationController:
      if let root = children.first(where: { $0.relationship == .rootViewController })?.child {
        navigation.setViewControllers([root], animated: false)
      }
    case let tabBar as UITabBarController:
      tabBar.setViewControllers(children.filter { $0.relationship == .viewControllers }.map(\.child), animated: false)
    case let split as UISplitViewController:
      let columns = Dictionary(children.map { ($0.relationship, $0.child) }, uniquingKeysWith: { first, _ in first })
      guard split.style != .unspecified else {
        split.viewControllers = [RelationshipSlot.masterViewController, .detailViewController].compactMap {
          columns[$0]
        }
        return
      }
      let columnNames: [(RelationshipSlot, UISplitViewController.Column)] = [
        (.masterViewController, .primary), (.supplementaryViewController, .supplementary),
        (.detailViewController, .secondary), (.compactViewController, .compact),
      ]
      for (relationship, column) in columnNames {
        if let child = columns[relationship] { split.setViewController(child, for: column) }
      }
    default:
      break
    }
  }
}
