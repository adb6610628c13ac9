public import Foundation

/// A colour: components in extended sRGB or grey, a named system or catalog colour, or one a closure resolves from
/// traits.
///
/// Mirrors UIKit's `UIColor`. Nothing is drawn; the components are kept and read back. Equality is UIKit's
/// `isEqual(_:)`: component colours compare their colour space and components, system and catalog colours their
/// name (and alpha), and dynamic-provider colours their identity.
open class UIColor: NSObject, @unchecked Sendable {
  /// How the colour was made.
  enum Kind: Hashable {
    /// Components in extended sRGB.
    case rgb
    /// A white level (grey colour space).
    case grey
    /// A system colour such as `systemBlueColor`.
    case system(String)
    /// A colour from an asset catalog (or carrying a name none was found for).
    case catalog(String)
    /// A colour a closure resolves from traits.
    case dynamic
    /// A colour that tiles an image.
    case pattern(UIImage)
  }

  let kind: Kind
  /// Red, green, blue and alpha (for `.grey`, the white level three times).
  let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
  let provider: (@Sendable (UITraitCollection) -> UIColor)?

  init(kind: Kind, rgba: (CGFloat, CGFloat, CGFloat, CGFloat)) {
    self.kind = kind
    self.rgba = rgba
    self.provider = nil
    super.init()
  }

  /// A colour from a keyed archive (`NSKeyedUnarchiver`): its components, and the name of a system or catalog
  /// colour. Mirrors UIKit's `init?(coder:)` (`UIColor` is `NSSecureCoding`); a dynamic colour comes back as the
  /// components it had in the light appearance when archived.
  public required init?(coder: NSCoder) {
    let count = coder.decodeInteger(forKey: ColorCodingKeys.componentCount)
    let alpha = CGFloat(coder.decodeDouble(forKey: ColorCodingKeys.alpha))
    var components = (CGFloat(0), CGFloat(0), CGFloat(0), alpha)
    if count == 2 {
      let white = CGFloat(coder.decodeDouble(forKey: ColorCodingKeys.white))
      components = (white, white, white, alpha)
    } else {
      components.0 = CGFloat(coder.decodeDouble(forKey: ColorCodingKeys.red))
      components.1 = CGFloat(coder.decodeDouble(forKey: ColorCodingKeys.green))
      components.2 = CGFloat(coder.decodeDouble(forKey: ColorCodingKeys.blue))
    }
    if let name = coder.optionalObject(of: NSString.self, forKey: ColorCodingKeys.systemName) {
      kind = .system(name as String)
    } else if let name = coder.optionalObject(of: NSString.self, forKey: ColorCodingKeys.catalogName) {
      kind = .catalog(name as String)
    } else {
      kind = count == 2 ? .grey : .rgb
    }
    rgba = components
    provider = nil
    super.init()
  }

  /// Archives the colour's components (resolved in the light appearance for a dynamic colour) and the name of a
  /// system or catalog colour. Mirrors UIKit's `encode(with:)`.
  open func encode(with coder: NSCoder) {
    let resolved = provider.map { $0(UITraitCollection(userInterfaceStyle: .light)) } ?? self
    let components = resolved.rgba
    switch kind {
    case .system(let name): coder.encode(name as NSString, forKey: ColorCodingKeys.systemName)
    case .catalog(let name): coder.encode(name as NSString, forKey: ColorCodingKeys.catalogName)
    default: break
    }
    if resolved.kind == .grey {
      coder.encode(2, forKey: ColorCodingKeys.componentCount)
      coder.encode(Double(components.0), forKey: ColorCodingKeys.white)
    } else {
      coder.encode(4, forKey: ColorCodingKeys.componentCount)
      coder.encode(Double(components.0), forKey: ColorCodingKeys.red)
      coder.encode(Double(components.1), forKey: ColorCodingKeys.green)
      coder.encode(Double(components.2), forKey: ColorCodingKeys.blue)
    }
    coder.encode(Double(components.3), forKey: ColorCodingKeys.alpha)
  }

