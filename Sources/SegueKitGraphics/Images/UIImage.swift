public import Foundation

/// An image: an asset or system symbol by name, a file, or data. Nothing is decoded or drawn.
///
/// Mirrors UIKit's `UIImage`. UIKit compares images by identity but caches named images, so on iOS
/// `UIImage(named: "a") == UIImage(named: "a")` holds; here two images are equal when they come from the same source
/// (the same asset name, symbol name, file or data) with the same rendering mode, tint and symbol configuration.
open class UIImage: NSObject, @unchecked Sendable {
  /// Where an image comes from. Not in UIKit.
  public enum Source: Hashable, Sendable {
    /// An asset-catalog image, by name.
    case asset(String)
    /// An SF Symbol, by name.
    case system(String)
    /// A file, by path.
    case file(String)
    /// Encoded image data.
    case data(Data)
    /// Anything else (drawn or made from a Core Graphics image).
    case unnamed
  }

  /// Where the image comes from. Not in UIKit.
  public let source: Source
  /// How the image is drawn: as its pixels or as a template tinted by the tint colour.
  public let renderingMode: RenderingMode
  /// The symbol configuration, for a symbol image.
  public let symbolConfiguration: SymbolConfiguration?
  /// The colour a template image is drawn in, set by ``withTintColor(_:)``. Not a UIKit property.
  public let tintColor: UIColor?
  /// The image's size in points: read from PNG or JPEG data or files, or from an asset-catalog image set's file
  /// (see ``init(named:in:compatibleWith:)``), else zero (nothing is decoded).
  public let size: CGSize
  /// The scale factor of the image.
  public let scale: CGFloat
  /// The Core Graphics image the image was made from (``init(cgImage:)``).
  private let madeFrom: CGImage?

  init(
    source: Source, renderingMode: RenderingMode = .automatic, symbolConfiguration: SymbolConfiguration? = nil,
    tintColor: UIColor? = nil, size: CGSize = .zero, scale: CGFloat = 1, cgImage: CGImage? = nil
  ) {
    self.source = source
    self.renderingMode = renderingMode
    self.symbolConfiguration = symbolConfiguration
    self.tintColor = tintColor
    self.size = size
    self.scale = scale
    madeFrom = cgImage
    super.init()
  }

