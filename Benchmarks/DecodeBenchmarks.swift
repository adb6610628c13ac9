import Foundation
import StoryboardFormat

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Decode throughput over the whole corpus as a ratio to a no-op `XMLParser` pass over the same
/// bytes, and the peak extra memory of decoding the largest file (measured in a fresh process).
func runDecodeBenchmarks(corpus: String) {
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus) else {
    print("decode: corpus folder '\(corpus)' not found; skipped")
    return
  }
  let files = names.filter { $0.hasSuffix(".storyboard") }.sorted().map {
    (corpus as NSString).appendingPathComponent($0)
  }
  let contents = files.map { try! Data(contentsOf: URL(fileURLWithPath: $0)) }
  let totalBytes = contents.reduce(0) { $0 + $1.count }
  let rounds = 7

  var scenes = 0
  let (parserSeconds, decodeSeconds) = timeAgainstXMLParser(contents, rounds: rounds) {
    scenes = 0
    for (file, data) in zip(files, contents) {
      scenes += StoryboardDecoder.decode(data, path: file).scenes.count
    }
  }
  let megabytes = Double(totalBytes) / 1_000_000
  print("decode: \(files.count) files, \(String(format: "%.2f", megabytes)) MB, \(scenes) scenes; best of \(rounds)")
  print("decode: XMLParser no-op pass  \(String(format: "%7.1f", megabytes / parserSeconds)) MB/s")
  print("decode: StoryboardDecoder     \(String(format: "%7.1f", megabytes / decodeSeconds)) MB/s")
  print(
    "decode: throughput ratio (decoder / XMLParser no-op) \(String(format: "%.2f", parserSeconds / decodeSeconds)) (target >= 1.0)"
  )

  let largest = zip(files, contents).max { $0.1.count < $1.1.count }!.0
  let child = Process()
  child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  child.arguments = ["decode-peak", largest]
  fflush(nil)
  try? child.run()
  child.waitUntilExit()
}

/// Runs in its own process so that nothing decoded earlier hides in the allocator's free lists.
func measureDecodePeakMemory(file: String) {
  let data = try! Data(contentsOf: URL(fileURLWithPath: file))
  // Warm up on a small storyboard first, so that code pages touched for the first time are not counted as decode
  // memory.
  let warmUp =
    #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects><viewController id="a" sceneMemberID="viewController"><connections><segue destination="a" kind="show" id="b"/></connections></viewController></objects></scene></scenes></document>"#
  _ = StoryboardDecoder.decode(Array(warmUp.utf8), path: "WarmUp.storyboard")
  let before = ProcessMemory.peakResidentBytes()
  let document = StoryboardDecoder.decode(data, path: file)
  let after = ProcessMemory.peakResidentBytes()
  let extra = after - before
  let ratio = Double(extra) / Double(data.count)
  print(
    "decode: largest file \((file as NSString).lastPathComponent) \(data.count / 1024) KB, \(document.scenes.count) scenes: "
      + "peak extra memory \(extra / 1024) KB = \(String(format: "%.2f", ratio))x the file (target < 3x)")
}

/// The best of `rounds` times of a no-op `XMLParser` pass over `contents` and of `decode`, in seconds. Rounds
/// alternate between the two passes, so that a change of clock speed during the run affects both alike.
func timeAgainstXMLParser(
  _ contents: [Data], rounds: Int, decode: () -> Void
) -> (parser: Double, decode: Double) {
  var parserSeconds = Double.infinity
  var decodeSeconds = Double.infinity
  for _ in 0..<rounds {
    parserSeconds = min(
      parserSeconds,
      seconds {
        for data in contents {
          let parser = XMLParser(data: data)
          let delegate = NoOpParserDelegate()
          parser.delegate = delegate
          _ = parser.parse()
        }
      })
    decodeSeconds = min(decodeSeconds, seconds(decode))
  }
  return (parserSeconds, decodeSeconds)
}

final class NoOpParserDelegate: NSObject, XMLParserDelegate {
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {}
  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
  ) {}
  func parser(_ parser: XMLParser, foundCharacters string: String) {}
}
