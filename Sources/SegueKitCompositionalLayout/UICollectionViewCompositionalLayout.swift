/// Builds the section for an index, given the layout environment.
///
/// Mirrors UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, groups and items (recorded; SegueKit lays nothing out).
///
/// Mirrors UIKit's `UICollectionViewCompositionalLayout`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let fixedSection: NSCollectionLayoutSection?
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

  /// The layout's options.
  ///
  /// Mirrors UIKit's `configuration`.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration

  /// A layout whose every section is `section`.
  ///
  /// Mirrors UIKit's `init(section:)`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose every section is `section`, with options.
  ///
  /// Mirrors UIKit's `init(section:configuration:)`.
  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    self.fixedSection = section
    self.sectionProvider = nil
    self.configuration = configuration
    super.init()
  }

  /// A layout asking `sectionProvider` for each section.
  ///
  /// Mirrors UIKit's `init(sectionProvider:)`.
  public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout asking `sectionProvider` for each section, with options.
  ///
  /// Mirrors UIKit's `init(sectionProvider:configuration:)`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.fixedSection = nil
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// Not in UIKit: the section the layout uses at `index`, asking the section provider as UIKit does at layout
  /// time (the environment's container is the collection view's bounds).
  public func layoutSection(at index: Int) -> NSCollectionLayoutSection? {
    if let fixedSection { return fixedSection }
    let size = collectionView?.bounds.size ?? .zero
    return sectionProvider?(index, CollectionLayoutEnvironment(contentSize: size))
  }
}
