public import Foundation

extension UIImage {
  /// An image of `cgImage`'s pixels at `scale`, drawn turned as `orientation` says: its size in points is the pixel
  /// size over the scale, with width and height swapped for the orientations that turn it a quarter (left, right and
  /// their mirrored forms). Mirrors UIKit's `init(cgImage:scale:orientation:)`.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
    let quarterTurn: [UIImage.Orientation] = [.left, .right, .leftMirrored, .rightMirrored]
    self.init(cgImage: cgImage, scale: scale, swapsSides: quarterTurn.contains(orientation))
    InertState.set(self, "imageOrientation", orientation)
  }

  /// The orientation the image was made with (``init(cgImage:scale:orientation:)``), else `.up`. Mirrors UIKit's
  /// `imageOrientation`.
  public var imageOrientation: UIImage.Orientation { InertState.value(of: self, "imageOrientation") ?? .up }
}
