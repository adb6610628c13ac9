/// An object that writes itself to a ``Parcel`` and is made again from one, so that it can travel in an `Intent`
/// or a saved-state `Bundle`.
///
/// Mirrors `android.os.Parcelable` with its `CREATOR`: ``writeToParcel(_:_:)`` writes the fields, and
/// ``createFromParcel(_:)`` (the `Parcelable.Creator`'s method, a static requirement in Swift) reads them back in
/// the same order into a new object. The receiver of an intent always gets such a new object, never the sender's.
///
/// ```swift
/// final class Product: Parcelable {
///   let name: String
///   init(name: String) { self.name = name }
///   func writeToParcel(_ dest: Parcel, _ flags: Int32) { dest.writeString(name) }
///   static func createFromParcel(_ source: Parcel) -> Product { Product(name: source.readString() ?? "") }
/// }
/// ```
@preconcurrency @MainActor
public protocol Parcelable {
  /// Writes the object's fields.
  func writeToParcel(_ dest: Parcel, _ flags: Int32)
  /// Makes a new object from fields written by ``writeToParcel(_:_:)``.
  static func createFromParcel(_ source: Parcel) -> Self
}

extension Parcelable {
  /// A new object made from this one's parcelled fields: what a receiver gets.
  func parcelledCopy() -> any Parcelable {
    let parcel = Parcel.obtain()
    writeToParcel(parcel, 0)
    return Self.createFromParcel(parcel)
  }
}
