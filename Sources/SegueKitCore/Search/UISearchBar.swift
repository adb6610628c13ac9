import Foundation

/// A search field with optional scope buttons.
///
/// Mirrors UIKit's `UISearchBar`: setting ``text`` from code calls no delegate method; ``simulateTyping(_:)`` and
/// ``simulateSearchButtonTap()`` call the delegate as the user's typing and Search key do.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The search text.
  open var text: String?
  /// The placeholder shown while the text is empty.
  open var placeholder: String?
  /// A prompt above the field.
  open var prompt: String?
  /// The delegate.
  open weak var delegate: (any UISearchBarDelegate)?
  /// Whether the Cancel button is shown.
  open var showsCancelButton = false
  /// The titles of the scope buttons.
  open var scopeButtonTitles: [String]?
  /// The selected scope button.
  open var selectedScopeButtonIndex = 0
  /// Whether the scope buttons are shown.
  open var showsScopeBar = false
  /// The search controller that owns the bar.
  weak var searchController: UISearchController?

  /// Shows or hides the Cancel button.
  ///
  /// Mirrors UIKit's `setShowsCancelButton(_:animated:)`.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Simulates the user typing until the field holds `text`: `searchBarShouldBeginEditing`/
  /// `searchBarTextDidBeginEditing` the first time, then `searchBar(_:textDidChange:)`, and the owning search
  /// controller's results updater.
  ///
  /// Not in UIKit.
  public func simulateTyping(_ text: String) {
    if !isEditing {
      guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return }
      isEditing = true
      searchController?.isActive = true
      delegate?.searchBarTextDidBeginEditing(self)
    }
    self.text = text
    delegate?.searchBar(self, textDidChange: text)
    searchController?.updateResults()
  }

  /// Simulates the user tapping the keyboard's Search key.
  ///
  /// Not in UIKit.
  public func simulateSearchButtonTap() {
    delegate?.searchBarSearchButtonClicked(self)
  }

  /// Simulates the user tapping Cancel: the delegate's `searchBarCancelButtonClicked(_:)`, and an owning search
  /// controller becomes inactive.
  ///
  /// Not in UIKit.
  public func simulateCancelButtonTap() {
    delegate?.searchBarCancelButtonClicked(self)
    isEditing = false
    if let searchController {
      text = ""
      searchController.isActive = false
    }
  }

  /// Simulates the user choosing a scope button.
  ///
  /// Not in UIKit.
  public func simulateScopeSelection(_ index: Int) {
    selectedScopeButtonIndex = index
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    searchController?.updateResults()
  }

  private var isEditing = false
}
