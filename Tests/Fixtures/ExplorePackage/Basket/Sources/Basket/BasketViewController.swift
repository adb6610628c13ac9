import SegueKit

/// The basket (a ported copy of Examples/PlantedBugs' trap example): Remove takes the last item away, Show Last reads
/// the last item — and traps with "Index out of range" once Remove has emptied the basket.
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
      // The planted bug: no check for an empty basket.
      navigationItem.prompt = items[items.count - 1]
    }
  }
}
