import Foundation

/// Encodes a blank image of a pixel size as PNG or baseline JPEG: real files any decoder reads, whose pixels are
/// what SegueKit has (none drawn): transparent for PNG, mid-grey for JPEG. Each is a few bytes plus one per pixel row
/// (PNG, stored uncompressed: w × 4 + 1 bytes a row) or a quarter byte per 8 × 8 block (JPEG).
enum BlankImageEncoding {
  /// A PNG (RGBA, 8 bits) of `width` × `height` transparent pixels.
  static func png(width: Int, height: Int) -> Data {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, no filter method, no interlace
    png.appendChunk("IHDR", header)
    let row = Data(count: width * 4 + 1)  // filter 0 then transparent pixels
    var raw = Data(capacity: row.count * height)
    for _ in 0..<height { raw.append(row) }
    png.appendChunk("IDAT", zlibStored(raw))
    png.appendChunk("IEND", Data())
    return png
  }

  /// A baseline JPEG (one grey component) of `width` × `height` mid-grey pixels: every 8 × 8 block has a zero DC
  /// difference and an immediate end of block, each a one-bit code of a one-symbol Huffman table.
  static func jpeg(width: Int, height: Int) -> Data {
    var jpeg = Data([0xFF, 0xD8])
    jpeg.appendSegment(0xDB, Data([0x00] + [UInt8](repeating: 1, count: 64)))  // quantization table 0
    var frame = Data([8])
    frame.appendBigEndian(UInt16(height))
    frame.appendBigEndian(UInt16(width))
    frame.append(contentsOf: [1, 1, 0x11, 0])  // one component: id 1, no subsampling, table 0
    jpeg.appendSegment(0xC0, frame)
    let oneCode = [UInt8]([1] + [UInt8](repeating: 0, count: 15)) + [0x00]  // a single 1-bit code for symbol 0
    jpeg.appendSegment(0xC4, Data([0x00] + oneCode + [0x10] + oneCode))  // DC table 0, AC table 0
    jpeg.appendSegment(0xDA, Data([1, 1, 0x00, 0, 63, 0]))
    let blocks = ((width + 7) / 8) * ((height + 7) / 8)
    let bits = blocks * 2
    var scan = Data(count: bits / 8)
    if bits % 8 != 0 { scan.append(UInt8(0xFF >> (bits % 8))) }  // the last byte padded with ones
    jpeg.append(scan)
    jpeg.append(contentsOf: [0xFF, 0xD9])
    return jpeg
  }

  /// The pixel size a PNG or JPEG header gives, if `data` is one.
  static func pixelSize(of data: Data) -> CGSize? {
    let bytes = [UInt8](data)
    if bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
      return CGSize(width: Int(bigEndian: bytes, at: 16, count: 4), height: Int(bigEndian: bytes, at: 20, count: 4))
    }
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 9 < bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      let length = Int(bigEndian: bytes, at: index + 2, count: 2)
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        return CGSize(
          width: Int(bigEndian: bytes, at: index + 7, count: 2), height: Int(bigEndian: bytes, at: index + 5, count: 2))
      }
      index += 2 + length
    }
    return nil
  }

  /// `data` as a zlib stream of stored (uncompressed) deflate blocks.
  private static func zlibStored(_ data: Data) -> Data {
    var stream = Data([0x78, 0x01])
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let last: UInt8 = offset + count == data.count ? 1 : 0
      stream.append(last)
      stream.append(contentsOf: [
        UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ])
      stream.append(data[data.startIndex + offset..<data.startIndex + offset + count])
      offset += count
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    stream.appendBigEndian(b << 16 | a)
    return stream
  }

  /// CRC-32 (ISO 3309, PNG's) of `bytes`.
  static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }
}

extension Data {
  fileprivate mutating func appendBigEndian<Value: FixedWidthInteger>(_ value: Value) {
    Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
  }

  fileprivate mutating func appendChunk(_ type: String, _ body: Data) {
    appendBigEndian(UInt32(body.count))
    let typed = Data(type.utf8) + body
    append(typed)
    appendBigEndian(BlankImageEncoding.crc32(typed))
  }

  fileprivate mutating func appendSegment(_ marker: UInt8, _ body: Data) {
    append(contentsOf: [0xFF, marker])
    appendBigEndian(UInt16(body.count + 2))
    append(body)
  }
}

extension Int {
  fileprivate init(bigEndian bytes: [UInt8], at index: Int, count: Int) {
    self = bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
  }
}
