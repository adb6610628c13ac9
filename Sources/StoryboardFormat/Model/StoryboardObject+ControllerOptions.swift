/// The options of view controllers and containers that their initializers read, typed. Unknown values are `nil`
/// here and stay as written in ``StoryboardObject/attributes``. They are read from the controller's object, so a
/// controller in a nib has them too.
extension StoryboardObject {
  /// `modalPresentationStyle`, typed.
  public var modalPresentation: ModalPresentationStyle? {
    attributes["modalPresentationStyle"].flatMap(ModalPresentationStyle.init(rawValue:))
  }

  /// `modalTransitionStyle`, typed.
  public var modalTransition: ModalTransitionStyle? {
    attributes["modalTransitionStyle"].flatMap(ModalTransitionStyle.init(rawValue:))
  }

  /// `modalInPresentation="YES"`: the presented controller refuses interactive dismissal.
  public var isModalInPresentation: Bool { attributes.bool("modalInPresentation") ?? false }

  /// A navigation controller's `navigationBarHidden="YES"`.
  public var isNavigationBarHidden: Bool { attributes.bool("navigationBarHidden") ?? false }

  /// A split view controller's `allowDoubleColumnStyle="YES"`: the column-style API of iOS 14.
  public var allowsDoubleColumnStyle: Bool { attributes.bool("allowDoubleColumnStyle") ?? false }

  /// A split view controller's `preferredDisplayMode`.
  public var preferredDisplayMode: SplitDisplayMode? {
    attributes["preferredDisplayMode"].flatMap(SplitDisplayMode.init(storyboardName:))
  }

  /// A page view controller's `transitionStyle`.
  public var pageTransitionStyle: PageTransitionStyle? {
    attributes["transitionStyle"].flatMap(PageTransitionStyle.init(rawValue:))
  }

  /// A page view controller's `navigationOrientation`.
  public var pageNavigationOrientation: PageNavigationOrientation? {
    attributes["navigationOrientation"].flatMap(PageNavigationOrientation.init(rawValue:))
  }
}

/// A split view controller's display mode, with UIKit's case names.
public enum SplitDisplayMode: String, Sendable, Hashable, Codable, CaseIterable {
  case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary
  case twoDisplaceSecondary

  /// The display mode a storyboard names: Interface Builder's short names (`beside`, `overlay` …) and the API's.
  public init?(storyboardName: String) {
    switch storyboardName {
    case "automatic": self = .automatic
    case "secondaryOnly", "primaryHidden", "hidden": self = .secondaryOnly
    case "beside", "allVisible", "oneBesideSecondary": self = .oneBesideSecondary
    case "overlay", "primaryOverlay", "oneOverSecondary": self = .oneOverSecondary
    case "twoBeside", "twoBesideSecondary": self = .twoBesideSecondary
    case "twoOver", "twoOverSecondary": self = .twoOverSecondary
    case "twoDisplace", "twoDisplaceSecondary": self = .twoDisplaceSecondary
    default: return nil
    }
  }
}

/// A page view controller's transition style, with UIKit's case names.
public enum PageTransitionStyle: String, Sendable, Hashable, Codable, CaseIterable {
  case pageCurl, scroll
}

/// A page view controller's navigation orientation, with UIKit's case names.
public enum PageNavigationOrientation: String, Sendable, Hashable, Codable, CaseIterable {
  case horizontal, vertical
}
