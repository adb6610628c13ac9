#if canImport(UIKit)
  public import UIKit
#else
  public import SegueKit
#endif

/// The tab bar controller at the root of the app.
public final class RootTabBarController: UITabBarController {}

/// The split view's primary column: static cells show a category in the detail column.
public final class CategoriesViewController: UITableViewController {
  public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let destination = (segue.destination as? UINavigationController)?.topViewController
    (destination as? CategoryViewController)?.category = (sender as? UITableViewCell)?.textLabel?.text
  }
}

/// A category, in the split view's secondary column.
public final class CategoryViewController: UIViewController {
  public var category: String?

  public override func viewDidLoad() {
    super.viewDidLoad()
    if let category { title = category }
  }
}

/// The Settings storyboard's root: About fades in through a custom segue.
public final class SettingsViewController: UIViewController {}

/// About the app.
public final class AboutViewController: UIViewController {}

/// A custom segue that presents its destination without animation.
public final class FadeSegue: UIStoryboardSegue {
  public override func perform() {
    destination.modalTransitionStyle = .crossDissolve
    source.present(destination, animated: false)
  }
}
