import Foundation

/// The object told when a search controller becomes active or inactive.
///
/// Mirrors UIKit's `UISearchControllerDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The search is about to become active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The search became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search is about to end.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The search ended.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
