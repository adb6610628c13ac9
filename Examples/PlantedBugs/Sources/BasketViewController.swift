#if canImport(UIKit)
  public import UIKit
#else
  public import SegueKit
#endif

/// The basket of the trap example (Examples/PlantedBugsTrap): Remove takes the last item away, Show Last reads the
/// last item — and traps with "Index out of range" once Remove has emptied the basket. Explored in a child process
/// by `segue explore`, never in a test's own process.
public final class BasketViewController: UIViewController {
  private var items = ["Grinder"]

  public override func viewDidLoad() {
    super.viewDidLoad()
    for title in ["Remove", "Show Last"] {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.addAction(UIAction { [unowned self] _ in tapped(title) }, for: .touchUpInside)
      view.addSubview(button)
    }
  }

  private func tapped(_ title: String) {
    if title == "Remove" {
      if !items.isEmpty { items.removeLast() }
    } else {
      // The bug: no check for an empty basket.
      navigationItem.prompt = items[items.count - 1]
    }
  }
}
