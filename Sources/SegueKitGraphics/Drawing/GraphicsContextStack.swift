import Foundation

/// The calling thread's graphics contexts, innermost last: UIKit's context stack, which
/// `UIGraphicsBeginImageContext(_:)`, `UIGraphicsImageRenderer` and `UIGraphicsPushContext(_:)` push onto.
///
/// Not in UIKit (its stack is private). Per thread as UIKit's is: UIKit's graphics functions may be called from any
/// thread since iOS 4 (Apple's "UIKit Function Reference": "can be called from any thread of your app").
final class GraphicsContextStack {
  /// One context and, for an image context, the size of the image it makes.
  struct Entry {
    let context: CGContext
    let imageSize: CGSize?
  }

  private static let key = "SegueKit.GraphicsContextStack"

  private(set) var entries: [Entry] = []

  /// The calling thread's stack.
  static var current: GraphicsContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? GraphicsContextStack { return stack }
    let stack = GraphicsContextStack()
    dictionary[key] = stack
    return stack
  }

  func push(_ context: CGContext, imageSize: CGSize? = nil) {
    entries.append(Entry(context: context, imageSize: imageSize))
  }

  func pop() {
    _ = entries.popLast()
  }

  /// Runs `body` with `context` current, as UIKit does for an image renderer's drawing code.
  static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
    let stack = current
    stack.push(context)
    defer { stack.pop() }
    return try body()
  }
}

/// The current graphics context: the innermost image context or image renderer context, or one pushed with
/// `UIGraphicsPushContext(_:)`; `nil` when there is none.
///
/// Mirrors UIKit's `UIGraphicsGetCurrentContext()`. UIKit also makes a context current while it calls a view's
/// `draw(_:)`; SegueKit never calls `draw(_:)`, so there the function returns `nil` unless the app set one up.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.entries.last?.context
}

/// Makes `context` the current graphics context until `UIGraphicsPopContext()`. Mirrors UIKit's
/// `UIGraphicsPushContext(_:)`.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.current.push(context)
}

/// Restores the graphics context current before the last `UIGraphicsPushContext(_:)`. Mirrors UIKit's
/// `UIGraphicsPopContext()`.
public func UIGraphicsPopContext() {
  GraphicsContextStack.current.pop()
}
