import AndroidFormat
import Foundation

/// Manifest decode throughput over `../shared/corpus/android`'s manifests, as a ratio to a no-op `XMLParser` pass
/// over the same bytes (as `decode` measures storyboards), and the time per activity.
func runManifestBenchmarks(corpus: String) {
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus) else {
    print("manifests: corpus folder '\(corpus)' not found; skipped")
    return
  }
  let files = names.filter { $0.hasSuffix(".xml") }.sorted().map { (corpus as NSString).appendingPathComponent($0) }
    .filter { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("<manifest") == true }
  let contents = files.map { try! Data(contentsOf: URL(fileURLWithPath: $0)) }
  let megabytes = Double(contents.reduce(0) { $0 + $1.count }) / 1_000_000
  let rounds = 21
  var activities = 0
  let (parserSeconds, decodeSeconds) = timeAgainstXMLParser(contents, rounds: rounds) {
    activities = 0
    for (file, data) in zip(files, contents) {
      activities += ManifestDecoder.decode(data, path: file).activities.count
    }
  }
  print(
    "manifests: \(files.count) files, \(String(format: "%.2f", megabytes)) MB, \(activities) activities; best of \(rounds)"
  )
  print("manifests: XMLParser no-op pass  \(String(format: "%7.1f", megabytes / parserSeconds)) MB/s")
  print("manifests: ManifestDecoder       \(String(format: "%7.1f", megabytes / decodeSeconds)) MB/s")
  print(
    "manifests: \(String(format: "%.2f", decodeSeconds * 1_000_000 / Double(max(activities, 1)))) µs per activity; "
      + "throughput ratio (decoder / XMLParser no-op) \(String(format: "%.2f", parserSeconds / decodeSeconds))")
}
