import StoryboardFormat

/// A navigation element's attributes in Android's and the app's namespaces by local name: what the model's
/// `androidAttributes` and `appAttributes` give, kept as which of the element's attributes they are and made into
/// dictionaries only when asked for.
///
/// The decoder marks the attributes it keeps (two bit sets over the element's attributes in file order) and makes no
/// string and no table while it reads: an element's attributes are few, and most graphs are read for their typed
/// fields, not these tables. Equality and hashing are the dictionaries', whichever way each side is kept.
struct NamespacedAttributes: Sendable, Hashable {
  private enum Storage: Sendable {
    /// The attributes of `source` at the set bits of `android` and `app` (bit `n` is the `n`th attribute in file
    /// order), each under its name after the prefix's colon.
    case marked(source: Attributes, android: UInt64, app: UInt64)
    /// Tables as given (a caller's, or a reading that marks nothing).
    case tables(android: [String: String], app: [String: String])
  }

  private var storage: Storage

  /// The most attributes a marking covers: the bits of `UInt64`.
  static let markableCount = 64

  /// Empty tables.
  init() { storage = .tables(android: [:], app: [:]) }

  /// The given tables.
  init(android: [String: String], app: [String: String]) { storage = .tables(android: android, app: app) }

  /// The attributes of `source` at the set bits of `android` and `app`, by the local name of each (every marked
  /// attribute's name has a prefix; a local name is marked once per namespace).
  init(marking source: Attributes, android: UInt64, app: UInt64) {
    storage = .marked(source: source, android: android, app: app)
  }

  /// The attributes in Android's namespace by local name.
  var android: [String: String] {
    get {
      switch storage {
      case .marked(let source, let android, _): Self.table(of: source, at: android)
      case .tables(let android, _): android
      }
    }
    set { storage = .tables(android: newValue, app: app) }
  }

  /// The attributes in the app's namespace by local name.
  var app: [String: String] {
    get {
      switch storage {
      case .marked(let source, _, let app): Self.table(of: source, at: app)
      case .tables(_, let app): app
      }
    }
    set { storage = .tables(android: android, app: newValue) }
  }

  /// The attributes of `source` at the set bits of `marks`, each by its name after the first colon.
  private static func table(of source: Attributes, at marks: UInt64) -> [String: String] {
    guard marks != 0 else { return [:] }
    var table = [String: String](minimumCapacity: marks.nonzeroBitCount)
    source.withPackedBytes { packed in
      func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: packed[range]), as: UTF8.self)
      }
      // The pairs as `Attributes`' iterator reads them: name NUL value NUL, to the last complete pair.
      var ordinal = 0
      var position = 0
      while position < packed.count, ordinal < markableCount, marks >> ordinal != 0 {
        guard let nameEnd = PackedBytes.offsetOfNUL(in: packed, from: position),
          let valueEnd = PackedBytes.offsetOfNUL(in: packed, from: nameEnd + 1)
        else { break }
        if marks & (1 << ordinal) != 0 {
          let name = packed[position..<nameEnd]
          let local = (name.firstIndex(of: UInt8(ascii: ":")).map { $0 + 1 } ?? position)..<nameEnd
          table[string(local)] = string((nameEnd + 1)..<valueEnd)
        }
        ordinal += 1
        position = valueEnd + 1
      }
    }
    return table
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    if case .marked(let left, let leftAndroid, let leftApp) = lhs.storage,
      case .marked(let right, let rightAndroid, let rightApp) = rhs.storage,
      leftAndroid == rightAndroid, leftApp == rightApp, left == right
    {
      return true
    }
    return lhs.android == rhs.android && lhs.app == rhs.app
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(android)
    hasher.combine(app)
  }
}
