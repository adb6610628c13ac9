import Foundation
import StoryboardFormat

/// Tells whether a subtree of one ``IBDocument`` is the same as a subtree of another, by their bytes: what a diff
/// and a merge ask of nearly every element they skip.
///
/// The two files' common prefix and common suffix are measured once; a pair of subtrees that lies in either (at the
/// same distance from the start, or from the end) is equal at no cost, and one that spans the first (or last)
/// differing byte is different at no cost. Only subtrees between two edits are compared byte by byte, and when that
/// work passes a few times the files' size (many edits in a deeply nested file) the comparer switches to subtree
/// hashes, so a comparison stays linear in the files. Equal bytes are equal content; different bytes may still be
/// equal content written differently, which callers treat as changed (and find nothing to report).
struct IBSubtreeComparer {
  let a: IBDocument
  let b: IBDocument
  /// The length of the common prefix and of the common suffix (not overlapping in either file).
  private let prefix: Int
  private let suffix: Int
  /// Whether the suffix ends at a differing byte (not at the prefix), so a range over that byte differs.
  private let suffixEndsAtDifference: Bool
  /// Bytes left to compare one by one before switching to hashes.
  private var budget: Int
  private var hashesA: IBSubtreeHashes?
  private var hashesB: IBSubtreeHashes?

  init(_ a: IBDocument, _ b: IBDocument) {
    self.a = a
    self.b = b
    let (prefix, suffix) = a.bytes.withUnsafeBufferPointer { x in
      b.bytes.withUnsafeBufferPointer { y in Self.commonEnds(x, y) }
    }
    self.prefix = prefix
    self.suffix = suffix
    suffixEndsAtDifference = suffix < min(a.bytes.count, b.bytes.count) - prefix
    budget = 4 * (a.bytes.count + b.bytes.count) + 4096
  }

  /// Whether the element at `i` in `a` and everything below it is the same as the element at `j` in `b` and below.
  mutating func equal(_ i: Int, _ j: Int) -> Bool {
    let x = a.elements[i]
    let y = b.elements[j]
    let length = x.end - x.start
    guard length == y.end - y.start else { return false }
    if x.start == y.start {
      if x.end <= prefix { return true }
      if x.start <= prefix, prefix < x.end { return false }
    }
    let suffixStartA = a.bytes.count - suffix
    if a.bytes.count - x.start == b.bytes.count - y.start {
      if x.start >= suffixStartA { return true }
      if suffixEndsAtDifference, x.start < suffixStartA, suffixStartA <= x.end { return false }
    }
    if budget < length {
      if hashesA == nil {
        hashesA = IBSubtreeHashes(a)
        hashesB = IBSubtreeHashes(b)
      }
      return hashesA!.subtree(i) == hashesB!.subtree(j)
    }
    budget -= length
    return a.bytes.withUnsafeBufferPointer { x0 in
      b.bytes.withUnsafeBufferPointer { y0 in
        memcmpEqual(x0.baseAddress! + x.start, y0.baseAddress! + y.start, length)
      }
    }
  }

  /// The common prefix's and the common suffix's lengths of `x` and `y`, the suffix not reaching into the prefix.
  private static func commonEnds(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    let shorter = min(x.count, y.count)
    guard shorter > 0, let xBase = x.baseAddress, let yBase = y.baseAddress else { return (0, 0) }
    let block = 512
    var prefix = 0
    while prefix + block <= shorter, memcmp(xBase + prefix, yBase + prefix, block) == 0 { prefix += block }
    while prefix < shorter, x[prefix] == y[prefix] { prefix += 1 }
    var suffix = 0
    while suffix + block <= shorter - prefix,
      memcmp(xBase + x.count - suffix - block, yBase + y.count - suffix - block, block) == 0
    {
      suffix += block
    }
    while suffix < shorter - prefix, x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
    return (prefix, suffix)
  }
}

/// Whether `count` bytes at `x` and at `y` are equal.
private func memcmpEqual(_ x: UnsafePointer<UInt8>, _ y: UnsafePointer<UInt8>, _ count: Int) -> Bool {
  guard count > 0 else { return true }
  return memcmp(x, y, count) == 0
}
