public import Foundation

extension Corpus {
  /// Real Android manifests and navigation graphs (`android/MANIFEST.tsv`).
  public static let android = root.appendingPathComponent("android")
  public static let androidIsAvailable = FileManager.default.fileExists(atPath: android.path)
  public static let androidSkipMessage =
    "../shared/corpus/android is not beside this checkout; the Android corpus tests are skipped"

  /// The corpus's manifests (every `.xml` file whose root element is `<manifest`), sorted by name.
  public static func androidManifests() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: android.path)) ?? []
    return names.filter { $0.hasSuffix(".xml") }.sorted().map { android.appendingPathComponent($0) }.filter { url in
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
      return text.contains("<manifest")
    }
  }

  /// Real layout files in the repository (`Tests/Fixtures/Android/layouts/MANIFEST.tsv`): always there.
  public static let androidLayouts = packageRoot.appendingPathComponent("Tests/Fixtures/Android/layouts")

  /// The layout fixtures (every `.xml` file of ``androidLayouts``), sorted by name.
  public static func androidLayoutFiles() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: androidLayouts.path)) ?? []
    return names.filter { $0.hasSuffix(".xml") }.sorted().map { androidLayouts.appendingPathComponent($0) }
  }

  /// `<activity` and `<activity-alias` start tags counted by a deliberately simple pass: comments cut out, then
  /// each tag name followed by white space or `>`.
  public static func simpleActivityCounts(_ text: String) -> (activities: Int, aliases: Int) {
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
    func count(_ tag: String) -> Int {
      [" ", "\n", "\t", "\r", ">"].reduce(0) { $0 + uncommented.components(separatedBy: tag + $1).count - 1 }
    }
    return (count("<activity"), count("<activity-alias"))
  }
}
