/// The platform's own resource ids: Java's `android.R`.
///
/// Not in Android under this name (Swift has no `android.R`); `AndroidR.id.content` is Java's
/// `android.R.id.content`, the frame every activity's content view is put in.
public enum AndroidR {
  /// `android.R.id`.
  public enum id {
    /// `android.R.id.content`.
    public static let content: Int32 = 0x0102_0002

    static func name(of id: Int32) -> String? { id == content ? "content" : nil }
  }

  /// `android.R.style`.
  public enum style {
    /// `android.R.style.Theme_NoDisplay`: a window that never shows; the activity must finish before `onResume`
    /// returns.
    public static let Theme_NoDisplay: Int32 = 0x0103_0055
  }
}
