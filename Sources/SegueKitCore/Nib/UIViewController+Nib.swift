internal import Foundation

extension UIViewController {
  /// `loadView()` outside storyboards (<doc:LifeCycle#§6.1-Loading-the-view>): the nib named by ``nibName``, else
  /// the nib named after the class, is loaded with the controller as File's Owner and must connect its `view`
  /// outlet; a missing named nib raises UIKit's exception; without a nib the view is an empty `UIView`.
  func loadViewWithoutStoryboard() {
    let library = NibLibrary.library(for: nibBundle)
    let name = nibName ?? library.classNibName(for: type(of: self))
    guard let name else {
      setView(UIView())
      return
    }
    let nib = UINib(nibName: name, bundle: nibBundle)
    nib.instantiate(withOwner: self)
    guard !isViewLoaded, !UIKitException.isUnwinding else { return }
    if library.document(named: name) != nil {
      UIKitException.raise(
        .internalInconsistency,
        "-[\(SegueKitModules.qualifiedName(of: type(of: self))) _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the "
          + "view outlet was not set.")
    }
    setView(UIView())
  }
}
