import Foundation

/// The CPU time of `body` as a multiple of a fixed calibration workload's: the median over `rounds` runs of `body`'s
/// time divided by the mean of the calibration runs just before and just after it.
///
/// Absolute times mean nothing on a shared, busy machine: other work on the same cores slows caches and clock by up
/// to 2× for spells of a fraction of a second. A calibration run on either side of each run falls in the same spell,
/// so their ratio holds; the median leaves out the runs a spell began or ended in the middle of; and thread CPU time
/// leaves out the time the thread waited for a processor.
func costRatio(rounds: Int, of body: () -> Void) -> Double {
  var ratios: [Double] = []
  var before = cpuSeconds(calibrationWorkload)
  for _ in 0..<rounds {
    let time = cpuSeconds(body)
    let after = cpuSeconds(calibrationWorkload)
    ratios.append(time * 2 / (before + after))
    before = after
  }
  return ratios.sorted()[rounds / 2]
}

/// CPU seconds the calling thread spends in `body`: time the thread waited for a processor left out.
func cpuSeconds(_ body: () -> Void) -> Double {
  let start = threadCPUSeconds()
  body()
  return threadCPUSeconds() - start
}

private func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A tree of objects with weak parent references, like a view-controller hierarchy, then strings counted in a
/// dictionary and sorted, like decoding: about as long as a benchmark run (2–3 ms). A workload of strings alone
/// slowed more than the runtime benchmarks under load and moved their ratios by up to 15 %; this mix moves them
/// by less than 4 % (Documentation/benchmarks.md). Never change it without recording the baseline again: every
/// figure is a multiple of its time.
@inline(never)
func calibrationWorkload() {
  let root = CalibrationNode(0)
  var nodes = [root]
  for index in 1..<4_500 {
    let node = CalibrationNode(index)
    node.parent = nodes[index / 3]
    nodes[index / 3].children.append(node)
    nodes.append(node)
  }
  let links = nodes.reduce(0) { $0 + ($1.parent?.value ?? 0) + $1.children.count }
  var counts: [String: Int] = [:]
  for index in 0..<6_000 { counts["element \(index % 1_500)", default: 0] += index }
  precondition(links > 0 && counts.keys.sorted().count == 1_500, "the calibration workload ran")
}

private final class CalibrationNode {
  let value: Int
  weak var parent: CalibrationNode?
  var children: [CalibrationNode] = []

  init(_ value: Int) { self.value = value }
}
