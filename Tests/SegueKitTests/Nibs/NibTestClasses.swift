import Foundation
import SegueKit
import SegueTestSupport

// The classes the nib fixtures name; each logs to `Trace.shared` what UIKit's nib loading does to it.

final class NibTracedLabel: UILabel {
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    Trace.shared.log("label init(coder:)")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    Trace.shared.log("label awakeFromNib")
  }
}

final class NibCardView: UIView, StoryboardConnectable {
  var titleLabel: UILabel?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    Trace.shared.log("card init(coder:) subviews=\(subviews.count)")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    Trace.shared.log("card awakeFromNib titleLabel=\(titleLabel?.text ?? "nil")")
  }

  static let storyboardConnections = StoryboardConnections<NibCardView>()
    .outlet("titleLabel") { card, label in
      Trace.shared.log("card.titleLabel set")
      card.titleLabel = label as? UILabel
    }
}

final class NibCardOwner: NSObject, StoryboardConnectable {
  var card: NibCardView?
  var opened: [String] = []

  static let storyboardConnections = StoryboardConnections<NibCardOwner>()
    .outlet("card") { owner, card in
      Trace.shared.log("owner.card set")
      owner.card = card as? NibCardView
    }
    .action("openTapped:") { owner, sender in owner.opened.append((sender as? UIButton)?.title(for: .normal) ?? "?") }
}

final class NibStationCell: UITableViewCell, StoryboardConnectable {
  var nameLabel: UILabel?
  var reuses = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    Trace.shared.log("station cell awakeFromNib nameLabel=\(nameLabel?.text ?? "nil")")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  static let storyboardConnections = StoryboardConnections<NibStationCell>()
    .outlet("nameLabel") { cell, label in cell.nameLabel = label as? UILabel }
}

final class NibTileCell: UICollectionViewCell, StoryboardConnectable {
  var titleLabel: UILabel?

  static let storyboardConnections = StoryboardConnections<NibTileCell>()
    .outlet("titleLabel") { cell, label in cell.titleLabel = label as? UILabel }
}

/// A controller whose view comes from a nib: by name, or by UIKit's class-name rules.
class NibGreetingViewController: UIViewController, StoryboardConnectable {
  var greetingLabel: UILabel?

  override func loadView() {
    Trace.shared.log("loadView")
    super.loadView()
    Trace.shared.log("loaded view subviews=\(view.subviews.count) greetingLabel=\(greetingLabel?.text ?? "nil")")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    Trace.shared.log("viewDidLoad greetingLabel=\(greetingLabel?.text ?? "nil")")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    Trace.shared.log("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    Trace.shared.log("viewDidAppear")
  }

  class var storyboardConnections: StoryboardConnections<NibGreetingViewController> {
    StoryboardConnections<NibGreetingViewController>()
      .outlet("greetingLabel") { controller, label in
        Trace.shared.log("greetingLabel set")
        controller.greetingLabel = label as? UILabel
      }
  }
}

/// Loads `NibGreeting.xib` by UIKit's rule (class name without "Controller").
final class NibGreetingController: NibGreetingViewController {}

/// A view that loads its own nib in `init(frame:)` and `init?(coder:)`, the common pattern of iOS apps.
final class NibBadgeView: UIView, StoryboardConnectable {
  nonisolated(unsafe) static var bundle: Bundle?
  var contentView: UIView?
  var countLabel: UILabel?

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    (Self.bundle ?? .main).loadNibNamed(String(describing: Self.self), owner: self, options: nil)
    if let contentView { addSubview(contentView) }
  }

  static let storyboardConnections = StoryboardConnections<NibBadgeView>()
    .outlet("contentView") { view, content in view.contentView = content as? UIView }
    .outlet("countLabel") { view, label in view.countLabel = label as? UILabel }
}

/// A view whose nib's top-level view is of its own class and which loads that nib in `init?(coder:)`: on iOS the
/// stack overflows.
final class NibRecursiveView: UIView {
  nonisolated(unsafe) static var bundle: Bundle?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    Self.bundle?.loadNibNamed("NibRecursiveView", owner: nil, options: nil)
  }
}
