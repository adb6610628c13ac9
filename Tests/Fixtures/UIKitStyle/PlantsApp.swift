// Code as an iOS app writes it, after `segue port` (`#selector(water(_:))` → `Selector(("water:"))`): the corpus
// app test type-checks this in Swift 5 and Swift 6 language modes against SegueKit (issue 11, points 2 and 5).
#if canImport(UIKit)
  import UIKit
#else
  import SegueKit
#endif

final class PlantCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    textLabel?.text = nil
  }
}

final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView(image: UIImage(systemName: "photo"))

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

final class FadeSegue: UIStoryboardSegue {
  override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
  }

  override func perform() {
    source.present(destination, animated: false)
  }
}

final class RootNavigationController: UINavigationController {
  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

final class PlantListViewController: UITableViewController {
  var plants = ["Fern", "Ivy"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Plants"
    clearsSelectionOnViewWillAppear = true
    navigationController?.navigationBar.prefersLargeTitles = true
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: Selector(("add:")))
    tableView.register(PlantCell.self, forCellReuseIdentifier: "Plant")
    tableView.rowHeight = UITableView.automaticDimension
    let water = UIButton(type: .system)
    water.setTitle("Water", for: .normal)
    water.setTitleColor(.systemBlue, for: .highlighted)
    water.setImage(UIImage(systemName: "drop"), for: [.normal, .selected])
    water.addTarget(self, action: Selector(("water:")), for: .touchUpInside)
    water.layer.cornerRadius = 8
    water.layer.borderWidth = 1
    water.layer.borderColor = UIColor.lightGray.cgColor
    water.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
    water.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    view.backgroundColor = .systemBackground
    tabBarItem = UITabBarItem(title: "Plants", image: UIImage(named: "leaf"), selectedImage: nil)
    refreshControl = UIRefreshControl()
    refreshControl?.addTarget(self, action: Selector(("reload:")), for: .valueChanged)
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    1
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    plants.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Plant", for: indexPath)
    cell.textLabel?.text = plants[indexPath.row]
    cell.detailTextLabel?.textColor = .secondaryLabel
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Indoor"
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let alert = UIAlertController(title: plants[indexPath.row], message: "Water it?", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Water", style: .default) { _ in self.plants.remove(at: indexPath.row) })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addTextField { field in field.placeholder = "Note" }
    present(alert, animated: true)
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      plants.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }
}

final class SettingsViewController: UIViewController, UITextFieldDelegate {
  let nameField = UITextField()
  let notifications = UISwitch()
  let size = UISegmentedControl(items: ["Small", "Large"])
  let stack = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.delegate = self
    nameField.returnKeyType = .done
    size.selectedSegmentIndex = 0
    stack.axis = .vertical
    stack.spacing = 8
    stack.addArrangedSubview(nameField)
    stack.addArrangedSubview(notifications)
    stack.addArrangedSubview(size)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      nameField.heightAnchor.constraint(equalToConstant: 44),
    ])
    notifications.addTarget(self, action: Selector(("toggled:")), for: .valueChanged)
    UIView.animate(withDuration: 0.3) { self.stack.alpha = 1 }
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UIApplication.shared.isIdleTimerDisabled = true
    return true
  }
}

/// Not isolated, as Swift 5 code often is: UIKit lets such code touch views without a diagnostic in Swift 5 mode.
final class PlantStyler {
  func style(_ label: UILabel) {
    label.text = "Fern"
    label.textColor = .label
  }

  /// Tagger's and PassForiOS's pasteboard helpers write from nonisolated code too.
  func copyName() {
    UIPasteboard.general.string = "Fern"
  }
}
