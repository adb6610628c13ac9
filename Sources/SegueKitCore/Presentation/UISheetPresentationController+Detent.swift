public import Foundation

extension UISheetPresentationController {
  /// A height a sheet rests at: medium (about half the screen), large (full height) or custom.
  ///
  /// Mirrors UIKit's `UISheetPresentationController.Detent` (iOS 15; custom detents iOS 16).
  @preconcurrency @MainActor
  open class Detent: NSObject {
    /// The detent's identifier, for ``UISheetPresentationController/selectedDetentIdentifier``.
    public let identifier: Identifier
    private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    init(
      identifier: Identifier,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// About half the screen's height. Mirrors UIKit's `medium()`.
    open class func medium() -> Detent {
      Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
    }

    /// The full height. Mirrors UIKit's `large()`.
    open class func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height `resolver` computes; without an identifier, a unique one is made, as in UIKit.
    ///
    /// Mirrors UIKit's `custom(identifier:resolver:)` (iOS 16).
    open class func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The detent's height in `context`, or `nil` when the detent is inactive. Mirrors UIKit's
    /// `resolvedValue(in:)` (iOS 16).
    open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
      resolver(context)
    }

    /// A description naming the identifier.
    open override nonisolated var description: String { "<Detent: \(identifier.rawValue)>" }
  }
}

extension UISheetPresentationController.Detent {
  /// A detent's identifier. Mirrors UIKit's `UISheetPresentationController.Detent.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier with this raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The medium detent's.
    public static let medium = Identifier("com.apple.UIKit.medium")
    /// The large detent's.
    public static let large = Identifier("com.apple.UIKit.large")
  }
}

/// What a custom detent's resolver gets: the container's traits and the largest height a detent can have.
///
/// Mirrors UIKit's `UISheetPresentationControllerDetentResolutionContext` (iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The height of the large detent.
  var maximumDetentValue: CGFloat { get }
}
