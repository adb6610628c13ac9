/// What a table's or collection view's reuse identifier is registered to: a class, or a nib whose one top-level
/// object is the view. Registering either replaces the other, as in UIKit.
@MainActor
enum ReuseRegistration<View: UIView> {
  case viewClass(View.Type)
  case nib(UINib)

  /// A new view for `identifier`: of the class through `make`, or the nib's one top-level view, checked as UIKit
  /// checks it (`kindName` and `mismatch` name the view in UIKit's texts). `nil` after a captured exception.
  func makeView(
    identifier: String, kindName: String, mismatch: String, _ make: (View.Type) -> View
  ) -> View? {
    switch self {
    case .viewClass(let type):
      return make(type)
    case .nib(let nib):
      let objects = nib.instantiate(withOwner: nil)
      guard !UIKitException.isUnwinding else { return nil }
      guard objects.count == 1, let view = objects[0] as? View else {
        UIKitException.raise(
          .internalInconsistency,
          "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object "
            + "which must be a \(kindName) instance")
        return nil
      }
      if let inNib = Self.reuseIdentifier(of: view), !inNib.isEmpty, inNib != identifier {
        UIKitException.raise(
          .internalInconsistency,
          "\(mismatch) in nib (\(inNib)) does not match the identifier used to register the nib (\(identifier))")
        return nil
      }
      return view
    }
  }

  private static func reuseIdentifier(of view: UIView) -> String? {
    switch view {
    case let cell as UITableViewCell: cell.reuseIdentifier
    case let reusable as UICollectionReusableView: reusable.reuseIdentifier
    case let headerFooter as UITableViewHeaderFooterView: headerFooter.reuseIdentifier
    default: nil
    }
  }
}
