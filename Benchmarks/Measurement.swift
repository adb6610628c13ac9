import Foundation
import SegueKit

/// Wall-clock seconds of `body`.
func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// A key, visible window showing `root`, with the launch drained.
@MainActor
func shownWindow(_ root: UIViewController?) -> UIWindow {
  let window = UIWindow()
  window.rootViewController = root
  window.makeKeyAndVisible()
  MainQueue.drain()
  return window
}

enum ProcessMemory {
  /// The process's peak resident set (`VmHWM`), in bytes; 0 where /proc is not available.
  static func peakResidentBytes() -> Int { statusField("VmHWM:") }
  static func residentBytes() -> Int { statusField("VmRSS:") }

  private static func statusField(_ name: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
      let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
      return kilobytes * 1024
    }
    return 0
  }
}
