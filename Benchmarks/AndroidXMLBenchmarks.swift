import AndroidFormat
import Foundation

// The Android decoders (manifests, layouts) measured alike: throughput against a no-op `XMLParser` pass.

/// Manifest decode throughput over `../shared/corpus/android`'s manifests, as a ratio to a no-op `XMLParser` pass
/// over the same bytes (as `decode` measures storyboards), and the time per activity.
func runManifestBenchmarks(corpus: String) {
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus) else {
    print("manifests: corpus folder '\(corpus)' not found; skipped")
    return
  }
  let files = names.filter { $0.hasSuffix(".xml") }.sorted().map { (corpus as NSString).appendingPathComponent($0) }
    .filter { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("<manifest") == true }
  runAndroidXMLBenchmark("manifests", decoder: "ManifestDecoder", files: files, unit: "activity") { data, file in
    ManifestDecoder.decode(data, path: file).activities.count
  }
}

/// Layout decode throughput over the layout fixtures (`Tests/Fixtures/Android/layouts`), measured as manifests are,
/// and the time per element of the view trees.
func runLayoutBenchmarks(folder: String) {
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
    print("layouts: folder '\(folder)' not found; skipped")
    return
  }
  let files = names.filter { $0.hasSuffix(".xml") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
  runAndroidXMLBenchmark("layouts", decoder: "LayoutDecoder", files: files, unit: "element") { data, file in
    LayoutDecoder.decode(data, path: file).views.count
  }
}

/// Times `decode` over `files` against a no-op `XMLParser` pass and prints throughput and the time per `unit` (what
/// `decode` counts), each line starting with `name`.
func runAndroidXMLBenchmark(
  _ name: String, decoder: String, files: [String], unit: String, decode: (Data, String) -> Int
) {
  let contents = files.map { try! Data(contentsOf: URL(fileURLWithPath: $0)) }
  let megabytes = Double(contents.reduce(0) { $0 + $1.count }) / 1_000_000
  let rounds = 21
  var units = 0
  let (parserSeconds, decodeSeconds) = timeAgainstXMLParser(contents, rounds: rounds) {
    units = 0
    for (file, data) in zip(files, contents) { units += decode(data, file) }
  }
  let plural = unit == "activity" ? "activities" : unit + "s"
  print("\(name): \(files.count) files, \(String(format: "%.2f", megabytes)) MB, \(units) \(plural); best of \(rounds)")
  print("\(name): XMLParser no-op pass  \(String(format: "%7.1f", megabytes / parserSeconds)) MB/s")
  let label = decoder.padding(toLength: 22, withPad: " ", startingAt: 0)
  print("\(name): \(label)\(String(format: "%7.1f", megabytes / decodeSeconds)) MB/s")
  print(
    "\(name): \(String(format: "%.2f", decodeSeconds * 1_000_000 / Double(max(units, 1)))) µs per \(unit); "
      + "throughput ratio (decoder / XMLParser no-op) \(String(format: "%.2f", parserSeconds / decodeSeconds))")
}
