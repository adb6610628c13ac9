internal import Foundation

/// The size an image file declares in its header, read without decoding it: a PNG's `IHDR`, a JPEG's start-of-frame
/// segment (pixels), a PDF's first `/MediaBox` or an SVG's `width`/`height` (else its `viewBox`) (points).
///
/// Not in UIKit.
enum ImageFileSize {
  /// How much of a file is read first; a JPEG whose frame header lies further (after a large EXIF block) is read
  /// whole.
  private static let prefixLength = 64 * 1024

  /// The declared size of the image file at `url`, and whether it is a vector (PDF or SVG), or `nil` when the file
  /// cannot be read or is none of these.
  static func of(_ url: URL) -> (size: CGSize, isVector: Bool)? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let prefix = try? handle.read(upToCount: prefixLength), !prefix.isEmpty else { return nil }
    if let pixels = BlankImageEncoding.pixelSize(of: prefix) { return (pixels, false) }
    let kind = url.pathExtension.lowercased()
    if prefix.starts(with: [0xFF, 0xD8]) || kind == "pdf" {
      // The rest, if the prefix was not the whole file (`readToEnd()` gives `nil` at its end).
      let rest = prefix.count < prefixLength ? nil : (try? handle.readToEnd()) ?? nil
      let whole = prefix + (rest ?? Data())
      if let pixels = BlankImageEncoding.pixelSize(of: whole) { return (pixels, false) }
      return pdfMediaBox(whole).map { ($0, true) }
    }
    if kind == "svg" { return svgSize(prefix).map { ($0, true) } }
    return nil
  }

  /// The scale a file name's `@2x`/`@3x` suffix gives (`icon@2x.png`), else 1.
  static func scaleSuffix(of url: URL) -> CGFloat {
    let stem = url.deletingPathExtension().lastPathComponent
    guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
      let scale = Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)])
    else { return 1 }
    return CGFloat(scale)
  }

  /// The first `/MediaBox [x0 y0 x1 y1]` of a PDF (a page's, or the page tree's it inherits), in points; `nil` when
  /// the boxes are inside compressed object streams.
  static func pdfMediaBox(_ data: Data) -> CGSize? {
    guard let range = data.range(of: Data("/MediaBox".utf8)) else { return nil }
    let tail = data[range.upperBound..<min(data.endIndex, range.upperBound + 200)]
    let text = String(decoding: tail, as: UTF8.self)
    guard let open = text.firstIndex(of: "["), let close = text.firstIndex(of: "]"), open < close else { return nil }
    let numbers = text[text.index(after: open)..<close].split(whereSeparator: \.isWhitespace).compactMap {
      Double($0)
    }
    guard numbers.count == 4 else { return nil }
    return CGSize(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
  }

  /// The root `<svg>` element's `width` and `height` (plain numbers or `px`/`pt`), else its `viewBox`'s size.
  static func svgSize(_ data: Data) -> CGSize? {
    let text = String(decoding: data, as: UTF8.self)
    guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
      return nil
    }
    let tag = String(text[start.upperBound..<end])
    func attribute(_ name: String) -> String? {
      guard let found = tag.range(of: " \(name)=") ?? tag.range(of: "\n\(name)="),
        let quote = tag[found.upperBound...].first, quote == "\"" || quote == "'"
      else { return nil }
      let valueStart = tag.index(after: found.upperBound)
      guard let valueEnd = tag[valueStart...].firstIndex(of: quote) else { return nil }
      return String(tag[valueStart..<valueEnd])
    }
    func length(_ value: String?) -> Double? {
      guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
      for unit in ["px", "pt"] where value.hasSuffix(unit) { value.removeLast(2) }
      return Double(value)
    }
    if let width = length(attribute("width")), let height = length(attribute("height")) {
      return CGSize(width: width, height: height)
    }
    let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    guard let box, box.count == 4 else { return nil }
    return CGSize(width: box[2], height: box[3])
  }
}
