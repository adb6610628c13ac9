/// An intent travels as an extra of another intent or in a `Bundle` (AndroidX Navigation's
/// `NavController.KEY_DEEP_LINK_INTENT`, a `PendingIntent`'s fill-in): Android's `Intent implements Parcelable`.
/// `writeToParcel` writes what AOSP's `Intent.writeToParcel` writes that is modelled here: action, data, type, flags,
/// component, categories and extras; the receiver gets a new intent with its own copy of the extras.
extension Intent: Parcelable {
  /// Android's `Intent.writeToParcel(Parcel, int)`.
  public func writeToParcel(_ dest: Parcel, _ flags: Int32) {
    dest.writeString(action)
    dest.writeString(data?.description)
    dest.writeString(type)
    dest.writeInt(self.flags)
    dest.writeString(component?.packageName)
    dest.writeString(component?.className)
    dest.writeInt(Int32(categories.count))
    for category in categories { dest.writeString(category) }
    dest.writeBundle(extrasIfAny)
  }

  /// Android's `Intent.CREATOR.createFromParcel(Parcel)`.
  public static func createFromParcel(_ source: Parcel) -> Intent {
    let intent = Intent(source.readString())
    let data = source.readString()
    let type = source.readString()
    _ = intent.setDataAndType(data.map(Uri.parse), type)
    _ = intent.setFlags(source.readInt())
    if let packageName = source.readString(), let className = source.readString() {
      _ = intent.setComponent(ComponentName(packageName, className))
    }
    for _ in 0..<max(0, source.readInt()) {
      if let category = source.readString() { _ = intent.addCategory(category) }
    }
    if let extras = source.readBundle() { _ = intent.putExtras(extras) }
    return intent
  }
}
