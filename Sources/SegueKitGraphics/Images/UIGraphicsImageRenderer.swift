public import Foundation

/// Makes an image by running drawing code. Nothing is drawn here: the image has the renderer's size and no pixels.
///
/// Mirrors UIKit's `UIGraphicsImageRenderer`; apps use it to snapshot a view for sharing:
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
///   view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
/// }
/// ```
open class UIGraphicsImageRenderer: NSObject {
  /// The area drawn, in points. Not in UIKit (there, the renderer's `format.bounds`).
  public let bounds: CGRect

  /// A renderer for an image of `size` points. Mirrors UIKit's `init(size:)`.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size))
  }

  /// A renderer of an empty image. Mirrors UIKit's `init()`, which `UIGraphicsImageRenderer` inherits.
  public override convenience init() {
    self.init(bounds: .zero)
  }

  /// A renderer for an image of `bounds`. Mirrors UIKit's `init(bounds:)`.
  public init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }

  /// Runs `actions` with a drawing context, current (`UIGraphicsGetCurrentContext()`) while they run, and returns
  /// the image, of the renderer's size.
  ///
  /// Mirrors UIKit's `image(actions:)`.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext(size: bounds.size)
    GraphicsContextStack.with(context.cgContext) { actions(context) }
    return context.currentImage
  }

  /// Runs `actions` and returns the image as PNG data: a PNG of the renderer's pixel size, transparent since
  /// nothing is drawn here (see ``UIImage/pngData()``).
  ///
  /// Mirrors UIKit's `pngData(actions:)`.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Runs `actions` and returns the image as JPEG data of the renderer's pixel size (see
  /// ``UIImage/jpegData(compressionQuality:)``).
  ///
  /// Mirrors UIKit's `jpegData(withCompressionQuality:actions:)`.
  open func jpegData(
    withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
  )
    -> Data
  {
    image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
  }
}

/// The context an image renderer's drawing code gets.
///
/// Mirrors UIKit's `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: NSObject {
  private let size: CGSize
  private let context: CGContext

  init(size: CGSize) {
    self.size = size
    context = CGContext(size: size, scale: 1)
    super.init()
  }

  /// The Core Graphics context drawn into (at a scale of 1: SegueKit's renderer has no format, whose scale is the
  /// screen's in UIKit). Mirrors UIKit's `cgContext`.
  open var cgContext: CGContext { context }

  /// The image drawn so far: an image of the renderer's size. Mirrors UIKit's `currentImage`.
  open var currentImage: UIImage { UIImage(source: .unnamed, size: size) }
}
