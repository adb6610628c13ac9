import Foundation

/// A time as a rational number of seconds. Mirrors CoreMedia's `CMTime`, which AVFoundation brings along.
public struct CMTime: Sendable, Hashable, Comparable {
  /// The time's flags. Mirrors `CMTimeFlags`.
  public struct Flags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var valid: Flags { Flags(rawValue: 1 &<< 0) }
    public static var hasBeenRounded: Flags { Flags(rawValue: 1 &<< 1) }
    public static var positiveInfinity: Flags { Flags(rawValue: 1 &<< 2) }
    public static var negativeInfinity: Flags { Flags(rawValue: 1 &<< 3) }
    public static var indefinite: Flags { Flags(rawValue: 1 &<< 4) }
  }

  public var value: Int64
  public var timescale: Int32
  public var flags: Flags
  public var epoch: Int64

  public init() {
    self.init(value: 0, timescale: 0, flags: [], epoch: 0)
  }

  public init(value: Int64, timescale: Int32, flags: Flags, epoch: Int64) {
    self.value = value
    self.timescale = timescale
    self.flags = flags
    self.epoch = epoch
  }

  public init(value: Int64, timescale: Int32) {
    self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
  }

  public init(seconds: Double, preferredTimescale: Int32) {
    self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }

  public static let zero = CMTime(value: 0, timescale: 1)
  public static let invalid = CMTime()
  public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
  public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)

  public var isValid: Bool { flags.contains(.valid) }
  public var isIndefinite: Bool { flags.contains(.indefinite) }
  public var isNumeric: Bool { isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity]) }

  /// The time in seconds; NaN for an invalid or indefinite time.
  public var seconds: Double { isNumeric && timescale != 0 ? Double(value) / Double(timescale) : .nan }

  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
  public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
    CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale))
  }
  public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
    CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale))
  }
}

/// Mirrors `CMTimeMake`.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// Mirrors `CMTimeMakeWithSeconds`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
/// Mirrors `CMTimeGetSeconds`.
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// A duration read from the RIFF/WAVE header of `data`, or `nil` for anything else (the only format whose length the
/// stand-ins read; others play until stopped unless a test gives their length).
func waveDuration(_ data: Data) -> TimeInterval? {
  let bytes = [UInt8](data.prefix(4096))
  guard bytes.count >= 44, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46], bytes[8..<12] == [0x57, 0x41, 0x56, 0x45] else {
    return nil
  }
  func uint32(_ offset: Int) -> Int {
    Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
  }
  var offset = 12
  var byteRate = 0
  while offset + 8 <= bytes.count {
    let size = uint32(offset + 4)
    if bytes[offset..<(offset + 4)] == [0x66, 0x6D, 0x74, 0x20], offset + 20 <= bytes.count {
      byteRate = uint32(offset + 16)
    } else if bytes[offset..<(offset + 4)] == [0x64, 0x61, 0x74, 0x61] {
      return byteRate > 0 ? Double(min(size, data.count - offset - 8)) / Double(byteRate) : nil
    }
    offset += 8 + size + size % 2
  }
  return nil
}
