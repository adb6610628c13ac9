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

/// CPU seconds the calling thread spends in `body`.
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

/// Strings, a dictionary, allocation and a sort, like the code under test, in about as long as a benchmark run
/// (2–3 ms). Never change it without recording the baseline again: every figure is a multiple of its time.
@inline(never)
func calibrationWorkload() {
  var counts: [String: Int] = [:]
  for index in 0..<12_000 { counts["element \(index % 3_000)", default: 0] += index }
  let sorted = counts.keys.sorted()
  precondition(sorted.count == 3_000, "the calibration workload ran")
}
