/// Android's `android.view.View`: the stand-in fragments need until views and layouts land.
@preconcurrency @MainActor
open class View {
  /// `View.NO_ID`.
  public static let NO_ID: Int32 = -1
  /// Android's `getId()`.
  public var id: Int32 = View.NO_ID

  public init() {}
}

/// Android's `android.view.ViewGroup`.
@preconcurrency @MainActor
open class ViewGroup: View {}

/// Android's `android.view.LayoutInflater`.
@preconcurrency @MainActor
public final class LayoutInflater {
  init() {}
}
