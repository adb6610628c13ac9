// Release-mode benchmarks: `swift run -c release SegueBenchmarks [decode|runtime|storyboard|hostile|all] [CORPUS_DIR]`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let suite = arguments.first ?? "all"
let corpus = arguments.dropFirst().first ?? "../shared/corpus/storyboards"

switch suite {
case "decode":
  runDecodeBenchmarks(corpus: corpus)
case "decode-peak":
  measureDecodePeakMemory(file: corpus)
case "runtime":
  await MainActor.run { runRuntimeBenchmarks() }
case "storyboard":
  await MainActor.run { runStoryboardBenchmarks(corpus: corpus) }
case "hostile":
  if !runHostileBenchmarks() { exit(1) }
case "all":
  runDecodeBenchmarks(corpus: corpus)
  await MainActor.run { runRuntimeBenchmarks() }
  await MainActor.run { runStoryboardBenchmarks(corpus: corpus) }
default:
  print("usage: SegueBenchmarks [decode|runtime|storyboard|hostile|all] [CORPUS_DIR]")
  exit(2)
}
