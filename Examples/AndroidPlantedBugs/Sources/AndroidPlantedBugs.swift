public import AndroidControllers

/// The Android example's classes and which of its planted bugs are fixed: all `false` is the app as shipped, all
/// `true` the fixed copy the explorer's tests check its emitted reproductions against.
///
/// Not in Android: Android finds the classes the manifest names through its class loader; here the runtime is given
/// them.
@MainActor
public enum AndroidPlantedBugs {
  /// The activities the manifest declares.
  public static let activities: [Activity.Type] = [MainActivity.self, HistoryActivity.self]
  /// The fragments the activities show.
  public static let fragments: [Fragment.Type] = [RecentItemFragment.self, RatingsFragment.self, PhotosFragment.self]

  /// `RecentItemFragment` no longer adds itself to ``RecentlyViewed`` (a static list that outlives it).
  public static var fixesFragmentLeak = false
  /// `HistoryActivity` unregisters itself from ``Session`` in `onDestroy`.
  public static var fixesActivityLeak = false
  /// `RatingsFragment` lets go of its layout in `onDestroyView`.
  public static var fixesFragmentViewLeak = false

  /// Sets every fix to `fixed`, and empties what the leaks filled.
  public static func fixAll(_ fixed: Bool) {
    fixesFragmentLeak = fixed
    fixesActivityLeak = fixed
    fixesFragmentViewLeak = fixed
    RecentlyViewed.fragments = []
    Session.shared.listeners = []
  }
}

/// A static list of the detail screens seen, which keeps each one alive after it is destroyed (the planted fragment
/// leak: a static field holding a fragment, the leak LeakCanary's documentation names first).
@MainActor
public enum RecentlyViewed {
  public static var fragments: [Fragment] = []
}

/// A singleton the history screen registers with (the planted activity leak: it never unregisters).
@MainActor
public final class Session {
  public static let shared = Session()
  public var listeners: [AnyObject] = []
}
