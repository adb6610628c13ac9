/// The colours, images and fonts a control or view was given, kept by name for its `+Appearance` properties.
///
/// Not in UIKit. Extensions cannot add stored properties, so each class keeps one of these (an empty dictionary is
/// a single word) and its appearance properties read and write through it.
struct AppearanceValues {
  private var values: [String: Any] = [:]

  /// The value stored under `key`, if any and of type `Value`.
  subscript<Value>(key: String) -> Value? {
    get { values[key] as? Value }
    set { values[key] = newValue }
  }
}
