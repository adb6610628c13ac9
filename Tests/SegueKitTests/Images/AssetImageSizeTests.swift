import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Asset-catalog images have their real size: `UIImage(named:)` reads the image set's `Contents.json` and the header
/// of the file it picks for the display scale (no pixels decoded), and an image view is as big as its image. Apple's
/// documentation: `UIImage.size` ("The logical dimensions, in points, for the image"), `UIImage.scale` ("If you load
/// an image from a file whose name includes the @2x modifier, the scale is set to 2.0"), `UIImageView`'s
/// `intrinsicContentSize` (the image's size; "Image views use their intrinsic content size to … size themselves"),
/// and the asset catalog format reference (`Contents.json`: `images`, `filename`, `scale`, `idiom`, `appearances`).
@MainActor
@Suite struct AssetImageSizeTests {
  /// A small catalog in a temporary app folder: bitmaps made by the graphics renderer, a PDF and two SVGs.
  private func makeCatalog() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let catalog = "App/Assets.xcassets"
    func png(_ width: CGFloat, _ height: CGFloat) -> Data {
      UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).pngData { _ in }
    }
    func write(_ path: String, _ data: Data) throws {
      let url = folder.url.appendingPathComponent("\(catalog)/\(path)")
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    try write("badge.imageset/badge@2x.png", png(48, 40))
    try write("badge.imageset/badge@3x.png", png(72, 60))
    try write("badge.imageset/badge-dark@3x.png", png(90, 90))
    try folder.write(
      "\(catalog)/badge.imageset/Contents.json",
      """
      {"images": [
        {"idiom": "universal", "scale": "1x"},
        {"idiom": "universal", "filename": "badge@2x.png", "scale": "2x"},
        {"idiom": "universal", "filename": "badge@3x.png", "scale": "3x"},
        {"idiom": "universal", "filename": "badge-dark@3x.png", "scale": "3x",
         "appearances": [{"appearance": "luminosity", "value": "dark"}]}
      ], "info": {"author": "xcode", "version": 1}}
      """)
    try write(
      "photo.imageset/photo.jpg",
      UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200)).jpegData(withCompressionQuality: 0.8) { _ in })
    try folder.write(
      "\(catalog)/photo.imageset/Contents.json",
      #"{"images": [{"idiom": "universal", "filename": "photo.jpg", "scale": "2x"}]}"#)
    try folder.write(
      "\(catalog)/logo.imageset/logo.pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
        + "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
        + "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 44 30] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
    try folder.write(
      "\(catalog)/logo.imageset/Contents.json",
      #"{"images": [{"idiom": "universal", "filename": "logo.pdf"}], "properties": {"preserves-vector-representation": true}}"#
    )
    try folder.write(
      "\(catalog)/star.imageset/star.svg",
      #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="28px" height="26" viewBox="0 0 14 13"/>"#)
    try folder.write(
      "\(catalog)/star.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "star.svg"}]}"#)
    try folder.write(
      "\(catalog)/shape.imageset/shape.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 12"></svg>"#)
    try folder.write(
      "\(catalog)/shape.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "shape.svg"}]}"#)
    return folder
  }

  /// `name: width×height @scale` for each image, as one picture.
  private func sizes(_ names: [String], in bundle: Bundle, displayScale: CGFloat) -> [String] {
    names.map { name in
      let traits = UITraitCollection(displayScale: displayScale)
      guard let image = UIImage(named: name, in: bundle, compatibleWith: traits) else { return "\(name): nil" }
      return "\(name): \(image.size.width)×\(image.size.height) @\(image.scale)"
    }
  }

  @Test func anAssetImageHasThePointSizeOfTheFileItPicksForTheScreen() throws {
    let folder = try makeCatalog()
    defer { folder.remove() }
    let bundle = try #require(Bundle(path: folder.url.appendingPathComponent("App").path))
    let names = ["badge", "photo", "logo", "star", "shape", "missing"]
    #expect(
      sizes(names, in: bundle, displayScale: 3) == [
        "badge: 24.0×20.0 @3.0", "photo: 150.0×100.0 @2.0", "logo: 44.0×30.0 @1.0", "star: 28.0×26.0 @1.0",
        "shape: 16.0×12.0 @1.0", "missing: 0.0×0.0 @1.0",
      ])
    // A 2× screen takes the @2x file; a 1× screen, with no 1x file, the nearest larger one.
    #expect(sizes(["badge"], in: bundle, displayScale: 2) == ["badge: 24.0×20.0 @2.0"])
    #expect(sizes(["badge"], in: bundle, displayScale: 1) == ["badge: 24.0×20.0 @2.0"])
  }

  @Test func anImageViewIsAsBigAsItsAssetImage() throws {
    let folder = try makeCatalog()
    defer { folder.remove() }
    let bundle = try #require(Bundle(path: folder.url.appendingPathComponent("App").path))
    let badge = try #require(UIImage(named: "badge", in: bundle, compatibleWith: nil))
    let imageView = UIImageView(image: badge)
    #expect(imageView.intrinsicContentSize == CGSize(width: 24, height: 20))
    let none = UIView.noIntrinsicMetric
    #expect(UIImageView().intrinsicContentSize == CGSize(width: none, height: none))
    // UIKit's init(image:): "This method adjusts the frame of the receiver to match the size of the specified image."
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 24, height: 20))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    imageView.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(imageView)
    NSLayoutConstraint.activate([
      imageView.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      imageView.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 38, y: 40, width: 24, height: 20))
  }

  /// Xcode's "Provides Namespace" box on a catalog group makes its name part of every asset's name inside it
  /// (`Flags/de`), nested groups adding theirs; a group without it adds nothing. Apple's Asset Catalog Format
  /// Reference, Group Type: `provides-namespace` — "Use the group name as a namespace element for accessing any of the
  /// contents."
  @Test func aGroupThatProvidesANamespaceNamesTheAssetsInside() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let catalog = "App/Assets.xcassets"
    let namespace = #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#
    try folder.write("\(catalog)/Flags/Contents.json", namespace)
    try folder.write("\(catalog)/Flags/Round/Contents.json", namespace)
    try folder.write("\(catalog)/Flags/Old/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
    try folder.write("\(catalog)/Plain/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
    for (path, width) in [("Flags/de", 30), ("Flags/Round/fr", 20), ("Flags/Old/it", 10), ("Plain/icon", 40)] {
      try folder.write(
        "\(catalog)/\(path).imageset/image.svg",
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="8"/>"#)
      try folder.write(
        "\(catalog)/\(path).imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "image.svg"}]}"#)
    }
    try folder.write(
      "\(catalog)/Flags/red.colorset/Contents.json",
      #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": "#
        + #"{"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}]}"#)
    let bundle = try #require(Bundle(path: folder.url.appendingPathComponent("App").path))
    #expect(
      sizes(
        ["Flags/de", "Flags/Round/fr", "Flags/it", "icon", "de", "fr", "Round/fr", "Plain/icon"], in: bundle,
        displayScale: 3) == [
          "Flags/de: 30.0×8.0 @1.0", "Flags/Round/fr: 20.0×8.0 @1.0", "Flags/it: 10.0×8.0 @1.0", "icon: 40.0×8.0 @1.0",
          "de: 0.0×0.0 @1.0", "fr: 0.0×0.0 @1.0", "Round/fr: 0.0×0.0 @1.0", "Plain/icon: 0.0×0.0 @1.0",
        ])
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(
      UIColor(named: "Flags/red", in: bundle, compatibleWith: nil)?.getRed(
        &red, green: &green, blue: &blue, alpha: &alpha) == true)
    #expect([red, green, blue, alpha] == [1, 0, 0, 1])
  }

  /// The corpus apps' own catalogs, when the corpus carries them: each image set with a PNG has a non-zero size equal
  /// to one of its PNGs' pixel size (read here from the `IHDR` chunk) divided by that file's scale.
  @Test(.enabled(if: !CorpusImageSets.found.isEmpty, CorpusImageSets.skipMessage))
  func theCorpusAppsAssetImagesHaveTheirFilesSizes() throws {
    var checked = 0
    for set in CorpusImageSets.found {
      let expected = CorpusImageSets.pngSizes(in: set)
      let (name, bundleFolder) = CorpusImageSets.catalogName(of: set)
      guard !expected.isEmpty, let bundle = Bundle(path: bundleFolder.path) else { continue }
      let image = try #require(UIImage(named: name, in: bundle, compatibleWith: nil))
      #expect(expected.contains(image.size), "\(set.path): \(image.size) is none of \(expected)")
      checked += 1
    }
    #expect(checked > 0)
  }
}

/// The image sets of the corpus apps' asset catalogs, if the corpus carries any, and of the app folder
/// `SEGUE_ASSET_APP_FOLDER` names (a real app's checkout, to run the check on it).
enum CorpusImageSets {
  static let skipMessage = Comment(
    rawValue: "../shared/corpus has no asset-catalog image sets (its README: images and asset catalogs are left "
      + "out); set SEGUE_ASSET_APP_FOLDER to an app's folder to check its catalogs")

  static let found: [URL] = {
    var sets: [URL] = []
    let extra = ProcessInfo.processInfo.environment["SEGUE_ASSET_APP_FOLDER"].map { URL(fileURLWithPath: $0) }
    for root in [Corpus.apps, Corpus.appsWide] + (extra.map { [$0] } ?? []) {
      let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        if url.pathExtension == "imageset" { sets.append(url) }
      }
    }
    return sets.sorted { $0.path < $1.path }
  }()

  /// The set's name as UIKit looks it up, and the folder holding its catalog: the set folder's name, after the names of
  /// the groups above it that provide a namespace (a group's `Contents.json` has `"provides-namespace": true`).
  static func catalogName(of set: URL) -> (name: String, bundleFolder: URL) {
    var name = set.deletingPathExtension().lastPathComponent
    var group = set.deletingLastPathComponent()
    while group.pathExtension.isEmpty, group.path != "/" {
      let json = (try? Data(contentsOf: group.appendingPathComponent("Contents.json")))
        .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
      if (json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true {
        name = group.lastPathComponent + "/" + name
      }
      group = group.deletingLastPathComponent()
    }
    return (name, group.deletingLastPathComponent())
  }

  /// Each PNG's size in points by the scale its entry gives (`IHDR` width and height over the scale).
  static func pngSizes(in set: URL) -> [CGSize] {
    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let images = json["images"] as? [[String: Any]]
    else { return [] }
    return images.compactMap { image in
      guard let name = image["filename"] as? String, name.lowercased().hasSuffix(".png"),
        let bytes = try? [UInt8](Data(contentsOf: set.appendingPathComponent(name))), bytes.count >= 24,
        bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
      else { return nil }
      let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
      func word(_ at: Int) -> Double { Double(bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }) }
      return CGSize(width: word(16) / scale, height: word(20) / scale)
    }
  }
}
