#if canImport(UIKit)
  public import UIKit
#else
  public import SegueKit
#endif

/// The home screen, with one button per planted bug: Notes (a screen that leaks), Share (a presentation while
/// another is in progress), Arm and Fire (a crash, but only after Arm).
public final class HomeViewController: UIViewController {
  private var isArmed = false

  public override func viewDidLoad() {
    super.viewDidLoad()
    for title in ["Notes", "Share", "Arm", "Fire"] {
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
    default: fire()
    }
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
