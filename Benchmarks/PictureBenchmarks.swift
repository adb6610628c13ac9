import Foundation
import SeguePictures
import SegueTools
import StoryboardFormat

/// Pictures: the SVG wireframes of every scene of every corpus storyboard, as a ratio to decoding the same files
/// (target: under 2×): wall time of each, interleaved in 5 rounds, medians; and the HTML explorer page of the
/// largest corpus app (`segue graph --format html`'s work after loading: flow graph, lint, wireframes, page): its
/// time and size.
func runPictureBenchmarks(corpus: String, apps: String) -> Bool {
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).filter {
    $0.hasSuffix(".storyboard")
  }.sorted()
  guard !names.isEmpty else {
    print("pictures: no storyboards in '\(corpus)'")
    return false
  }
  let files = names.compactMap { name -> (String, Data)? in
    let path = (corpus as NSString).appendingPathComponent(name)
    return FileManager.default.contents(atPath: path).map { (path, $0) }
  }
  let documents = files.map { StoryboardDecoder.decode($0.1, path: $0.0) }
  let scenes = documents.reduce(0) { $0 + $1.scenes.count }
  var svgBytes = 0
  func decodeAll() {
    for (path, data) in files { _ = StoryboardDecoder.decode(data, path: path) }
  }
  func drawAll() {
    svgBytes = 0
    for document in documents {
      for scene in document.scenes { svgBytes += Wireframe(scene: scene, in: document).svg().utf8.count }
    }
  }
  var decodeTimes: [Double] = []
  var drawTimes: [Double] = []
  for _ in 0..<5 {
    decodeTimes.append(seconds(decodeAll))
    drawTimes.append(seconds(drawAll))
  }
  let decode = decodeTimes.sorted()[2]
  let draw = drawTimes.sorted()[2]
  let ratio = draw / decode
  print(
    "pictures: SVG of \(scenes) scenes in \(files.count) storyboards: \(String(format: "%.1f", draw * 1000)) ms, "
      + "decode \(String(format: "%.1f", decode * 1000)) ms, ratio \(String(format: "%.2f", ratio))× (target < 2×), "
      + "\(svgBytes / 1024) KiB of SVG")

  // The largest corpus app by storyboard bytes.
  let appNames = ((try? FileManager.default.contentsOfDirectory(atPath: apps)) ?? []).filter {
    !$0.hasSuffix(".tsv")
  }
  let sized = appNames.map { name -> (String, Int) in
    let folder = (apps as NSString).appendingPathComponent(name)
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    let bytes = paths.filter { $0.hasSuffix(".storyboard") }.compactMap {
      (try? FileManager.default.attributesOfItem(atPath: (folder as NSString).appendingPathComponent($0)))?[.size]
        as? Int
    }.reduce(0, +)
    return (folder, bytes)
  }
  guard let (folder, _) = sized.max(by: { $0.1 < $1.1 }) else {
    print("pictures: no apps in '\(apps)'; the HTML figure is skipped")
    return ratio < 2
  }
  var set = StoryboardSet.load(paths: [folder])
  set.loadReferencedSiblings()
  let sources = SourceIndex.discover(forStoryboards: set.requested.map(\.path), extraRoots: [], givenPaths: [folder])
  var html = ""
  let htmlTime = seconds {
    html = GraphHTML.storyboards(set: set, graph: FlowGraph(set: set, sources: sources), sources: sources, title: "app")
  }
  let sceneCount = set.documents.reduce(0) { $0 + $1.scenes.count }
  print(
    "pictures: HTML page of \((folder as NSString).lastPathComponent) (\(set.documents.count) storyboards, "
      + "\(sceneCount) scenes): \(String(format: "%.1f", htmlTime * 1000)) ms, \(html.utf8.count / 1024) KiB")
  return ratio < 2
}
