/// A container for flattened values, as Android's binder sends them between processes.
///
/// Mirrors `android.os.Parcel` for what apps write in `Parcelable.writeToParcel` (`writeInt`, `writeString` …) and
/// read back in `createFromParcel`, in the same order. ``dataSize()`` counts bytes as the platform's `Parcel.cpp`
/// lays them out (4-byte alignment, UTF-16 strings with a length and a terminator), which is what the binder's
/// 1 MB transaction limit is measured in (<doc:AndroidBehaviour> §3.3). Values are kept as values, not bytes: reading a value of
/// another type than was written returns the type's zero, as a mismatched read of real parcel bytes would return
/// garbage.
@preconcurrency @MainActor
public final class Parcel {
  enum Item {
    case int(Int32), long(Int64), float(Float), double(Double), string(String?), bytes([UInt8]?)
    case parcelable(any Parcelable)
    case bundle(Bundle?)
  }

  private var items: [Item] = []
  private var position = 0
  private var size = 0

  /// Android's `Parcel.obtain()`.
  public static func obtain() -> Parcel { Parcel() }

  private init() {}

  /// The number of bytes written, as the platform counts them.
  public func dataSize() -> Int { size }

  /// Android's `recycle()`; forgets what was written.
  public func recycle() {
    items.removeAll()
    position = 0
    size = 0
  }

  public func writeInt(_ value: Int32) { append(.int(value), bytes: 4) }
  public func writeLong(_ value: Int64) { append(.long(value), bytes: 8) }
  public func writeFloat(_ value: Float) { append(.float(value), bytes: 4) }
  public func writeDouble(_ value: Double) { append(.double(value), bytes: 8) }
  /// Android writes a boolean as an int.
  public func writeBoolean(_ value: Bool) { append(.int(value ? 1 : 0), bytes: 4) }
  /// Android's `writeString`: UTF-16 with a length prefix and a terminator, padded to 4 bytes; `nil` is a length
  /// of -1 alone.
  public func writeString(_ value: String?) { append(.string(value), bytes: Self.stringSize(value)) }
  /// Android's `writeByteArray`: a length, then the bytes padded to 4.
  public func writeByteArray(_ value: [UInt8]?) {
    append(.bytes(value), bytes: 4 + Self.aligned(value?.count ?? 0))
  }
  /// Android's `writeParcelable`: the class name, then what the object writes.
  public func writeParcelable(_ value: (any Parcelable)?, _ flags: Int32) {
    guard let value else {
      writeString(nil)
      return
    }
    let fields = Parcel()
    value.writeToParcel(fields, flags)
    append(.parcelable(value), bytes: Self.stringSize(String(reflecting: type(of: value))) + fields.dataSize())
  }
  /// Android's `writeBundle`.
  public func writeBundle(_ value: Bundle?) {
    append(.bundle(value?.copied()), bytes: value?.parcelSize() ?? 4)
  }

  public func readInt() -> Int32 { if case .int(let value)? = next() { value } else { 0 } }
  public func readLong() -> Int64 { if case .long(let value)? = next() { value } else { 0 } }
  public func readFloat() -> Float { if case .float(let value)? = next() { value } else { 0 } }
  public func readDouble() -> Double { if case .double(let value)? = next() { value } else { 0 } }
  public func readBoolean() -> Bool { readInt() != 0 }
  public func readString() -> String? { if case .string(let value)? = next() { value } else { nil } }
  public func readByteArray() -> [UInt8]? { if case .bytes(let value)? = next() { value } else { nil } }
  /// Android's `readParcelable`: a new object made by the class's `createFromParcel`.
  public func readParcelable<T: Parcelable>(_ type: T.Type) -> T? {
    guard case .parcelable(let value)? = next() else { return nil }
    return value.parcelledCopy() as? T
  }
  public func readBundle() -> Bundle? { if case .bundle(let value)? = next() { value?.copied() } else { nil } }

  private func append(_ item: Item, bytes: Int) {
    items.append(item)
    size += bytes
  }

  private func next() -> Item? {
    guard position < items.count else { return nil }
    defer { position += 1 }
    return items[position]
  }

  /// The bytes `writeString` takes: a 4-byte length, then UTF-16 code units and a terminator, padded to 4.
  static func stringSize(_ value: String?) -> Int {
    guard let value else { return 4 }
    return 4 + aligned((value.utf16.count + 1) * 2)
  }

  static func aligned(_ count: Int) -> Int { (count + 3) & ~3 }
}
