/// How a compositional layout section scrolls across the layout's scroll direction.
///
/// Mirrors UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`; raw values are UIKit's.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
  case none = 0
  case continuous = 1
  case continuousGroupLeadingBoundary = 2
  case paging = 3
  case groupPaging = 4
  case groupPagingCentered = 5
}
