import Foundation
import SegueKit
import Testing

/// `UIImage.pngData()` and `jpegData(compressionQuality:)` give real files of the image's pixel size, which
/// `UIImage(data:)` reads back, as on iOS (Apple's documentation: "A data object containing the PNG data, or nil if
/// there was a problem generating the data"; `init(data:)` "the image object for the specified data").
@MainActor
@Suite struct ImageEncodingTests {
  /// The chunks of a PNG as (type, body), each CRC checked (PNG specification, §5.3: CRC-32 over type and body).
  private func chunks(_ data: Data) throws -> [(String, [UInt8])] {
    let bytes = [UInt8](data)
    try #require(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var found: [(String, [UInt8])] = []
    var index = 8
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    while index + 12 <= bytes.count {
      let length = word(index)
      let typed = Array(bytes[index + 4..<index + 8 + length])
      #expect(UInt32(word(index + 8 + length)) == crc32(typed))
      found.append((String(decoding: typed.prefix(4), as: UTF8.self), Array(typed.dropFirst(4))))
      index += 12 + length
    }
    #expect(index == bytes.count)
    return found
  }

  private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }

  @Test func pngDataIsAPNGOfThePixelSizeThatReadsBack() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { _ in }
    let data = try #require(image.pngData())
    let found = try chunks(data)
    #expect(found.map(\.0) == ["IHDR", "IDAT", "IEND"])
    #expect(found[0].1 == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    // One stored deflate block: zlib header, the block's header, 2 rows of a filter byte and 3 RGBA pixels, Adler-32.
    #expect(found[1].1.count == 2 + 5 + 2 * (1 + 3 * 4) + 4)
    #expect(found[1].1.prefix(7) == [0x78, 0x01, 1, 26, 0, 0xE5, 0xFF])
    #expect(UIImage(data: data)?.size == CGSize(width: 3, height: 2))
  }

  @Test func jpegDataIsABaselineJPEGOfThePixelSizeThatReadsBack() throws {
    let image = try #require(
      UIImage(data: UIGraphicsImageRenderer(size: CGSize(width: 20, height: 9)).pngData { _ in }))
    let data = try #require(image.jpegData(compressionQuality: 0.8))
    let bytes = [UInt8](data)
    #expect(bytes.prefix(2) == [0xFF, 0xD8])
    #expect(bytes.suffix(2) == [0xFF, 0xD9])
    // Start of frame (baseline): precision 8, height 9, width 20, one component.
    let frame = try #require(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    #expect(Array(bytes[frame + 4..<frame + 10]) == [8, 0, 9, 0, 20, 1])
    // 3 × 2 blocks of two zero bits each: 12 bits, so one zero byte and a byte of 4 zero bits padded with ones.
    #expect(Array(bytes.suffix(4)) == [0x00, 0x0F, 0xFF, 0xD9])
    #expect(UIImage(data: data)?.size == CGSize(width: 20, height: 9))
    #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 10, height: 4.5))
  }

  @Test func imagesOfAScaleEncodeTheirPixelsAndEmptyOnesNothing() throws {
    let undecoded = try #require(UIImage(data: Data([1])))
    #expect(undecoded.pngData() == nil)
    #expect(undecoded.jpegData(compressionQuality: 1) == nil)
    let scaled = try #require(UIImage(data: BlankPNG.of(width: 8, height: 6), scale: 2))
    #expect(scaled.size == CGSize(width: 4, height: 3))
    #expect(UIImage(data: try #require(scaled.pngData()))?.size == CGSize(width: 8, height: 6))
  }
}

/// A PNG made by SegueKit for a pixel size, through the public API.
@MainActor
private enum BlankPNG {
  static func of(width: Int, height: Int) -> Data {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).pngData { _ in }
  }
}
