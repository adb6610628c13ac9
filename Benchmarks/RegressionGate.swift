import Foundation

/// `SegueBenchmarks record` and `check`: the gated benchmarks' cost ratios against the committed baseline.
@MainActor
enum RegressionGate {
  static let rounds = 25

  /// Each gated benchmark's cost ratio, measured in this process.
  static func measure(only names: Set<String>? = nil) -> [String: Double] {
    var ratios: [String: Double] = [:]
    for benchmark in GatedBenchmark.all where names?.contains(benchmark.name) ?? true {
      ratios[benchmark.name] = costRatio(rounds: rounds, of: benchmark.prepare())
    }
    return ratios
  }

  /// Measures in `processes` fresh processes (each with its own address layout and hash seeds, as a check's will
  /// be) and writes the median ratio and the spread of each benchmark to `path`.
  static func record(path: String, processes: Int) throws {
    var samples: [String: [Double]] = [:]
    for process in 1...processes {
      let child = Process()
      let output = Pipe()
      child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      child.arguments = ["measure"]
      child.standardOutput = output
      try child.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      child.waitUntilExit()
      let ratios = try JSONDecoder().decode([String: Double].self, from: data)
      print("record: process \(process) of \(processes): " + format(ratios))
      for (name, ratio) in ratios { samples[name, default: []].append(ratio) }
    }
    var benchmarks: [String: BenchmarkBaseline.Entry] = [:]
    for (name, values) in samples {
      let sorted = values.sorted()
      let median = sorted[sorted.count / 2]
      benchmarks[name] = .init(ratio: rounded(median), spread: rounded((sorted.last! - sorted.first!) / median))
    }
    let baseline = BenchmarkBaseline(
      machine: "\(BenchmarkBaseline.machine), \(ProcessInfo.processInfo.activeProcessorCount) processors",
      processes: processes, rounds: rounds, benchmarks: benchmarks)
    try baseline.write(to: path)
    for (name, entry) in benchmarks.sorted(by: { $0.key < $1.key }) {
      print(
        "record: '\(name)': ratio \(fixed(entry.ratio)), spread \(fixed(entry.spread * 100))%, "
          + "threshold \(fixed(1 + entry.tolerance))×")
    }
    print("record: wrote \(path)")
  }

  /// Compares a fresh measurement with `baseline` (read from `path`); a benchmark over its threshold is measured up to
  /// twice more and fails only if every measurement is over. Returns false on a regression.
  static func check(_ baseline: BenchmarkBaseline, path: String) -> Bool {
    let names = Set(GatedBenchmark.all.map(\.name))
    guard names == Set(baseline.benchmarks.keys) else {
      print(
        "error: \(path) records \(baseline.benchmarks.keys.sorted()), the benchmarks are \(names.sorted()): record it again"
      )
      return false
    }
    var ratios = measure()
    for attempt in 2...3 {
      let over = Set(ratios.filter { $0.value > baseline.benchmarks[$0.key]!.threshold }.keys)
      if over.isEmpty { break }
      print("check: over the threshold, measuring again (\(attempt) of 3): \(over.sorted().joined(separator: ", "))")
      for (name, ratio) in measure(only: over) { ratios[name] = min(ratios[name]!, ratio) }
    }
    var failed = 0
    for (name, entry) in baseline.benchmarks.sorted(by: { $0.key < $1.key }) {
      let ratio = ratios[name]!
      let line =
        "benchmark '\(name)': baseline \(fixed(entry.ratio)), measured \(fixed(ratio)), "
        + "ratio \(fixed(ratio / entry.ratio))×, threshold \(fixed(1 + entry.tolerance))×"
      if ratio > entry.threshold {
        failed += 1
        print("error: regression: " + line)
      } else {
        print("check: ok: " + line)
      }
    }
    if failed == ratios.count {
      print("note: every benchmark is over: if this is another kind of machine, record a baseline on it")
    }
    return failed == 0
  }

  private static func format(_ ratios: [String: Double]) -> String {
    ratios.sorted { $0.key < $1.key }.map { "\($0.key) \(fixed($0.value))" }.joined(separator: ", ")
  }

  private static func fixed(_ value: Double) -> String { String(format: "%.3f", value) }
  private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
