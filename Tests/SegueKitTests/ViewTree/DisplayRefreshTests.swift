import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// A change that needs layout shows at the next display refresh without `layoutIfNeeded()`, as on iOS: Apple's
/// `setNeedsLayout()` ("this method … returns immediately … waits until the next update cycle"),
/// `invalidateIntrinsicContentSize()` ("the layout system takes the new intrinsic size into account in the next layout
/// pass"), `NSLayoutConstraint.constant` (a change applies at the next layout pass). Here the refresh runs when a drain
/// of the main queue has emptied it (the driver drains after every action), and it is not counted as queued work.
@MainActor
@Suite struct DisplayRefreshTests {
  final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
  }

  final class Screen: UIViewController {
    let heading = UILabel()
    let badge = CountingView()
    var badgeWidth: NSLayoutConstraint!

    override func viewDidLoad() {
      super.viewDidLoad()
      heading.text = "Inbox"
      for view in [heading, badge] as [UIView] {
        view.translatesAutoresizingMaskIntoConstraints = false
        self.view.addSubview(view)
      }
      badgeWidth = badge.widthAnchor.constraint(equalToConstant: 20)
      NSLayoutConstraint.activate([
        heading.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        heading.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        badge.leadingAnchor.constraint(equalTo: heading.trailingAnchor, constant: 8),
        badge.centerYAnchor.constraint(equalTo: heading.centerYAnchor),
        badge.heightAnchor.constraint(equalToConstant: 20), badgeWidth,
      ])
    }
  }

  private func frames(_ screen: Screen) -> [String] {
    [screen.heading.frame, screen.badge.frame].map { frame in
      String(format: "%.3f,%.3f %.3fx%.3f", frame.minX, frame.minY, frame.width, frame.height)
    }
  }

  @Test func aChangeShowsAtTheNextRefreshWithoutLayoutIfNeeded() {
    let screen = Screen()
    _ = showInWindow(screen)
    #expect(frames(screen) == ["16.000,100.000 42.333x20.333", "66.333,100.333 20.000x20.000"])
    screen.heading.text = "Inbox and Archive"
    screen.badgeWidth.constant = 32
    // Not yet: the pass waits for the refresh.
    #expect(frames(screen) == ["16.000,100.000 42.333x20.333", "66.333,100.333 20.000x20.000"])
    MainQueue.drain()
    // The title measured again (137.667), the badge 8 after it, 32 wide, centred on the title's line.
    #expect(frames(screen) == ["16.000,100.000 137.667x20.333", "161.667,100.333 32.000x20.000"])
  }

  @Test func requestsBeforeARefreshMakeOnePass() {
    let screen = Screen()
    _ = showInWindow(screen)
    screen.badge.layouts = 0
    screen.badge.setNeedsLayout()
    screen.badge.setNeedsLayout()
    screen.badgeWidth.constant = 24
    #expect(screen.badge.layouts == 0)
    // The pass is no queued item: the drain runs none, and the layout happens.
    #expect(MainQueue.drain() == 0)
    #expect(screen.badge.layouts == 1)
    #expect(frames(screen)[1] == "66.333,100.333 24.000x20.000")
    // A view in no window is laid out when it appears, not at a refresh.
    let detached = CountingView()
    detached.setNeedsLayout()
    MainQueue.drain()
    #expect(detached.layouts == 0)
  }
}
