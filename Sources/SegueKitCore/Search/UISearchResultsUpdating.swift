import Foundation

/// The object that updates search results.
///
/// Mirrors UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search text or scope changed.
  func updateSearchResults(for searchController: UISearchController)
}
