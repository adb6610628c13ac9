internal import Foundation

/// The size and scale of an asset-catalog image, read from its image set's `Contents.json` and the header of the file
/// it picks, without decoding pixels.
///
/// Not in UIKit (UIKit reads compiled catalogs). As `UIImage(named:)` picks a representation for the display scale,
/// the set's entry for the scale wins (`"scale": "3x"` on a 3× screen), else the nearest larger scale, else the
/// largest smaller one; entries for a dark appearance or another idiom than `universal`/`iphone` are passed over
/// when another entry has a file. A bitmap's size in points is its pixel size divided by its scale (a 64×64-pixel
/// `@2x` file is 32×32); a PDF or SVG (a vector, "Single Scale") is its declared size at scale 1. Results are cached
/// by folder, name and display scale.
enum AssetImageSize {
  private nonisolated(unsafe) static var cache: [String: (size: CGSize, scale: CGFloat)?] = [:]
  private static let lock = NSLock()

  /// The size in points and scale of the image `name` in `bundle`'s catalogs for a `displayScale` screen, or `nil`
  /// when there is no such image set or no file of it can be read.
  static func size(named name: String, in bundle: Bundle, displayScale: CGFloat) -> (size: CGSize, scale: CGFloat)? {
    let key = "\(bundle.bundlePath)\u{0}\(name)\u{0}\(displayScale)"
    lock.lock()
    if let known = cache[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let found = AssetCatalog.imageSet(named: name, in: bundle).flatMap { read($0, displayScale: displayScale) }
    lock.lock()
    cache[key] = found
    lock.unlock()
    return found
  }

  /// One entry of an image set's `images` list that names a file.
  private struct Entry {
    var file: URL
    var scale: CGFloat?
    var preferred: Bool
  }

  private static func read(_ set: URL, displayScale: CGFloat) -> (size: CGSize, scale: CGFloat)? {
    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let images = json["images"] as? [[String: Any]]
    else { return nil }
    let entries = images.compactMap { image -> Entry? in
      guard let name = image["filename"] as? String else { return nil }
      let idiom = image["idiom"] as? String ?? "universal"
      let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
      return Entry(
        file: set.appendingPathComponent(name), scale: scale,
        preferred: image["appearances"] == nil && (idiom == "universal" || idiom == "iphone"))
    }
    let candidates = entries.contains(where: \.preferred) ? entries.filter(\.preferred) : entries
    for entry in ordered(candidates, displayScale: displayScale) {
      guard let measured = ImageFileSize.of(entry.file) else { continue }
      let scale = measured.isVector ? 1 : (entry.scale ?? ImageFileSize.scaleSuffix(of: entry.file))
      return (CGSize(width: measured.size.width / scale, height: measured.size.height / scale), scale)
    }
    return nil
  }

  /// The entries in the order UIKit would choose them for `displayScale`: the exact scale, then larger scales from
  /// the nearest, then smaller ones from the largest; an entry without a scale (a vector's) first.
  private static func ordered(_ entries: [Entry], displayScale: CGFloat) -> [Entry] {
    entries.sorted { first, second in
      rank(first.scale, displayScale) < rank(second.scale, displayScale)
    }
  }

  private static func rank(_ scale: CGFloat?, _ displayScale: CGFloat) -> CGFloat {
    guard let scale else { return -1 }
    if scale == displayScale { return 0 }
    return scale > displayScale ? scale - displayScale : 100 - scale
  }
}
