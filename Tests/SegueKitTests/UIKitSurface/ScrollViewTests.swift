import Foundation
import SegueKit
import Testing

/// `UIScrollView`'s offset and delegate, and `UIRefreshControl`'s pull to refresh.
///
/// Source: Apple's documentation for `UIScrollViewDelegate.scrollViewDidScroll(_:)` (called for any change of the
/// content offset), `setContentOffset(_:animated:)`, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// and `UIRefreshControl` ("when the user pulls… the control sends `valueChanged`"; `beginRefreshing()` in code
/// sends none).
@MainActor
@Suite struct ScrollViewTests {
  final class Recorder: UIResponder, UIScrollViewDelegate {
    var log: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll \(scrollView.contentOffset.y)") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      log.append("willEndDragging")
      targetContentOffset.pointee.y = 100
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      log.append("didEndDragging \(decelerate)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
  }

  @Test func offsetChangesTellTheDelegate() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let recorder = Recorder()
    scrollView.delegate = recorder
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 10), animated: false)
    scrollView.simulateDrag(to: CGPoint(x: 0, y: 90))
    #expect(
      recorder.log == [
        "didScroll 10.0", "didScroll 20.0", "didEndScrollingAnimation", "didScroll 160.0", "willBeginDragging",
        "didScroll 90.0", "willEndDragging", "didScroll 100.0", "didEndDragging false",
      ])
  }

  @Test func pullToRefreshSendsValueChangedOnlyWhenTheUserPulls() {
    let scrollView = UIScrollView()
    let refresh = UIRefreshControl()
    var events: [Bool] = []
    refresh.addAction(UIAction { _ in events.append(refresh.isRefreshing) }, for: .valueChanged)
    scrollView.refreshControl = refresh
    #expect(refresh.superview === scrollView)
    refresh.beginRefreshing()
    refresh.endRefreshing()
    #expect(scrollView.simulatePullToRefresh())
    #expect(!scrollView.simulatePullToRefresh())
    #expect(events == [true])
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
  }

  /// Before iOS 10's `refreshControl`, apps added the control as a subview of the table (`tableView.addSubview(_:)`);
  /// UIKit still runs it when the user pulls.
  @Test func aRefreshControlAddedAsASubviewIsPulled() {
    let table = UITableView()
    let refresh = UIRefreshControl()
    var events: [Bool] = []
    refresh.addAction(UIAction { _ in events.append(refresh.isRefreshing) }, for: .valueChanged)
    table.addSubview(refresh)

    #expect(table.refreshControl == nil)
    #expect(table.pulledRefreshControl === refresh)
    #expect(table.simulatePullToRefresh())
    #expect(events == [true])
  }
}
