/// Random damage to a file's bytes for the decoders' fuzz tests: changed, inserted, removed and copied runs.
public enum Mutation {
  /// Markup that storyboard and xib decoders must survive.
  public static let storyboardMarkup: [[UInt8]] = [
    "<", ">", "</", "/>", "\"", "&", "&amp;", "&#x", "<!--", "]]>", "<!DOCTYPE x [", "=", "<segue ", "<<<<<<< HEAD\n",
    "\u{0}", "\u{FF}",
  ].map { Array($0.utf8) }

  /// `bytes` with one to eight random edits; inserted pieces come from `fragments` (markup a decoder must survive).
  public static func mutate(_ bytes: [UInt8], fragments: [[UInt8]], using random: inout SplitMix64) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
      case 1: bytes.insert(contentsOf: fragments.randomElement(using: &random)!, at: at)
      case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &random)))
      case 3:
        let end = min(bytes.count, at + Int.random(in: 1...256, using: &random))
        bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
      default: bytes[at] = bytes[Int.random(in: 0..<bytes.count, using: &random)]
      }
    }
    return bytes
  }
}
