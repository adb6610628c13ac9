import Foundation
import SegueKit

/// Release-mode runtime benchmarks: push+pop, present+dismiss and tab-switch cycles per second with the main queue
/// drained after every operation, and memory per idle view controller without a loaded view.
@MainActor
func runRuntimeBenchmarks() {
  Console.echoesToStandardError = false
  // RUNTIME_BENCHMARK_SCALE (default 1) scales the cycle counts, e.g. 0.01 for a quick profile.
  let scale = Double(ProcessInfo.processInfo.environment["RUNTIME_BENCHMARK_SCALE"] ?? "") ?? 1
  // RUNTIME_BENCHMARK_APPEARANCE=1 sets SwiftRadio's navigation bar proxies first: the rounds then pay for replaying
  // them as views enter the window.
  if ProcessInfo.processInfo.environment["RUNTIME_BENCHMARK_APPEARANCE"] == "1" {
    UINavigationBar.appearance().barStyle = .black
    UINavigationBar.appearance().tintColor = .white
    UINavigationBar.appearance().prefersLargeTitles = true
  }
  for (round, count) in [(RuntimeRound.pushPop, 1_000_000), (.presentDismiss, 200_000), (.tabSwitch, 500_000)] {
    let cycles = max(1, Int(Double(count) * scale))
    let once = round.prepare()
    let seconds = measure { for _ in 0..<cycles { once() } }
    report(round.rawValue, cycles: cycles, seconds: seconds)
  }
  benchmarkIdleControllerMemory(count: 100_000)
}

/// A round trip through the runtime with the main queue drained after each step.
enum RuntimeRound: String {
  case pushPop = "push+pop"
  case presentDismiss = "present+dismiss (full screen)"
  case tabSwitch = "tab switch there and back"

  /// Shows a window for the round and returns one round trip (which keeps the window alive).
  @MainActor
  func prepare() -> @MainActor () -> Void {
    switch self {
    case .pushPop:
      let nav = UINavigationController(rootViewController: UIViewController())
      let window = shownWindow(nav)
      let pushed = UIViewController()
      return {
        nav.pushViewController(pushed, animated: false)
        MainQueue.drain()
        nav.popViewController(animated: false)
        MainQueue.drain()
        _ = window
      }
    case .presentDismiss:
      let root = UIViewController()
      let window = shownWindow(root)
      let presented = UIViewController()
      presented.modalPresentationStyle = .fullScreen
      return {
        root.present(presented, animated: false)
        MainQueue.drain()
        root.dismiss(animated: false)
        MainQueue.drain()
        _ = window
      }
    case .tabSwitch:
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController(), UIViewController()]
      let window = shownWindow(tabs)
      return {
        tabs.selectedIndex = 1
        MainQueue.drain()
        tabs.selectedIndex = 0
        MainQueue.drain()
        _ = window
      }
    }
  }
}

@MainActor
private func benchmarkIdleControllerMemory(count: Int) {
  var controllers: [UIViewController] = []
  controllers.reserveCapacity(count)
  let before = ProcessMemory.residentBytes()
  for _ in 0..<count { controllers.append(UIViewController()) }
  let after = ProcessMemory.residentBytes()
  let perController = Double(after - before) / Double(count)
  print("runtime idle UIViewController (no view): \(count) live, \(String(format: "%.0f", perController)) bytes each")
  withExtendedLifetime(controllers) {}
}

/// Wall-clock and CPU seconds of `body` (CPU time stays meaningful on a busy machine).
private func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
  let cpuStart = clock()
  let wall = seconds(body)
  return (wall, Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC))
}

private func report(_ name: String, cycles: Int, seconds: (wall: Double, cpu: Double)) {
  let rate = Double(cycles) / seconds.wall
  print(
    "runtime \(name) (queue drained after each step): \(cycles) cycles in \(String(format: "%.3f", seconds.wall)) s "
      + "(CPU \(String(format: "%.3f", seconds.cpu)) s), \(String(format: "%.0f", rate)) cycles/s")
}
