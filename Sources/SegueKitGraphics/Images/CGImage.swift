public import Foundation

/// A bitmap image's description: its size in pixels and its pixel format. No pixel is stored.
///
/// Mirrors CoreGraphics' `CGImage` as UIKit hands it out (`UIImage.cgImage`) and takes it back
/// (`UIImage(cgImage:)`): 8 bits per component, 4 components (RGBA) per pixel, rows without padding. Its initializers
/// (from a data provider, a color space, bitmap info) are not declared: only SegueKit makes one.
public final class CGImage: @unchecked Sendable {
  /// The width, in pixels.
  public let width: Int
  /// The height, in pixels.
  public let height: Int
  /// The bits of each color component: 8.
  public var bitsPerComponent: Int { 8 }
  /// The bits of each pixel: 32.
  public var bitsPerPixel: Int { 32 }
  /// The bytes of each row: the width times 4.
  public var bytesPerRow: Int { width * 4 }
  /// Whether the image is a mask: never.
  public var isMask: Bool { false }

  /// An image of `width` × `height` pixels (negative sizes count as zero). Not in CoreGraphics.
  package init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// The part of the image inside `rect` (in pixels), or `nil` when they do not meet. Mirrors
  /// `cropping(to:)`: the rectangle is made integral first.
  public func cropping(to rect: CGRect) -> CGImage? {
    let part = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !part.isNull, !part.isEmpty else { return nil }
    return CGImage(width: Int(part.width), height: Int(part.height))
  }
}
