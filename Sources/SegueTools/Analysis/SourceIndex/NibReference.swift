public import StoryboardFormat

/// A place in Swift or Objective-C sources that names a nib: a view controller created with it, a cell or
/// reusable view registered from it, or code that instantiates it.
///
/// Found by ``SourceIndex`` when the nib's name is written out: a string literal (`"ProfileView"`,
/// `@"ProfileView"`), `String(describing: ProfileView.self)` or `NSStringFromClass([ProfileView class])`.
/// Names computed any other way are not followed.
public struct NibReference: Sendable, Hashable {
  /// What the code does with the nib.
  public enum Use: String, Sendable, Hashable {
    /// `X(nibName: "Y", bundle: …)`, `super.init(nibName: "Y", …)`, `[[X alloc] initWithNibName:@"Y" …]`: the
    /// view controller `X` loads its view from the nib, as the nib's File's Owner.
    case viewController
    /// `register(UINib(nibName: "Y", …), forCellReuseIdentifier: …)` and the collection-view, header-footer and
    /// supplementary-view forms: the nib must hold exactly one top-level cell or reusable view.
    case registration
    /// `register(cellTypes: [Y.self])`: a type handed to an app's own `register` helper, which may register the nib
    /// named after it (as helpers that take `String(describing: type)` for the nib name do) or the class itself.
    case helperRegistration
    /// `loadNibNamed("Y", …)`, `UINib(nibName: "Y", …).instantiate(…)`: the code takes the objects itself.
    case instantiation
  }

  /// The nib's name, as `UINib(nibName:bundle:)` takes it.
  public var nibName: String
  /// What the code does with the nib.
  public var use: Use
  /// For ``Use-swift.enum/viewController``, the controller's class; otherwise the class whose code names the nib.
  public var className: String?
  /// For a registration, what the nib is registered as.
  public var registeredAs: RegisteredView?
  /// For a registration, the reuse identifier when it is a string literal.
  public var reuseIdentifier: String?
  /// Where the nib is named in the sources.
  public var location: SourceLocation
  /// Whether the nib is looked up in the app's main bundle (`bundle: nil`, `.main`, `Bundle.main.loadNibNamed`),
  /// not a framework's or package's.
  public var inMainBundle: Bool

  /// The `register` call a registration comes from.
  public enum RegisteredView: String, Sendable, Hashable, Codable {
    /// `UITableView.register(_:forCellReuseIdentifier:)`.
    case tableViewCell
    /// `UICollectionView.register(_:forCellWithReuseIdentifier:)`.
    case collectionViewCell
    /// `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`.
    case headerFooterView
    /// `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    case supplementaryView

    init?(selectorPart: Substring) {
      switch selectorPart {
      case "CellReuseIdentifier": self = .tableViewCell
      case "CellWithReuseIdentifier": self = .collectionViewCell
      case "HeaderFooterViewReuseIdentifier": self = .headerFooterView
      case "SupplementaryViewOfKind": self = .supplementaryView
      default: return nil
      }
    }
  }

  /// Makes a reference; ``SourceIndex`` finds them in sources.
  public init(
    nibName: String, use: Use, className: String?, registeredAs: RegisteredView? = nil, reuseIdentifier: String? = nil,
    inMainBundle: Bool = true, location: SourceLocation
  ) {
    self.nibName = nibName
    self.use = use
    self.className = className
    self.registeredAs = registeredAs
    self.reuseIdentifier = reuseIdentifier
    self.inMainBundle = inMainBundle
    self.location = location
  }
}
