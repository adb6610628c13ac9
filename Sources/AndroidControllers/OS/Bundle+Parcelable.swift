/// A bundle goes into a parcelable list (AndroidX Navigation's `KEY_DEEP_LINK_ARGS`, an `ArrayList<Bundle>` put with
/// `putParcelableArrayListExtra`): Android's `Bundle implements Parcelable`. The receiver gets a copy.
extension Bundle: Parcelable {
  /// Android's `Bundle.writeToParcel(Parcel, int)`.
  public func writeToParcel(_ dest: Parcel, _ flags: Int32) { dest.writeBundle(self) }

  /// Android's `Bundle.CREATOR.createFromParcel(Parcel)`.
  public static func createFromParcel(_ source: Parcel) -> Bundle { source.readBundle() ?? Bundle() }
}
