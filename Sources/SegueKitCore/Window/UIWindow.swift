public import Foundation

/// A window: the root of a view tree, with a root view controller and a trait collection.
///
/// Mirrors UIKit's `UIWindow`. There is no screen: a window simulates a device and an orientation (not in
/// UIKit), which give its trait collection (<doc:Adaptivity#§9.1-Size-classes>); changing them re-runs adaptation as
/// UIKit does.
@preconcurrency @MainActor
open class UIWindow: UIView {
  static var defaultTraitCollection: UITraitCollection { .standardIPhonePortrait }

  /// The simulated device. Not in UIKit. Defaults to a standard iPhone.
  public var device: DevicePreset = .iPhone {
    didSet { environmentChanged(from: oldValue, orientation) }
  }

  /// The simulated interface orientation. Not in UIKit. Defaults to portrait.
  public var orientation: UIInterfaceOrientation = .portrait {
    didSet { environmentChanged(from: device, oldValue) }
  }

  /// The root view controller; its view becomes the window's content view.
  ///
  /// Mirrors UIKit: on a visible window the old root disappears and the new root loads its view and appears
  /// (`viewWillAppear` now, `viewDidAppear` when the main queue is drained).
  open var rootViewController: UIViewController? {
    get { rootStorage }
    set { setRoot(newValue) }
  }
  private var rootStorage: UIViewController?

  /// The window's traits, from its device and orientation, in its `overrideUserInterfaceStyle` when one is set, with
  /// the device's content size category (`UIApplication.preferredContentSizeCategory`).
  open override var traitCollection: UITraitCollection {
    traits(device: device, orientation: orientation)
  }

  /// The traits the window has on `device` in `orientation`, with the device's content size category.
  func traits(device: DevicePreset, orientation: UIInterfaceOrientation) -> UITraitCollection {
    device.traitCollection(for: orientation).withStyle(visualStorage?.overrideUserInterfaceStyle ?? .unspecified)
      .withContentSize(DynamicTypeSizes.category)
  }

  /// The window's z-order level; recorded (windows are not composited). Mirrors UIKit's `windowLevel`.
  open var windowLevel: UIWindow.Level = .normal

  /// The scene the window belongs to; setting another moves the window to that scene's `windows`.
  ///
  /// Mirrors UIKit's `windowScene` (held weakly, as in UIKit).
  open var windowScene: UIWindowScene? {
    get { windowSceneStorage }
    set {
      guard newValue !== windowSceneStorage else { return }
      windowSceneStorage?.windows.removeAll { $0 === self }
      windowSceneStorage = newValue
      newValue?.windows.append(self)
    }
  }
  private weak var windowSceneStorage: UIWindowScene?

  /// The screen showing the window: the one simulated screen. Mirrors UIKit's `screen`.
  open var screen: UIScreen {
    get { UIScreen.main }
    set {}  // [I] there is one screen; UIKit moves the window to `newValue`.
  }

