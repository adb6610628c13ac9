// Release-mode benchmarks: `swift run -c release SegueBenchmarks [decode|manifests|layouts|runtime|storyboard|nib|
// android|navigation|explore|explore-memory|explore-profile|isolation|hostile|hostile-explorer|explorer-arrows|
// pictures|diff-merge|all] [CORPUS_DIR]`, and the regression gate: `SegueBenchmarks check|record [BASELINE_FILE]`
// (Documentation/benchmarks.md).
import Foundation
import GeneratedApp

let arguments = Array(CommandLine.arguments.dropFirst())
let suite = arguments.first ?? "all"
let corpus = arguments.dropFirst().first ?? "../shared/corpus/storyboards"

switch suite {
case "decode":
  runDecodeBenchmarks(corpus: corpus)
case "manifests":
  runManifestBenchmarks(corpus: arguments.dropFirst().first ?? "../shared/corpus/android")
case "layouts":
  runLayoutBenchmarks(folder: arguments.dropFirst().first ?? "Tests/Fixtures/Android/layouts")
case "decode-peak":
  measureDecodePeakMemory(file: corpus)
case "runtime":
  await MainActor.run { runRuntimeBenchmarks() }
case "storyboard":
  await MainActor.run { runStoryboardBenchmarks(corpus: corpus) }
case "nib":
  let apps = arguments.dropFirst().first ?? "../shared/corpus/apps"
  if await !MainActor.run(body: { runNibBenchmarks(apps: apps) }) { exit(1) }
case "android":
  if await !MainActor.run(body: { runAndroidRuntimeBenchmarks() }) { exit(1) }
case "navigation":
  let folder = arguments.dropFirst().first ?? "../shared/corpus/android"
  if await !MainActor.run(body: { runNavigationBenchmarks(corpus: folder) }) { exit(1) }
case "explore":
  await MainActor.run { runExploreBenchmarks() }
case "explore-memory":
  await MainActor.run { runExploreMemoryBenchmark() }
case "write-generated":  // The generated 70-scene app written once (for explore-report): prints its folder.
  print((try? GeneratedApp.write())?.path ?? "cannot write the generated app")
case "explore-report":  // An app folder's reports and emitted tests, to compare two builds: `explore-report FOLDER`.
  await MainActor.run { printExploreReports(folder: arguments.dropFirst().first ?? "Examples/Shop") }
case "explore-profile":  // One app folder explored again and again, for a profiler: `explore-profile FOLDER [RUNS]`.
  let folder = arguments.dropFirst().first ?? "Examples/Shop"
  let runs = arguments.dropFirst(2).first.flatMap(Int.init) ?? 200
  await MainActor.run { runExploreProfile(folder: folder, runs: runs) }
case "isolation":
  if await !MainActor.run(body: { runIsolationBenchmarks() }) { exit(1) }
case "child":  // The child process the isolation benchmark starts: it exits at once.
  exit(0)
case "explorer-file":  // `segue graph --format html`'s work on the files given (a report).
  runExplorerFileBenchmark(paths: Array(arguments.dropFirst()))
case "explorer-arrows":  // The explorer's arrows alone on made-up pages (a report).
  runExplorerArrowBenchmark()
case "hostile-explorer":  // The explorer page's part of `hostile` alone.
  if !runExplorerHostileBenchmark() { exit(1) }
case "hostile":
  let storyboardsFlat = runHostileBenchmarks()
  let explorerFlat = runExplorerHostileBenchmark()
  if !runAndroidHostileBenchmarks() || !storyboardsFlat || !explorerFlat { exit(1) }
case "pictures":
  if !runPictureBenchmarks(corpus: corpus, apps: "../shared/corpus/apps") { exit(1) }
case "diff-merge":
  if !runDiffMergeBenchmarks(corpus: corpus) { exit(1) }
case "check":
  let path = arguments.dropFirst().first ?? BenchmarkBaseline.defaultPath
  if arguments.count < 2, !FileManager.default.fileExists(atPath: path) {
    // Ratios of another kind of processor would fail or pass this one by chance; say so rather than compare.
    print(
      "warning: no baseline for this kind of processor ('\(path)'), so the regression gate did not run; "
        + "'SegueBenchmarks record' on this machine writes one to commit (Documentation/benchmarks.md)."
    )
    exit(0)
  }
  let baseline: BenchmarkBaseline
  do {
    baseline = try BenchmarkBaseline.load(path: path)
  } catch {
    print(
      "error: cannot read the baseline '\(path)': \(error.localizedDescription) 'SegueBenchmarks record' on this machine writes one."
    )
    exit(2)
  }
  if await !MainActor.run(body: { RegressionGate.check(baseline, path: path) }) { exit(1) }
case "record":
  let path = arguments.dropFirst().first ?? BenchmarkBaseline.defaultPath
  do {
    try await MainActor.run { try RegressionGate.record(path: path, processes: 5) }
  } catch {
    print("error: cannot record the baseline '\(path)': \(error)")
    exit(2)
  }
case "measure":  // One process of `record`: the ratios as JSON.
  let ratios = await MainActor.run { RegressionGate.measure() }
  print(String(decoding: try JSONEncoder().encode(ratios), as: UTF8.self))
case "all":
  runDecodeBenchmarks(corpus: corpus)
  await MainActor.run { runRuntimeBenchmarks() }
  await MainActor.run { runStoryboardBenchmarks(corpus: corpus) }
  _ = await MainActor.run { runNibBenchmarks(apps: "../shared/corpus/apps") }
  _ = await MainActor.run { runAndroidRuntimeBenchmarks() }
default:
  print(
    "usage: SegueBenchmarks [decode|manifests|layouts|runtime|storyboard|nib|android|navigation|explore|"
      + "explore-memory|isolation|hostile|hostile-explorer|explorer-arrows|pictures|"
      + "diff-merge|all] [CORPUS_DIR] "
      + "| check|record [BASELINE_FILE]")
  exit(2)
}
