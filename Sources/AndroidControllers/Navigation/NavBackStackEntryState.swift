/// A back stack entry as a saved state keeps it: its id, its destination's id, its arguments and its
/// `SavedStateHandle` values. AndroidX's internal `NavBackStackEntryState` (navigation-runtime
/// `NavBackStackEntryState.kt`), the `Parcelable` that `NavController.saveState()` writes for the back stack and for
/// each saved back stack, and that `restoreState(Bundle)` reads back after the host's re-creation.
///
/// Not public in AndroidX either: what a host's saved state holds under the controller's keys.
@preconcurrency @MainActor
final class NavBackStackEntryState: Parcelable {
  let id: String
  let destinationId: Int32
  let args: Bundle?
  /// The entry's `SavedStateHandle` values that a `Bundle` can hold (AndroidX's `SavedStateHandle` refuses others
  /// when they are set; here they live in memory and are left out of the saved state).
  let savedState: Bundle

  init(id: String, destinationId: Int32, args: Bundle?, savedState: Bundle) {
    self.id = id
    self.destinationId = destinationId
    self.args = args
    self.savedState = savedState
  }

  /// The state of an entry about to be saved (AndroidX's `NavBackStackEntryState(NavBackStackEntry)`).
  convenience init(_ entry: NavController.SavedEntry) {
    let state = Bundle()
    for (key, value) in entry.savedState { state.putSavedStateValue(key, value) }
    self.init(id: entry.id, destinationId: entry.destinationId, args: entry.arguments, savedState: state)
  }

  /// The saved entry it describes again, its values back in a handle's form.
  var savedEntry: NavController.SavedEntry {
    NavController.SavedEntry(
      id: id, destinationId: destinationId, arguments: args,
      savedState: savedState.keySet().map { ($0, savedState.untypedValue($0)) })
  }

  func writeToParcel(_ dest: Parcel, _ flags: Int32) {
    dest.writeString(id)
    dest.writeInt(destinationId)
    dest.writeBundle(args)
    dest.writeBundle(savedState)
  }

  static func createFromParcel(_ source: Parcel) -> NavBackStackEntryState {
    NavBackStackEntryState(
      id: source.readString() ?? "", destinationId: source.readInt(), args: source.readBundle(),
      savedState: source.readBundle() ?? Bundle())
  }
}

extension Bundle {
  /// Puts a `SavedStateHandle` value under the Bundle type that holds it (Swift's `Int` as a Java `long`); a value
  /// no Bundle type holds is left out, as it could not cross a process.
  func putSavedStateValue(_ key: String, _ value: Any?) {
    switch value {
    case nil: putString(key, nil)
    case let value as Bool: putBoolean(key, value)
    case let value as Int32: putInt(key, value)
    case let value as Int64: putLong(key, value)
    case let value as Int: putLong(key, Int64(value))
    case let value as Float: putFloat(key, value)
    case let value as Double: putDouble(key, value)
    case let value as String: putString(key, value)
    case let value as [String]: putStringArrayList(key, value)
    case let value as [Int32]: putIntArray(key, value)
    case let value as Bundle: putBundle(key, value)
    case let value as any Parcelable: putParcelable(key, value)
    default: Console.log("W/NavBackStackEntryState: the value under \"\(key)\" cannot be saved in a Bundle; left out")
    }
  }
}
