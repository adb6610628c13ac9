import Foundation
import SegueKit
import StoryboardFormat

/// The short benchmarks that `check` compares with the baseline: each run takes a few milliseconds, about as long as
/// the calibration workload, so that a run and the calibration runs beside it see the same load.
@MainActor
struct GatedBenchmark {
  let name: String
  /// Sets up and returns one run.
  let prepare: @MainActor () -> @MainActor () -> Void

  static let all: [GatedBenchmark] = [
    GatedBenchmark(name: "decode") {
      let inputs = [Array(SeventySceneApp.text.utf8), Array(HostileShape.manySegues.storyboard(300).utf8)]
      return { for bytes in inputs { _ = StoryboardDecoder.decode(bytes, path: "/virtual/Main.storyboard") } }
    },
    GatedBenchmark(name: "lint, graph and gen") {
      let bytes = Array(SeventySceneApp.text.utf8)
      return { processEveryWay(bytes) }
    },
    GatedBenchmark(name: "storyboard app run") {
      StoryboardClassRegistry.register(BenchmarkRootViewController.self)
      Console.echoesToStandardError = false
      let app = SeventySceneApp()
      return { for _ in 0..<8 { _ = app.run() } }
    },
    rounds(.pushPop, 1_000),
    rounds(.presentDismiss, 500),
    rounds(.tabSwitch, 1_500),
  ]

  private static func rounds(_ round: RuntimeRound, _ count: Int) -> GatedBenchmark {
    GatedBenchmark(name: round.rawValue) {
      let once = round.prepare()
      return { for _ in 0..<count { once() } }
    }
  }
}