  /// Whether this window is the application's key window.
  public var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
    UIApplication.shared.register(self)
  }

  public convenience init() {
    self.init(frame: CGRect(origin: .zero, size: DevicePreset.iPhone.size(for: .portrait)))
  }

  /// Creates a window simulating `device` in `orientation`. Not in UIKit.
  public convenience init(device: DevicePreset, orientation: UIInterfaceOrientation = .portrait) {
    self.init()
    self.device = device
    self.orientation = orientation
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
    UIApplication.shared.register(self)
  }

  isolated deinit {
    UIApplication.shared.unregister(self)
  }

  open override var window: UIWindow? { self }

  override var windowIfSelf: UIWindow? { self }

  open override var isHidden: Bool {
    didSet {
      guard oldValue != isHidden else { return }
      if isHidden { hideRoot() } else { showRoot(animated: false) }
    }
  }

  /// Makes the window key and visible; the root controller's view loads and `viewWillAppear` runs now.
  open func makeKeyAndVisible() {
    guard !UIKitException.isUnwinding else { return }
    UIApplication.shared.keyWindowStorage = self
    isHidden = false
  }

  /// Makes the window the key window.
  open func makeKey() {
    UIApplication.shared.keyWindowStorage = self
  }

  var isVisibleForAppearance: Bool { !isHidden }

  private func setRoot(_ newRoot: UIViewController?) {
    guard newRoot !== rootStorage, !UIKitException.isUnwinding else { return }
    if let old = rootStorage {
      if !isHidden, old.viewStorage?.superview === self {
        old.beginAppearance(false, animated: false)
        MainQueue.async { old.finishAppearanceTransition(appearing: false) }
      }
      ViewTreeAppearance.suppressed {
        if old.viewStorage?.superview === self { old.viewStorage?.removeFromSuperview() }
      }
    }
    rootStorage = newRoot
    if !isHidden { showRoot(animated: false) }
  }

  private func showRoot(animated: Bool) {
    guard let root = rootStorage, root.viewStorage?.superview !== self else { return }
    let rootView: UIView = root.view
    // The root view fills the window [DOC `UIWindow.rootViewController`: "installs the view controller's view as
    // the content view of the window"].
    rootView.frame = bounds
    ViewTreeAppearance.suppressed { insertSubview(rootView, at: 0) }
    root.beginAppearance(true, animated: animated)
    MainQueue.async { root.finishAppearanceTransition(appearing: true) }
  }

  private func hideRoot() {
    guard let root = rootStorage, root.isVisibleOrAppearing else { return }
    root.beginAppearance(false, animated: false)
    MainQueue.async { root.finishAppearanceTransition(appearing: false) }
  }

  // MARK: Trait changes

  /// Every controller of the window with its current traits, root first.
  func snapshotTraits() -> [(UIViewController, UITraitCollection)] {
    var result: [(UIViewController, UITraitCollection)] = []
    rootStorage?.forEachInHierarchy { result.append(($0, $0.traitCollection)) }
    return result
  }

  /// A new device or orientation: the window takes the new size; the root hears `willTransition(to:with:)` for
  /// new traits, then `viewWillTransition(to:with:)` for a new size [I for the order], then traits apply.
  private func environmentChanged(from oldDevice: DevicePreset, _ oldOrientation: UIInterfaceOrientation) {
    let previous = traits(device: oldDevice, orientation: oldOrientation)
    let newSize = device.size(for: orientation)
    let sizeChanged = newSize != frame.size
    frame.size = newSize
    if sizeChanged { layOutControllerViews() }
    guard let root = rootStorage, previous != traitCollection || sizeChanged else { return }
    // The hierarchy saw `previous`; rebuild what each controller saw from it.
    var before: [(UIViewController, UITraitCollection)] = []
    root.forEachInHierarchy { controller in
      before.append((controller, controller.traits(assumingWindowTraits: previous)))
    }
    let coordinator = TransitionCoordinator(animated: true, duration: 0)
    if previous != traitCollection { root.willTransition(to: traitCollection, with: coordinator) }
    if sizeChanged { root.viewWillTransition(to: newSize, with: coordinator) }
    applyTraitChange(previous: before, coordinator: coordinator)
  }

  /// Adapts containers and presentations to the new traits, then tells each controller whose traits changed.
  func applyTraitChange(previous: [(UIViewController, UITraitCollection)], coordinator: TransitionCoordinator) {
    // [I] controllers hear of the new traits first, then containers and presentations adapt to them.
    let changed = previous.filter { $0.0.traitCollection != $0.1 }
    for (controller, old) in changed {
      controller.traitCollectionDidChange(old)
    }
    // [I] Presentations adapt before containers rearrange, so a presenter that reappears finishes appearing
    // before a container change takes it off screen.
    for (controller, _) in changed {
      controller.childModal?.presentationControllerStorage?.readapt()
    }
    for (controller, old) in changed {
      controller.containerTraitsDidChange(from: old)
    }
    MainQueue.async { coordinator.finish() }
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open class var didBecomeVisibleNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIWindowDidBecomeVisibleNotification")
  }
  open class var didBecomeHiddenNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIWindowDidBecomeHiddenNotification")
  }
  open class var didBecomeKeyNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIWindowDidBecomeKeyNotification")
  }
  open class var didResignKeyNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIWindowDidResignKeyNotification")
  }
  open var canResizeToFitContent: Bool = false
  open func becomeKey() {}
  open func resignKey() {}
  open func sendEvent(_ event: UIEvent) {}
  // MARK: - End of generated members
}

extension UIViewController {
  /// The traits the receiver would have if its window had `windowTraits`.
  func traits(assumingWindowTraits windowTraits: UITraitCollection) -> UITraitCollection {
    inheritedTraits(assumingWindowTraits: windowTraits).withStyle(
      extraStorage?.overrideUserInterfaceStyle ?? .unspecified)
  }

  private func inheritedTraits(assumingWindowTraits windowTraits: UITraitCollection) -> UITraitCollection {
    if let parent = parentStorage {
      let inherited = parent.traits(assumingWindowTraits: windowTraits)
      guard let override = parent.extraStorage?.overrideTraits[ObjectIdentifier(self)] else { return inherited }
      return UITraitCollection(traitsFrom: [inherited, override])
    }
    if let presenter = parentModal { return presenter.traits(assumingWindowTraits: windowTraits) }
    return windowTraits
  }
}