  /// An image of `cgImage`'s pixels at scale 1: its size in points is its size in pixels. Mirrors UIKit's
  /// `init(cgImage:)`.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, swapsSides: false)
  }

  /// An image of `cgImage`'s pixels at `scale` (1 when not positive): its size in points is the pixel size over the
  /// scale, its sides swapped when `swapsSides` (an orientation turned a quarter). Not in UIKit: the core's
  /// `init(cgImage:scale:orientation:)` makes its images through it.
  package convenience init(cgImage: CGImage, scale: CGFloat, swapsSides: Bool) {
    let scale = scale > 0 ? scale : 1
    let (width, height) = (CGFloat(cgImage.width) / scale, CGFloat(cgImage.height) / scale)
    self.init(
      source: .unnamed, size: swapsSides ? CGSize(width: height, height: width) : CGSize(width: width, height: height),
      scale: scale, cgImage: cgImage)
  }

  /// The image's pixels' description: the Core Graphics image it was made from, else one of its size in pixels (its
  /// size times its scale; made anew at each call); `nil` for an empty image (`UIImage()`), as UIKit's has none.
  /// Mirrors UIKit's `cgImage`.
  open var cgImage: CGImage? {
    if let madeFrom { return madeFrom }
    if case .unnamed = source, size == .zero { return nil }
    return CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
  }

  /// An image from a keyed archive (`NSKeyedUnarchiver`): its source (asset or symbol name, file, data), rendering
  /// mode, tint colour, size and scale. Mirrors UIKit's `init?(coder:)` (`UIImage` is `NSSecureCoding`); a symbol
  /// configuration is not archived.
  public required init?(coder: NSCoder) {
    let name = coder.optionalObject(of: NSString.self, forKey: "UIImageName") as String?
    switch (coder.decodeInteger(forKey: "UIImageSourceKind"), name) {
    case (1, let name?): source = .asset(name)
    case (2, let name?): source = .system(name)
    case (3, let name?): source = .file(name)
    case (4, _):
      source = (coder.optionalObject(of: NSData.self, forKey: "UIImageData") as Data?).map(Source.data) ?? .unnamed
    default: source = .unnamed
    }
    renderingMode = RenderingMode(rawValue: coder.decodeInteger(forKey: "UIImageRenderingMode")) ?? .automatic
    symbolConfiguration = nil
    tintColor = coder.optionalObject(of: UIColor.self, forKey: "UIImageTintColor")
    size = CGSize(
      width: coder.decodeDouble(forKey: "UIImageWidth"), height: coder.decodeDouble(forKey: "UIImageHeight"))
    scale = coder.containsValue(forKey: "UIImageScale") ? CGFloat(coder.decodeDouble(forKey: "UIImageScale")) : 1
    madeFrom = nil
    super.init()
  }

  /// Archives the image's source, rendering mode, tint colour, size and scale. Mirrors UIKit's `encode(with:)`.
  open func encode(with coder: NSCoder) {
    switch source {
    case .asset(let name):
      coder.encode(1, forKey: "UIImageSourceKind"); coder.encode(name as NSString, forKey: "UIImageName")
    case .system(let name):
      coder.encode(2, forKey: "UIImageSourceKind"); coder.encode(name as NSString, forKey: "UIImageName")
    case .file(let path):
      coder.encode(3, forKey: "UIImageSourceKind"); coder.encode(path as NSString, forKey: "UIImageName")
    case .data(let data):
      coder.encode(4, forKey: "UIImageSourceKind"); coder.encode(data as NSData, forKey: "UIImageData")
    case .unnamed: coder.encode(0, forKey: "UIImageSourceKind")
    }
    coder.encode(renderingMode.rawValue, forKey: "UIImageRenderingMode")
    if let tintColor { coder.encode(tintColor, forKey: "UIImageTintColor") }
    coder.encode(Double(size.width), forKey: "UIImageWidth")
    coder.encode(Double(size.height), forKey: "UIImageHeight")
    coder.encode(Double(scale), forKey: "UIImageScale")
  }

  /// An empty image.
  public convenience override init() {
    self.init(source: .unnamed)
  }

  /// The asset-catalog image `name` from the main bundle (the launched app's folder).
  ///
  /// Mirrors UIKit's `init(named:)`; the image carries the name (UIKit returns `nil` for a name the app's catalogs
  /// lack, which cannot be known without them). Its size and scale are read from `NAME.imageset` in an `.xcassets`
  /// folder below the bundle's folder, for a standard iPhone's 3× screen (see
  /// ``init(named:in:compatibleWith:)``).
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The asset-catalog image `name` from `bundle` (the launched app's folder for `nil` and `Bundle.main`).
  ///
  /// Mirrors UIKit's `init(named:in:compatibleWith:)`; see ``init(named:)``. The image set's entry for the trait
  /// collection's display scale (3 when it has none) gives the ``size`` and ``scale``: the file's pixel size over its
  /// scale for a PNG or JPEG (`@2x` 48×40 pixels is 24×20 points), the declared size at scale 1 for a PDF or SVG. The
  /// file's header is read once, not its pixels; without the set the size is zero.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard !name.isEmpty else { return nil }
    let found = Self.assetSize(name, bundle, traitCollection?.displayScale)
    self.init(source: .asset(name), size: found?.size ?? .zero, scale: found?.scale ?? 1)
  }

  /// The asset-catalog image `name` with a configuration. Mirrors UIKit's `init(named:in:with:)`.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    guard !name.isEmpty else { return nil }
    let found = Self.assetSize(name, bundle, nil)
    self.init(
      source: .asset(name), symbolConfiguration: configuration as? SymbolConfiguration, size: found?.size ?? .zero,
      scale: found?.scale ?? 1)
  }

  /// The asset-catalog image `name`, for `#imageLiteral(resourceName: "name")` (through `_ImageLiteralType`).
  ///
  /// Mirrors UIKit's `init(imageLiteralResourceName:)`: like ``init(named:)``, but never `nil`.
  public required convenience init(imageLiteralResourceName name: String) {
    let found = Self.assetSize(name, nil, nil)
    self.init(source: .asset(name), size: found?.size ?? .zero, scale: found?.scale ?? 1)
  }

  /// The display scale asset images are picked for when no trait collection says: a standard iPhone's.
  static let defaultDisplayScale: CGFloat = 3

  private static func assetSize(_ name: String, _ bundle: Bundle?, _ displayScale: CGFloat?) -> (
    size: CGSize, scale: CGFloat
  )? {
    let scale = displayScale.flatMap { $0 > 0 ? $0 : nil } ?? defaultDisplayScale
    return AssetImageSize.size(named: name, in: AssetCatalog.resolve(bundle), displayScale: scale)
  }

  /// The SF Symbol `name` (a template image). Mirrors UIKit's `init(systemName:)`.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The SF Symbol `name` with a configuration. Mirrors UIKit's `init(systemName:withConfiguration:)`.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    guard !name.isEmpty else { return nil }
    self.init(
      source: .system(name), renderingMode: .alwaysTemplate,
      symbolConfiguration: configuration as? SymbolConfiguration)
  }

  /// The SF Symbol `name` for traits. Mirrors UIKit's `init(systemName:compatibleWith:)`.
  public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The image in the file at `path`, or `nil` when there is no such file. Mirrors UIKit's `init(contentsOfFile:)`.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(source: .file(path), size: Self.pngSize(data) ?? .zero)
  }

  /// An image from encoded data, or `nil` when the data is empty. Mirrors UIKit's `init(data:)`.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image from encoded data at a scale. Mirrors UIKit's `init(data:scale:)`.
  public convenience init?(data: Data, scale: CGFloat) {
    guard !data.isEmpty else { return nil }
    let pixels = Self.pngSize(data) ?? .zero
    let size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    self.init(source: .data(data), size: size, scale: scale)
  }

  /// The image with another rendering mode. Mirrors UIKit's `withRenderingMode(_:)`.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      source: source, renderingMode: renderingMode, symbolConfiguration: symbolConfiguration, tintColor: tintColor,
      size: size, scale: scale)
  }

  /// The image drawn in `color` (an always-original image in UIKit). Mirrors UIKit's `withTintColor(_:)`.
  open func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }

  /// The image drawn in `color` with a rendering mode. Mirrors UIKit's `withTintColor(_:renderingMode:)`.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(
      source: source, renderingMode: renderingMode, symbolConfiguration: symbolConfiguration, tintColor: color,
      size: size, scale: scale)
  }

  /// The image with a configuration. Mirrors UIKit's `withConfiguration(_:)`.
  open func withConfiguration(_ configuration: Configuration) -> UIImage {
    UIImage(
      source: source, renderingMode: renderingMode,
      symbolConfiguration: (configuration as? SymbolConfiguration) ?? symbolConfiguration, tintColor: tintColor,
      size: size, scale: scale)
  }

  /// The symbol image with a symbol configuration. Mirrors UIKit's `applyingSymbolConfiguration(_:)`.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    withConfiguration(configuration)
  }

  /// Whether the image is an SF Symbol. Mirrors UIKit's `isSymbolImage`.
  open var isSymbolImage: Bool {
    if case .system = source { return true }
    return false
  }

  /// The configuration of the image. Mirrors UIKit's `configuration`.
  open var configuration: Configuration? { symbolConfiguration }

  /// Draws the image at a point; inert (nothing is drawn). Mirrors UIKit's `draw(at:)`.
  open func draw(at point: CGPoint) {}
  /// Draws the image in a rectangle; inert. Mirrors UIKit's `draw(in:)`.
  open func draw(in rect: CGRect) {}
  /// Draws the image at a point with a blend mode and opacity; inert. Mirrors UIKit's `draw(at:blendMode:alpha:)`.
  open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
  /// Draws the image in a rectangle with a blend mode and opacity; inert. Mirrors UIKit's
  /// `draw(in:blendMode:alpha:)`.
  open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}

  /// The image resized for stretching; the same image here. Mirrors UIKit's `resizableImage(withCapInsets:)`.
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    if case .unnamed = source { return self === other }
    return source == other.source && renderingMode == other.renderingMode
      && symbolConfiguration == other.symbolConfiguration && tintColor == other.tintColor
  }

  open override var hash: Int { source.hashValue }

  /// The image as UIKit prints it, with its name.
  open override var description: String {
    let name: String
    switch source {
    case .asset(let value): name = "named(main: \(value))"
    case .system(let value): name = "symbol(system: \(value))"
    case .file(let path): name = "file(\(path))"
    case .data(let data): name = "data(\(data.count) bytes)"
    case .unnamed: name = "anonymous"
    }
    return "<UIImage:\(addressDescription(self)) \(name) {\(size.width), \(size.height)}>"
  }

  /// A PNG's or JPEG's pixel size from its header, if `data` is one.
  static func pngSize(_ data: Data) -> CGSize? {
    BlankImageEncoding.pixelSize(of: data)
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 5.0, *)
  open class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? { nil }
  @available(iOS 5.0, *)
  open class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval)
    -> UIImage?
  { nil }
  @available(iOS 5.0, *)
  open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? { nil }
  @available(iOS 5.0, *)
  open var images: [UIImage]? { nil }
  @available(iOS 5.0, *)
  open var duration: TimeInterval { 0 }
  open func drawAsPattern(in rect: CGRect) {}
  @available(iOS 5.0, *)
  open var capInsets: UIEdgeInsets { .zero }
  @available(iOS 6.0, *)
  open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { UIImage() }
  @available(iOS 6.0, *)
  open var alignmentRectInsets: UIEdgeInsets { .zero }
  @available(iOS 8.0, *)
  open var traitCollection: UITraitCollection { UITraitCollection() }
  @available(iOS 9.0, *)
  open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { UIImage() }
  @available(iOS 9.0, *)
  open var flipsForRightToLeftLayoutDirection: Bool { false }
  @available(iOS 10.0, *)
  open func withHorizontallyFlippedOrientation() -> UIImage { UIImage() }
  @available(iOS 13.0, *)
  open var __baselineOffsetFromBottom: CGFloat { 0 }
  @available(iOS 13.0, *)
  open var __hasBaseline: Bool { false }
  @available(iOS 13.0, *)
  open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { UIImage() }
  @available(iOS 13.0, *)
  open func imageWithoutBaseline() -> UIImage { UIImage() }
  @available(iOS 13.0, *)
  open class var actions: UIImage { UIImage() }
  @available(iOS 13.0, *)
  open class var add: UIImage { UIImage() }
  @available(iOS 13.0, *)
  open class var remove: UIImage { UIImage() }
  @available(iOS 13.0, *)
  open class var checkmark: UIImage { UIImage() }
  @available(iOS 13.0, *)
  open class var strokedCheckmark: UIImage { UIImage() }
  open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage { UIImage() }
  open var leftCapWidth: Int { 0 }
  open var topCapHeight: Int { 0 }
  @available(iOS 5.0, *)
  open var accessibilityIdentifier: String? = nil
  open var preferredPresentationSizeForItemProvider: CGSize { .zero }
  // MARK: - End of generated members
}

extension UIImage: NSSecureCoding {
  public static var supportsSecureCoding: Bool { true }
}
