import Foundation
import SegueKit
import Testing

/// Issue 11: `init()` on every SegueKit class that UIKit offers it on. Every `NSObject` subclass inherits `init()`
/// unless its header marks it unavailable (or UIKit raises from it); UIKit's Swift interface prints neither inherited
/// nor unavailable initializers, so the list is SegueKit's UIKit classes less those whose `init()` Xamarin's
/// bindings of the iOS SDK disable (`[DisableDefaultCtor]` in dotnet/macios `src/uikit.cs`: UIAction, UIColor,
/// UIFont, UIFontMetrics, UIActivityViewController, UIPresentationController and its subclasses, the storyboard
/// segues, the scene classes, UIAccessibilityCustomAction, UIContextualAction, UISwipeActionsConfiguration,
/// UICollectionViewCompositionalLayout, UIPasteboard, UIFeedbackGenerator …). That it compiles is the check.
@MainActor @Suite struct UIKitInitializersTests {
  @Test func everyClassUIKitOffersInitOnHasIt() {
    let objects: [AnyObject] = [
      CAGradientLayer(), CALayer(), CAShapeLayer(), CATextLayer(), CATransaction(), NSMutableParagraphStyle(),
      NSParagraphStyle(), NSTextContainer(), UIActivity(), UIActivityIndicatorView(), UIAlertAction(),
      UIAlertController(), UIAlertView(), UIBarAppearance(), UIBarButtonItem(), UIBarItem(), UIBezierPath(),
      UIButton(), UICollectionReusableView(), UICollectionView(), UICollectionViewCell(),
      UICollectionViewCompositionalLayoutConfiguration(), UICollectionViewController(), UICollectionViewFlowLayout(),
      UICollectionViewLayout(), UIContextMenuConfiguration(), UIControl(), UIDatePicker(), UIDevice(), UIEvent(),
      UIGestureRecognizer(), UIGraphicsImageRenderer(), UIImage(), UIImagePickerController(), UIImageView(),
      UIImpactFeedbackGenerator(), UILabel(), UILayoutGuide(), UIMenu(), UINavigationBar(),
      UINavigationBarAppearance(), UINavigationController(), UINavigationItem(), UINotificationFeedbackGenerator(),
      UIPageControl(), UIPageViewController(), UIPickerView(), UIProgressView(), UIRefreshControl(), UIResponder(),
      UIScreen(), UIScrollView(), UISearchBar(), UISearchController(), UISegmentedControl(),
      UISelectionFeedbackGenerator(), UISlider(), UISplitViewController(), UIStackView(), UIStepper(), UISwitch(),
      UITabBar(), UITabBarController(), UITabBarItem(), UITableView(), UITableViewCell(), UITableViewController(),
      UITableViewHeaderFooterView(), UITapGestureRecognizer(), UITextField(), UITextView(), UIToolbar(),
      UITraitCollection(), UIView(), UIViewController(), UIViewPropertyAnimator(), UIVisualEffect(),
      UIVisualEffectView(), UIWindow(),
    ]
    #expect(objects.count == 79)
  }

  @Test func theAddedInitializersMakeUIKitsDefaults() {
    let action = UIAlertAction()
    #expect(action.title == nil && action.style == .default)
    #expect(UINavigationItem().title == nil)
    let pages = UIPageViewController()
    #expect(pages.transitionStyle == .pageCurl && pages.navigationOrientation == .horizontal)
    #expect(UISearchController().searchResultsController == nil)
    let animator = UIViewPropertyAnimator()
    #expect(animator.duration == 0 && animator.state == .inactive)
    #expect(UIGraphicsImageRenderer().image { _ in }.size == .zero)
  }
}
