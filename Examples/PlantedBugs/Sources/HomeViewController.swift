#if canImport(UIKit)
  public import UIKit
#else
  public import SegueKit
#endif

/// The home screen, with one button per planted bug: Notes (a screen that leaks), Share (a presentation while
/// another is in progress), Arm and Fire (a crash, but only after Arm), Tip (a child shown without its appearance
/// callbacks).
public final class HomeViewController: UIViewController {
  private var isArmed = false

  /// Home shows and hides its Tip child itself, so it must forward the child's appearance callbacks itself.
  public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  public override func viewDidLoad() {
    super.viewDidLoad()
    for title in ["Notes", "Share", "Arm", "Fire", "Tip"] {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.addAction(UIAction { [unowned self] _ in tapped(title) }, for: .touchUpInside)
      view.addSubview(button)
    }
  }

  private func tapped(_ title: String) {
    switch title {
    case "Notes": performSegue(withIdentifier: "ShowNotes", sender: nil)
    case "Share": share()
    case "Arm": isArmed = true
    case "Tip": toggleTip()
    default: fire()
    }
  }

  // A container that forwards appearance itself tells its children when it appears and disappears itself (the fix;
  // the bug forwards nothing).
  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    forward { $0.beginAppearanceTransition(true, animated: animated) }
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    forward { $0.endAppearanceTransition() }
  }

  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    forward { $0.beginAppearanceTransition(false, animated: animated) }
  }

  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    forward { $0.endAppearanceTransition() }
  }

  private func forward(_ body: (UIViewController) -> Void) {
    guard PlantedBugs.fixesAppearanceForwarding else { return }
    children.forEach(body)
  }

  /// The bug: shows (or hides) the Tip child without `beginAppearanceTransition(_:animated:)` and
  /// `endAppearanceTransition()`, so the Tip never gets `viewWillAppear(_:)` nor `viewDidAppear(_:)`.
  private func toggleTip() {
    let forwards = PlantedBugs.fixesAppearanceForwarding
    if let tip = children.first {
      if forwards { tip.beginAppearanceTransition(false, animated: false) }
      tip.willMove(toParent: nil)
      tip.view.removeFromSuperview()
      tip.removeFromParent()
      if forwards { tip.endAppearanceTransition() }
      return
    }
    let tip = UIViewController()
    tip.title = "Tip"
    tip.view.frame = CGRect(x: 0, y: 700, width: 200, height: 60)
    if forwards { tip.beginAppearanceTransition(true, animated: false) }
    addChild(tip)
    view.addSubview(tip.view)
    tip.didMove(toParent: self)
    if forwards { tip.endAppearanceTransition() }
  }

  /// The bug: presents a sheet while the alert is still being presented (UIKit logs and ignores the second).
  private func share() {
    let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    let sheet = UIViewController()
    sheet.title = "Share Sheet"
    if PlantedBugs.fixesDoublePresentation {
      present(sheet, animated: true)
    } else {
      present(alert, animated: true)
      present(sheet, animated: true)
    }
  }

  /// The bug: once armed, performs a segue the storyboard does not have (UIKit raises).
  private func fire() {
    guard isArmed else { return }
    isArmed = false
    performSegue(withIdentifier: PlantedBugs.fixesCrash ? "ShowNotes" : "Launch", sender: nil)
  }
}

/// Notes: keeps a save closure that captures the controller strongly, so popping it leaks it.
public final class NotesViewController: UIViewController {
  /// What Save does.
  public var onSave: (() -> Void)?
  private var saved = 0

  public override func viewDidLoad() {
    super.viewDidLoad()
    if PlantedBugs.fixesRetainCycle {
      onSave = { [weak self] in self?.saved += 1 }
    } else {
      onSave = { self.saved += 1 }
    }
  }
}

/// A scene that nothing in the storyboard or the code leads to.
public final class OrphanViewController: UIViewController {}
