import Foundation

/// A controller that manages a search bar and shows results in another controller.
///
/// Mirrors UIKit's `UISearchController` as far as its state and callbacks go: typing in ``searchBar`` (see
/// ``UISearchBar/simulateTyping(_:)``) makes it active and asks ``searchResultsUpdater`` to update; it is not
/// presented over the screen.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The controller that shows the results (`nil`: the searched controller shows them itself).
  public let searchResultsController: UIViewController?
  /// The object that updates the results when the search text or scope changes.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The delegate told about activation.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// The search bar.
  public let searchBar = UISearchBar()
  /// Whether the searched content is dimmed while searching (default: `true`).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while searching (default: `true`).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the results show automatically (iOS 13).
  open var automaticallyShowsSearchResultsController = true
  /// Whether the cancel button shows automatically (iOS 13).
  open var automaticallyShowsCancelButton = true

  /// Whether the search is active: setting it tells the delegate and asks the updater.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive {
        delegate?.willPresentSearchController(self)
        delegate?.didPresentSearchController(self)
        updateResults()
      } else {
        delegate?.willDismissSearchController(self)
        delegate?.didDismissSearchController(self)
      }
    }
  }

  /// Creates a search controller.
  ///
  /// Mirrors UIKit's `init(searchResultsController:)`.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
  }

  /// A search controller showing results in the searched controller. Mirrors UIKit's `init()`.
  public convenience init() {
    self.init(searchResultsController: nil)
  }

  public required init?(coder: NSCoder) {
    self.searchResultsController = nil
    super.init(coder: coder)
    searchBar.searchController = self
  }

  func updateResults() {
    searchResultsUpdater?.updateSearchResults(for: self)
  }
}
