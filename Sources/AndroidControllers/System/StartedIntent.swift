/// An intent an activity driven step by step started: Robolectric's `ShadowActivity.IntentForResult`.
public struct StartedIntent {
  /// The intent as the activity passed it.
  public let intent: Intent
  /// The request code; -1 for `startActivity`.
  public let requestCode: Int32
  /// The options bundle, if any.
  public let options: Bundle?
}
