import AndroidFormat
import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// The corpus's real navigation graphs (spec §9: google/iosched, android/architecture-samples, sunflower,
/// architecture-components-samples, androidx's Navigation test app) decode with no error, and the decoder's element
/// counts agree with a deliberately simple pass over the text and with the summary `MANIFEST.tsv` lists for each
/// file, which Python's `xml.etree` wrote when the files were taken.
@Suite(.enabled(if: Corpus.androidIsAvailable, Comment(rawValue: Corpus.androidSkipMessage)))
struct NavigationCorpusTests {
  static func graphFiles() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Corpus.android.path)) ?? []
    return names.filter { $0.contains("_res_navigation_") && $0.hasSuffix(".xml") }.sorted().map {
      Corpus.android.appendingPathComponent($0)
    }
  }

  /// The resource name a corpus file had in its app (`home` for `…_res_navigation_home.xml`).
  static func resourceName(_ url: URL) -> String {
    let name = url.deletingPathExtension().lastPathComponent
    return String(name[name.range(of: "_res_navigation_")!.upperBound...])
  }

  @Test(.tags(.android6_1)) func everyGraphDecodesWithNoErrorOrWarning() throws {
    let files = Self.graphFiles()
    #expect(files.count == 13)
    var problems: [String] = []
    for url in files {
      let document = try NavigationDecoder.decode(contentsOf: url)
      #expect(document.graph != nil, "\(url.lastPathComponent)")
      problems += document.diagnostics.filter { $0.severity != .note }.map(\.description)
    }
    #expect(problems == [])
  }

  @Test(.tags(.android6_1)) func elementCountsAgreeWithASimplePassAndTheManifest() throws {
    let rows = Dictionary(
      Corpus.manifest(in: Corpus.android).compactMap { row in row["file"].map { ($0, row) } },
      uniquingKeysWith: { first, _ in first })
    var mismatches: [String] = []
    for url in Self.graphFiles() {
      let document = try NavigationDecoder.decode(contentsOf: url)
      let decoded = Self.counts(document)
      let simple = Self.simpleCounts(try String(contentsOf: url, encoding: .utf8))
      if decoded != simple { mismatches.append("\(url.lastPathComponent): decoded \(decoded), simple \(simple)") }
      let listed = Self.listedCounts(rows[url.lastPathComponent]?["contents"] ?? "")
      if decoded != listed { mismatches.append("\(url.lastPathComponent): decoded \(decoded), listed \(listed)") }
    }
    #expect(mismatches == [])
  }

  @Test(.tags(.android6_1)) func theAdvancedSamplesIncludesResolveToItsThreeTabGraphs() throws {
    let files = Self.graphFiles().filter { $0.lastPathComponent.contains("NavigationAdvancedSample") }
    let documents = try files.map { url in
      NavigationDecoder.decode(try Data(contentsOf: url), path: "navigation/\(Self.resourceName(url)).xml")
    }
    let resources = NavigationResources(documents)
    #expect(resources.diagnostics.isEmpty)
    let graph = try #require(resources.resolvedGraph(named: "nav_graph"))
    #expect(graph.destinations.map(\.element) == ["navigation", "navigation", "navigation"])
    #expect(graph.destinations.map(\.destinationID) == ["home", "list", "form"])
    #expect(graph.startDestinationID == "home")
  }

  /// Elements by name as the decoder saw them (kept extras too).
  static func counts(_ document: NavigationDocument) -> [String: Int] {
    var counts: [String: Int] = [:]
    func add(_ objects: [StoryboardObject]) {
      for object in objects {
        counts[object.element, default: 0] += 1
        add(object.children)
      }
    }
    func walk(_ node: NavigationNode) {
      counts[node.element, default: 0] += 1
      counts["action", default: 0] += node.actions.count
      counts["argument", default: 0] += node.arguments.count + node.actions.reduce(0) { $0 + $1.arguments.count }
      counts["deepLink", default: 0] += node.deepLinks.count
      add(node.extras)
      node.destinations.forEach(walk)
    }
    document.graph.map(walk)
    return counts.filter { $0.value > 0 }
  }

  /// Start tags counted in the text with comments cut out: `<name` followed by white space, `/` or `>`.
  static func simpleCounts(_ text: String) -> [String: Int] {
    var uncommented = ""
    var rest = Substring(text)
    while let open = rest.range(of: "<!--") {
      uncommented += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "-->") else {
        rest = ""
        break
      }
      rest = rest[close.upperBound...]
    }
    uncommented += rest
    var counts: [String: Int] = [:]
    for piece in uncommented.components(separatedBy: "<").dropFirst() {
      let name = piece.prefix { !" \n\t\r/>".contains($0) }
      guard let first = name.first, first.isLetter else { continue }
      counts[String(name), default: 0] += 1
    }
    return counts
  }

  /// The `elements {'navigation': 1, …}` part of a MANIFEST.tsv summary.
  static func listedCounts(_ contents: String) -> [String: Int] {
    guard let open = contents.range(of: "elements {"), let close = contents[open.upperBound...].firstIndex(of: "}")
    else { return [:] }
    var counts: [String: Int] = [:]
    for pair in contents[open.upperBound..<close].split(separator: ",") {
      let parts = pair.split(separator: ":")
      guard parts.count == 2, let count = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { continue }
      counts[parts[0].trimmingCharacters(in: CharacterSet(charactersIn: " '"))] = count
    }
    return counts
  }
}
