public import Foundation

extension UIImage {
  /// The image as PNG data: a PNG of the image's pixel size (its size times its scale) whose pixels are
  /// transparent, since nothing is drawn here. `UIImage(data:)` reads its size back.
  ///
  /// Mirrors UIKit's `pngData()`, which returns `nil` for an image with no bitmap: here, one of zero size (a name
  /// whose asset is not read, a symbol, data that is no PNG or JPEG).
  public func pngData() -> Data? {
    guard pixelWidth > 0, pixelHeight > 0 else { return nil }
    return BlankImageEncoding.png(width: pixelWidth, height: pixelHeight)
  }

  /// The image as JPEG data: a baseline JPEG of the image's pixel size whose pixels are mid-grey (nothing is drawn;
  /// the quality changes nothing). `UIImage(data:)` reads its size back.
  ///
  /// Mirrors UIKit's `jpegData(compressionQuality:)`; `nil` for an image of zero size, as ``pngData()``.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    guard pixelWidth > 0, pixelHeight > 0 else { return nil }
    return BlankImageEncoding.jpeg(width: pixelWidth, height: pixelHeight)
  }

  private var pixelWidth: Int { max(0, Int((size.width * scale).rounded())) }
  private var pixelHeight: Int { max(0, Int((size.height * scale).rounded())) }
}
