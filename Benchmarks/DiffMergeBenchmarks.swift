import Foundation
import SegueTools
import StoryboardFormat

/// `segue diff` and `segue merge` against decoding: the largest corpus storyboard diffed (two edits) and merged
/// (ours and theirs each editing one object), each as a ratio to ONE decode of that file (target: under 3× each;
/// the merge's ratio to decoding the three files it reads is printed beside it); and the hostile shapes at growing
/// sizes, whose time per MB must not grow more than 2× (linear). Reading the files is
/// part of both (as in the commands): the diff reads two, the merge three and writes one. Times are the thread's CPU
/// time, so a run that waited for a processor on a shared machine does not count the wait.
func runDiffMergeBenchmarks(corpus: String) -> Bool {
  var passed = true
  let files = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).filter {
    $0.hasSuffix(".storyboard")
  }
  let sized = files.compactMap { name -> (String, [UInt8])? in
    (try? Data(contentsOf: URL(fileURLWithPath: corpus).appendingPathComponent(name))).map { (name, [UInt8]($0)) }
  }
  if let (name, bytes) = sized.max(by: { $0.1.count < $1.1.count }) {
    let (ours, theirs) = (DiffMergeEdit.ours(bytes), DiffMergeEdit.theirs(bytes))
    let decode = best(of: 15) { _ = StoryboardDecoder.decode(bytes, path: name) }
    // What the merge reads, decoded: the same three files.
    let decodeThree = best(of: 15) {
      for input in [bytes, ours, theirs] { _ = StoryboardDecoder.decode(input, path: name) }
    }
    let diff = best(of: 15) { diffOnce(bytes, ours) }
    let merge = best(of: 15) { mergeOnce(bytes, ours, theirs) }
    print(
      String(
        format: "diff-merge %@ (%.0f KB): decode %.2f ms, diff %.2f ms (%.2f×), merge %.2f ms (%.2f× one decode, "
          + "%.2f× decoding its three files)", name, Double(bytes.count) / 1024, decode * 1000, diff * 1000,
        diff / decode, merge * 1000, merge / decode, merge / decodeThree))
    if diff / decode > 3 || merge / decode > 3 { passed = false }
  } else {
    print("diff-merge: no storyboards in '\(corpus)'; the ratio to decoding was not measured")
  }
  let sizes = [2_500, 5_000, 10_000, 20_000]
  for shape in HostileShape.allCases {
    let inputs = sizes.map { size -> ([UInt8], [UInt8], [UInt8]) in
      let bytes = Array(shape.storyboard(size).utf8)
      return (bytes, DiffMergeEdit.ours(bytes), DiffMergeEdit.theirs(bytes))
    }
    var bestTimes = Array(repeating: Double.infinity, count: sizes.count)
    for _ in 0..<5 {
      for (index, input) in inputs.enumerated() {
        bestTimes[index] = min(
          bestTimes[index],
          cpuSeconds {
            diffOnce(input.0, input.1)
            mergeOnce(input.0, input.1, input.2)
          })
      }
    }
    let perMB = zip(inputs, bestTimes).map { input, time in time / (Double(input.0.count) / 1_048_576) }
    let growth = perUnitGrowth(perMB)
    let line = zip(inputs, zip(bestTimes, perMB)).map { input, figures in
      String(
        format: " %.2f MB %.3f s (%.3f s/MB);", Double(input.0.count) / 1_048_576, figures.0, figures.1)
    }.joined()
    print("diff-merge hostile \(shape.rawValue):" + line + String(format: " growth %.2f×", growth))
    if growth > 2 { passed = false }
  }
  print(passed ? "diff-merge: within targets" : "diff-merge: over a target")
  return passed
}

private func best(of runs: Int, _ body: () -> Void) -> Double {
  var result = Double.infinity
  for _ in 0..<runs { result = min(result, cpuSeconds(body)) }
  return result
}

private func diffOnce(_ old: [UInt8], _ new: [UInt8]) {
  let diff = StoryboardDiff.compare(
    old: IBDocument.read(bytes: old, path: "old.storyboard"), new: IBDocument.read(bytes: new, path: "new.storyboard"))
  _ = DiffReport(diffs: [diff]).text()
}

private func mergeOnce(_ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8]) {
  _ = StoryboardMerge.merge(
    base: IBDocument.read(bytes: base, path: "base"), ours: IBDocument.read(bytes: ours, path: "ours"),
    theirs: IBDocument.read(bytes: theirs, path: "theirs"))
}

/// The edits the benchmark makes: ours changes the document's tools version, theirs labels the last controller.
enum DiffMergeEdit {
  static func ours(_ bytes: [UInt8]) -> [UInt8] {
    replacing(Array("toolsVersion=\"".utf8), with: Array("toolsVersion=\"1".utf8), in: bytes, last: false)
  }

  static func theirs(_ bytes: [UInt8]) -> [UInt8] {
    replacing(
      Array("<viewController ".utf8), with: Array("<viewController userLabel=\"edited\" ".utf8), in: bytes, last: true)
  }

  private static func replacing(_ needle: [UInt8], with replacement: [UInt8], in bytes: [UInt8], last: Bool) -> [UInt8]
  {
    let starts =
      last
      ? Array(stride(from: bytes.count - needle.count, through: 0, by: -1)) : Array(0...(bytes.count - needle.count))
    for start in starts where bytes[start..<(start + needle.count)].elementsEqual(needle) {
      var result = bytes
      result.replaceSubrange(start..<(start + needle.count), with: replacement)
      return result
    }
    return bytes
  }
}
