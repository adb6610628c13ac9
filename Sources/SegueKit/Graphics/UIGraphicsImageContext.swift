public import Foundation

// UIKit's older image-context functions (`UIGraphicsBeginImageContextWithOptions` … `UIGraphicsEndImageContext`),
// which apps still use to make a solid-colour or resized image. Nothing is drawn: the image has the context's size.
// `@preconcurrency`: Swift 5 code calls them from nonisolated helpers (Swipe Mail's `circularIcon(with:size:icon:)`),
// as it may with UIKit's, which are not main-actor isolated.

@MainActor private var imageContextSizes: [CGSize] = []

/// Mirrors UIKit's `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: starts an image context of `size` points.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  imageContextSizes.append(size)
}

/// Mirrors UIKit's `UIGraphicsBeginImageContext(_:)`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  imageContextSizes.append(size)
}

/// Mirrors UIKit's `UIGraphicsGetImageFromCurrentImageContext()`: an image of the current context's size, `nil`
/// outside a context.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  imageContextSizes.last.map { UIImage(source: .unnamed, size: $0) }
}

/// Mirrors UIKit's `UIGraphicsEndImageContext()`.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
  _ = imageContextSizes.popLast()
}

/// Mirrors UIKit's `UIRectFill(_:)`; nothing is drawn.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {}
