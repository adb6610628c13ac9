import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// A data source over a fixed list of pages, recording delegate calls.
@MainActor
private final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages: [UIViewController]
  let trace: Trace

  init(_ pages: [UIViewController], _ trace: Trace) {
    self.pages = pages
    self.trace = trace
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    trace.log("delegate.willTransitionTo(\(pendingViewControllers.map { $0.title ?? "?" }))")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    trace.log("delegate.didFinishAnimating(completed: \(completed))")
  }
}

@MainActor
@Suite struct PageViewControllerTests {
  private func pager(_ style: UIPageViewController.TransitionStyle, _ trace: Trace)
    -> (UIPageViewController, Pages, [TracedViewController])
  {
    let pages = ["P1", "P2", "P3"].map { TracedViewController($0, trace) }
    let source = Pages(pages, trace)
    let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
    pager.title = "Pager"
    pager.dataSource = source
    pager.delegate = source
    pager.setViewControllers([pages[0]], direction: .forward, animated: false)
    _ = showInWindow(pager, trace: trace)
    return (pager, source, pages)
  }

  // §7.4: the first page is a child and appears with the page view controller.
  @Test(.tags(.spec7_4)) func firstPage() {
    freshRuntime()
    let trace = Trace()
    let p1 = TracedViewController("P1", trace)
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.title = "Pager"
    pager.setViewControllers([p1], direction: .forward, animated: false)
    #expect(pager.viewControllers == [p1] && p1.parent === pager)
    #expect(trace.take() == ["P1.willMove(toParent: Pager)"])
    _ = showInWindow(pager)
    #expect(
      trace.take() == [
        "P1.didMove(toParent: Pager)", "P1.viewDidLoad", "P1.viewWillAppear(false)", "P1.viewIsAppearing(false)",
        "P1.viewDidAppear(false)",
      ])
  }

  // §6.3 page view controller, scroll style: new.wA, cur.wD, new.dA, cur.dD.
  @Test(.tags(.spec6_3)) func scrollSwipeOrder() {
    let trace = Trace()
    let (pager, source, pages) = pager(.scroll, trace)
    #expect(pager.simulateSwipe(forward: true))
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willTransitionTo([\"P2\"])", "P1.willMove(toParent: nil)", "P2.willMove(toParent: Pager)",
        "P2.viewDidLoad", "P2.viewWillAppear(true)", "P2.viewIsAppearing(true)", "P1.viewWillDisappear(true)",
        "P2.viewDidAppear(true)", "P1.viewDidDisappear(true)", "P1.didMove(toParent: nil)",
        "P2.didMove(toParent: Pager)", "delegate.didFinishAnimating(completed: true)",
      ])
    #expect(pager.viewControllers == [pages[1]] && pages[0].parent == nil)
    withExtendedLifetime(source) {}
  }

  // §6.3 page view controller, page-curl style: new.wA, cur.wD, cur.dD, new.dA.
  @Test(.tags(.spec6_3)) func pageCurlSwipeOrder() {
    let trace = Trace()
    let (pager, source, _) = pager(.pageCurl, trace)
    pager.simulateSwipe(forward: true)
    MainQueue.drain()
    let appearance = trace.take().filter { $0.contains(".view") && !$0.contains("DidLoad") }
    #expect(
      appearance == [
        "P2.viewWillAppear(true)", "P2.viewIsAppearing(true)", "P1.viewWillDisappear(true)",
        "P1.viewDidDisappear(true)", "P2.viewDidAppear(true)",
      ])
    withExtendedLifetime(source) {}
  }

  // §7.4: a cancelled swipe leaves the old page current; the new page gets unbalanced will/did callbacks [I].
  @Test(.tags(.spec7_4, .inferred)) func cancelledSwipe() {
    let trace = Trace()
    let (pager, source, pages) = pager(.scroll, trace)
    pager.simulateSwipe(forward: true, completing: false)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willTransitionTo([\"P2\"])", "P2.viewDidLoad", "P2.viewWillAppear(true)",
        "P2.viewIsAppearing(true)", "P1.viewWillDisappear(true)", "P2.viewWillDisappear(true)",
        "P2.viewDidDisappear(true)", "P1.viewWillAppear(true)", "P1.viewIsAppearing(true)",
        "P1.viewDidAppear(true)", "delegate.didFinishAnimating(completed: false)",
      ])
    #expect(pager.viewControllers == [pages[0]])
    withExtendedLifetime(source) {}
  }

  // §7.4: no neighbour, no turn; programmatic setViewControllers calls no delegate method.
  @Test(.tags(.spec7_4)) func edgesAndProgrammaticChanges() {
    let trace = Trace()
    let (pager, source, pages) = pager(.scroll, trace)
    #expect(pager.simulateSwipe(forward: false) == false)
    var completed = false
    pager.setViewControllers([pages[2]], direction: .forward, animated: true) { completed = $0 }
    MainQueue.drain()
    #expect(completed)
    #expect(trace.take().filter { $0.hasPrefix("delegate") }.isEmpty)
    #expect(pager.viewControllers == [pages[2]])
    withExtendedLifetime(source) {}
  }
}
