import Foundation
import SegueKitTesting

/// The per-test cost of isolation: an app's sandbox (a new container, `FileManager`'s lookups pointed at it, then the
/// folder and the `UserDefaults.standard` keys set meanwhile removed; target < 1 ms; also with one default set), and of a child process as crash isolation
/// spawns one (this executable started again and waited for, which is a lower bound of an exit test's child: Swift
/// Testing's child also starts its runner). Crash isolation is opt-in per test when the child costs over 10 ms.
/// Returns false when the sandbox misses its target.
@MainActor
func runIsolationBenchmarks() -> Bool {
  let runs = 300
  UserDefaults.standard.set(1, forKey: "IsolationBenchmarks.warmUp")
  _ = AppSandbox()
  let sandbox = seconds { for _ in 0..<runs { AppSandbox().activate() } } / Double(runs) * 1e3
  // An app that sets a default: UserDefaults writes its file in the home folder, and the key is removed after.
  let withDefault =
    seconds {
      for index in 0..<runs {
        AppSandbox().activate()
        UserDefaults.standard.set(index, forKey: "IsolationBenchmarks.run")
      }
    } / Double(runs) * 1e3
  let children = 20
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  let child =
    seconds {
      for _ in 0..<children {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["child"]
        try? process.run()
        process.waitUntilExit()
      }
    } / Double(children) * 1e3
  print(
    "isolation: sandbox \(String(format: "%.3f", sandbox)) ms per app (target < 1 ms), "
      + "\(String(format: "%.3f", withDefault)) ms when the app sets a default; a child process "
      + "\(String(format: "%.1f", child)) ms (crash isolation is opt-in above 10 ms)")
  return sandbox < 1
}