  /// Creates a colour from red, green, blue and alpha in 0…1 (extended sRGB: values outside are kept).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.kind = .rgb
    self.rgba = (red, green, blue, alpha)
    self.provider = nil
    super.init()
  }

  /// The colour `#colorLiteral(red:green:blue:alpha:)` makes (through `_ColorLiteralType`): components in
  /// extended sRGB. Mirrors UIKit's `init(_colorLiteralRed:green:blue:alpha:)`.
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// Creates a grey colour.
  public init(white: CGFloat, alpha: CGFloat) {
    self.kind = .grey
    self.rgba = (white, white, white, alpha)
    self.provider = nil
    super.init()
  }

  /// Creates a colour from hue, saturation and brightness in 0…1.
  /// A colour that tiles `image`. Mirrors UIKit's `init(patternImage:)`; equal to another made from an equal image.
  public convenience init(patternImage image: UIImage) {
    self.init(kind: .pattern(image), rgba: (0, 0, 0, 1))
  }

  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a colour from Display P3 components; kept as given (no colour-space conversion).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a colour from a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    let components = cgColor.components ?? [0, 1]
    if components.count == 2 {
      self.init(white: components[0], alpha: components[1])
    } else {
      self.init(red: components[0], green: components[1], blue: components[2], alpha: cgColor.alpha)
    }
  }

  /// Creates a colour that `dynamicProvider` resolves from the traits it is used with.
  ///
  /// Mirrors UIKit's `init(dynamicProvider:)`; ``resolvedColor(with:)`` calls the closure.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    self.kind = .dynamic
    self.rgba = (0, 0, 0, 0)
    self.provider = dynamicProvider
    super.init()
  }

  /// The colour named `name` in the main bundle's asset catalogs.
  ///
  /// Mirrors UIKit's `init(named:)`. The colour is read from `NAME.colorset/Contents.json` in an `.xcassets` folder
  /// below the bundle's folder; when there is none, the colour carries the name with components of opaque black
  /// (UIKit returns `nil`, but an app's asset catalogs are rarely copied beside a Linux build).
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The colour named `name` in `bundle`'s asset catalogs (the main bundle's when `nil`).
  ///
  /// Mirrors UIKit's `init(named:in:compatibleWith:)`; see ``init(named:)``.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    let rgba = AssetCatalog.color(named: name, in: AssetCatalog.resolve(bundle)) ?? (0, 0, 0, 1)
    self.init(kind: .catalog(name), rgba: rgba)
  }

  /// The colour for `traitCollection`: the provider's answer for a dynamic colour, else the receiver.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
  }

  /// The colour with another alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch kind {
    case .dynamic:
      let provider = provider
      return UIColor { traits in provider.map { $0(traits).withAlphaComponent(alpha) } ?? .clear }
    default:
      return UIColor(kind: kind, rgba: (rgba.0, rgba.1, rgba.2, alpha))
    }
  }

  /// Sets the colour for drawing fills and strokes; inert (nothing is drawn). Mirrors UIKit's `set()`.
  open func set() {}
  /// Sets the colour for drawing fills; inert. Mirrors UIKit's `setFill()`.
  open func setFill() {}
  /// Sets the colour for drawing strokes; inert. Mirrors UIKit's `setStroke()`.
  open func setStroke() {}

  /// The components of the colour resolved with default traits.
  var components: (CGFloat, CGFloat, CGFloat, CGFloat) {
    provider == nil ? rgba : resolvedColor(with: UITraitCollection()).rgba
  }

  /// Reads the red, green, blue and alpha components; returns `true` (every colour here converts to RGB).
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let value = components
    red?.pointee = value.0
    green?.pointee = value.1
    blue?.pointee = value.2
    alpha?.pointee = value.3
    return true
  }

  /// Reads the white level and alpha; returns `false` unless the colour is grey, as UIKit does.
  @discardableResult
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let value = components
    guard value.0 == value.1, value.1 == value.2 else { return false }
    white?.pointee = value.0
    alpha?.pointee = value.3
    return true
  }

  /// Reads hue, saturation, brightness and alpha; returns `true`.
  @discardableResult
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let (red, green, blue, value) = components
    let maximum = max(red, green, blue)
    let delta = maximum - min(red, green, blue)
    var computed: CGFloat = 0
    if delta > 0 {
      if maximum == red {
        computed = (green - blue) / delta
      } else if maximum == green {
        computed = 2 + (blue - red) / delta
      } else {
        computed = 4 + (red - green) / delta
      }
      computed /= 6
      if computed < 0 { computed += 1 }
    }
    hue?.pointee = computed
    saturation?.pointee = maximum == 0 ? 0 : delta / maximum
    brightness?.pointee = maximum
    alpha?.pointee = value
    return true
  }

  /// The colour as a Core Graphics colour (resolved with default traits).
  open var cgColor: CGColor {
    let (red, green, blue, alpha) = components
    return kind == .grey ? CGColor(gray: red, alpha: alpha) : CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if kind == .dynamic || other.kind == .dynamic { return self === other }
    return kind == other.kind && rgba == other.rgba
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(kind)
    if kind != .dynamic {
      hasher.combine(rgba.0)
      hasher.combine(rgba.3)
    } else {
      hasher.combine(ObjectIdentifier(self))
    }
    return hasher.finalize()
  }

  /// The colour as UIKit prints it: `UIExtendedSRGBColorSpace 1 0 0 1`, `UIExtendedGrayColorSpace 0.5 1`, or
  /// `<UIDynamicSystemColor: 0x…; name = systemBlueColor>`.
  open override var description: String {
    func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
    switch kind {
    case .rgb:
      return "UIExtendedSRGBColorSpace " + [rgba.0, rgba.1, rgba.2, rgba.3].map(number).joined(separator: " ")
    case .grey:
      return "UIExtendedGrayColorSpace \(number(rgba.0)) \(number(rgba.3))"
    case .system(let name):
      return "<UIDynamicSystemColor: \(addressDescription(self)); name = \(name)>"
    case .catalog(let name):
      return "<UIDynamicCatalogColor: \(addressDescription(self)); name = \(name)>"
    case .dynamic:
      return "<UIDynamicProviderColor: \(addressDescription(self))>"
    case .pattern:
      return "<UIDynamicPatternColor: \(addressDescription(self))>"
    }
  }

  static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
    guard saturation > 0 else { return (brightness, brightness, brightness) }
    let sector = (hue - hue.rounded(.down)) * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch index {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 14.0, *)
  open var accessibilityName: String { "" }
  // MARK: - End of generated members
}

extension UIColor: NSSecureCoding {
  public static var supportsSecureCoding: Bool { true }
}

/// The keys of a colour's archive: UIKit's names for the components [I: as UIKit's archives show them].
private enum ColorCodingKeys {
  static let componentCount = "UIColorComponentCount"
  static let red = "UIRed"
  static let green = "UIGreen"
  static let blue = "UIBlue"
  static let alpha = "UIAlpha"
  static let white = "UIWhite"
  static let systemName = "UISystemColorName"
  static let catalogName = "UIColorName"
}
