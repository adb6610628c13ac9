public import Foundation

// UIKit's older image-context functions (`UIGraphicsBeginImageContextWithOptions` … `UIGraphicsEndImageContext`),
// which apps still use to make a solid-colour or resized image. Nothing is drawn: the image has the context's size.
// The context is pushed on the calling thread's context stack (`GraphicsContextStack`), so that
// `UIGraphicsGetCurrentContext()` returns it until the matching `UIGraphicsEndImageContext()`.
// They are not main-actor isolated, as UIKit's are not (the context stack is per thread), except
// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`, which reads the main screen's scale: `@preconcurrency` lets Swift 5
// code call it from nonisolated helpers (Swipe Mail's `circularIcon(with:size:icon:)`).

/// Mirrors UIKit's `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: starts an image context of `size` points at
/// `scale` pixels a point (the main screen's scale for 0).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let context = CGContext(size: size, scale: scale == 0 ? GraphicsEnvironment.mainScreenScale() : scale)
  GraphicsContextStack.current.push(context, imageSize: size)
}

/// Mirrors UIKit's `UIGraphicsBeginImageContext(_:)`: an image context of `size` points at a scale of 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  GraphicsContextStack.current.push(CGContext(size: size, scale: 1), imageSize: size)
}

/// Mirrors UIKit's `UIGraphicsGetImageFromCurrentImageContext()`: an image of the current context's size, `nil`
/// when the current context is no image context (or there is none).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  GraphicsContextStack.current.entries.last?.imageSize.map { UIImage(source: .unnamed, size: $0) }
}

/// Mirrors UIKit's `UIGraphicsEndImageContext()`: removes the current context when it is an image context.
public func UIGraphicsEndImageContext() {
  let stack = GraphicsContextStack.current
  if stack.entries.last?.imageSize != nil { stack.pop() }
}

/// Mirrors UIKit's `UIRectFill(_:)`; nothing is drawn.
public func UIRectFill(_ rect: CGRect) {}
