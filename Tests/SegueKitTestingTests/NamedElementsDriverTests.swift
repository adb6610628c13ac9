import Foundation
import SegueKitTesting
import Testing

/// Elements named as a user sees them, with the state a user sees. Sources: Apple's documentation of
/// `UIAccessibility` (`accessibilityLabel`, "a succinct label that identifies the accessibility element";
/// `accessibilityValue`, "the value of the accessibility element", which an app sets for custom controls), of
/// `UIControl.isSelected`/`isHighlighted`/`isEnabled`, `UITextField.text`/`placeholder`, `UISwitch.isOn`,
/// `UISlider.value`, `UIImageView.image` and `UIButton.currentImage`; a custom cell shows every label in its content
/// view, so a user finds the row by any of them.
@MainActor
@Suite struct NamedElementsDriverTests {
  final class EpisodeCell: UITableViewCell {
    let titleLabel = UILabel()
    let summaryLabel = UILabel()
    let durationLabel = UILabel()
    let draftLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      draftLabel.text = "Draft"
      draftLabel.isHidden = true
      for label in [summaryLabel, titleLabel, durationLabel, draftLabel] { contentView.addSubview(label) }
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }

  final class Episodes: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let episodes = [
      ("Pilot", "The crew meets for the first time, and nothing goes to plan.", "42 min"),
      ("Second Wind", "A storm keeps everyone in the lighthouse.", "39 min"),
    ]
    var log: [String] = []
    let tableView = UITableView()

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(EpisodeCell.self, forCellReuseIdentifier: "Episode")
      tableView.dataSource = self
      tableView.delegate = self
      view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { episodes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Episode", for: indexPath)
      let (title, summary, duration) = episodes[indexPath.row]
      (cell as? EpisodeCell)?.titleLabel.text = title
      (cell as? EpisodeCell)?.summaryLabel.text = summary
      (cell as? EpisodeCell)?.durationLabel.text = duration
      return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("selected \(episodes[indexPath.row].0)")
    }
  }

  @Test func aCustomCellIsFoundByAnyOfItsVisibleLabels() throws {
    let episodes = Episodes()
    let app = SegueApp(rootViewController: episodes)
    #expect(
      app.elements.map(\.description) == [
        "cell 'The crew meets for the first time, and nothing goes to plan.'",
        "cell 'A storm keeps everyone in the lighthouse.'",
      ])
    #expect(
      app.element("Second Wind")?.labels == ["A storm keeps everyone in the lighthouse.", "Second Wind", "39 min"])
    try app.tap("Pilot")
    try app.tap("39 min")
    let hidden = try #require(throws: SegueAppError.self) { try app.tap("Draft") }
    #expect(hidden.message.hasPrefix("no element titled 'Draft' on screen"))
    #expect(episodes.log == ["selected Pilot", "selected Second Wind"])
  }

  final class Settings: UIViewController {
    var taps: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      let basket = UIButton()
      basket.setImage(UIImage(named: "cart"), for: .normal)
      basket.accessibilityLabel = "Basket"
      basket.addAction(UIAction { [weak self] _ in self?.taps.append("basket") }, for: .touchUpInside)
      let favourite = UIButton(type: .system)
      favourite.setTitle("Favourite", for: .normal)
      favourite.setImage(UIImage(systemName: "star"), for: .normal)
      favourite.isSelected = true
      let wifi = UISwitch()
      wifi.accessibilityIdentifier = "wifi"
      wifi.isOn = true
      let brightness = UISlider()
      brightness.accessibilityIdentifier = "brightness"
      brightness.value = 0.75
      let name = UITextField()
      name.placeholder = "Name"
      name.text = "Ada"
      let email = UITextField()
      email.placeholder = "Email"
      let copies = UIStepper()
      copies.value = 3
      let size = UISegmentedControl(items: ["S", "M", "L"])
      size.selectedSegmentIndex = 1
      let rating = UIControl()
      rating.accessibilityIdentifier = "rating"
      rating.accessibilityValue = "4 of 5 stars"
      rating.isHighlighted = true
      let avatar = UIImageView(image: UIImage(named: "avatar"))
      avatar.accessibilityIdentifier = "avatar"
      for control in [basket, favourite, wifi, brightness, name, email, copies, size, rating, avatar] {
        view.addSubview(control)
      }
    }
  }

  @Test func theElementsShowTheStateAUserSees() throws {
    let settings = Settings()
    let app = SegueApp(rootViewController: settings)
    #expect(
      app.elements.map(\.description) == [
        "button 'Basket' image='cart'", "button 'Favourite' image='star' selected", "switch #wifi value='on'",
        "slider #brightness value='0.75'", "text field value='Ada' placeholder='Name'",
        "text field placeholder='Email'",
        "control value='3'", "control value='M'", "control #rating value='4 of 5 stars' highlighted",
        "view #avatar image='avatar'",
      ])
    try app.tap("cart")
    try app.tap("Basket")
    try app.flipSwitch("wifi")
    try app.type("Lovelace", into: "Email")
    let wifi = try #require(app.element("wifi"))
    let email = try #require(app.element("Email"))
    #expect([wifi.value, email.value, email.placeholder] == ["off", "Lovelace", "Email"])
    #expect(app.element("Favourite").map { [$0.isSelected, $0.isHighlighted] } == [true, false])
    #expect(app.element("avatar")?.imageName == "avatar")
    #expect(settings.taps == ["basket", "basket"])
  }
}
