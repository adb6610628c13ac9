public import Foundation

extension Bundle {
  /// Makes the objects of the nib `name` of this bundle with `owner` as File's Owner, as
  /// `UINib.instantiate(withOwner:options:)` does, and returns the top-level objects.
  ///
  /// Mirrors UIKit's `loadNibNamed(_:owner:options:)`, including its exception for a missing nib. The common
  /// self-loading view, `Bundle.main.loadNibNamed(String(describing: Self.self), owner: self)` in `init?(coder:)` or
  /// `init(frame:)`, connects the nib's outlets to the view; `Bundle.main` stands for a launched app's folder.
  @MainActor
  @discardableResult
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
