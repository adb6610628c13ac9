import SegueKit
import Testing

/// UIKit's graphics values: colours, images, fonts and geometry.
///
/// Source: Apple's documentation for `UIColor` (standard colours' components, `getRed(_:green:blue:alpha:)`,
/// `init(dynamicProvider:)`), `UIImage` (`init(named:)` caching, `RenderingMode`, `withTintColor(_:)` returning an
/// always-original image), `UIFont` (`UIFont.Weight` values, `preferredFont(forTextStyle:)` sizes from the Human
/// Interface Guidelines' Large content size) and CoreGraphics' `CGAffineTransform`.
@MainActor
@Suite struct GraphicsValueTests {
  private func rgba(_ color: UIColor) -> [CGFloat] {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha]
  }

  @Test func standardColoursHaveUIKitsComponentsAndDescriptions() {
    let colours: [UIColor] = [.red, .lightGray, .clear, .systemBlue, UIColor(white: 0.5, alpha: 1)]
    let third: CGFloat = 2.0 / 3.0
    let blue: CGFloat = 122.0 / 255.0
    let expected: [[CGFloat]] = [
      [1, 0, 0, 1], [third, third, third, 1], [0, 0, 0, 0], [0, blue, 1, 1], [0.5, 0.5, 0.5, 1],
    ]
    #expect(colours.map(rgba) == expected)
    #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    #expect(UIColor.lightGray.description == "UIExtendedGrayColorSpace 0.666667 1")
    #expect(UIColor.systemBlue.description.hasSuffix("; name = systemBlueColor>"))
  }

  @Test func coloursCompareAsUIKitsIsEqualDoes() {
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
    #expect(UIColor.systemBlue == .systemBlue)
    #expect(UIColor.systemBlue != UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    #expect(UIColor.label.withAlphaComponent(0.5) == UIColor.label.withAlphaComponent(0.5))
    #expect(Set([UIColor.red, .red, .blue]).count == 2)
    let dynamic = UIColor { _ in .green }
    #expect(dynamic == dynamic)
    #expect(dynamic != UIColor { _ in .green })
  }

  @Test func derivedColoursKeepTheirComponents() {
    let hsb = UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 0.5)
    let dynamic = UIColor { traits in traits.userInterfaceIdiom == .pad ? .blue : .orange }
    #expect(
      [rgba(hsb), rgba(UIColor.red.withAlphaComponent(0.25)), rgba(UIColor(cgColor: UIColor.blue.cgColor))]
        == [[0, 1, 0, 0.5], [1, 0, 0, 0.25], [0, 0, 1, 1]])
    #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceIdiom: .pad)) == .blue)
    #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceIdiom: .phone)) == .orange)
    #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
  }

  @Test func namedColoursCarryTheirName() {
    // No asset catalog beside the test bundle: the colour carries its name (UIKit would return nil).
    let brand = UIColor(named: "Brand")
    #expect(brand == UIColor(named: "Brand"))
    #expect(brand != UIColor(named: "Accent"))
    #expect(brand?.description.hasSuffix("; name = Brand>") == true)
  }

  @Test func imagesAreEqualWhenTheyComeFromTheSameSource() {
    #expect(UIImage(named: "house") == UIImage(named: "house"))
    #expect(UIImage(named: "house") != UIImage(systemName: "house"))
    #expect(UIImage(named: "house") != UIImage(named: "house")?.withRenderingMode(.alwaysTemplate))
    #expect(UIImage(named: "") == nil)
    #expect(UIImage(contentsOfFile: "/nonexistent/image.png") == nil)
    #expect(UIImage(data: Data()) == nil)
  }

  @Test func imageVariantsKeepTheirModeTintAndConfiguration() {
    let symbol = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 22))
    let tinted = UIImage(named: "logo")?.withTintColor(.red)
    #expect(symbol?.renderingMode == .alwaysTemplate)
    #expect(symbol?.isSymbolImage == true)
    #expect(symbol?.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 22))
    #expect(tinted?.renderingMode == .alwaysOriginal)
    #expect(tinted?.tintColor == .red)
    #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
  }

  @Test func pngDataGivesTheImageSize() {
    // A PNG header: signature, IHDR length and type, width 40, height 30.
    let header: [UInt8] = [
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
      0, 0, 0, 40, 0, 0, 0, 30,
    ]
    #expect(UIImage(data: Data(header))?.size == CGSize(width: 40, height: 30))
    #expect(UIImage(data: Data(header), scale: 2)?.size == CGSize(width: 20, height: 15))
  }

  @Test func fontsHaveUIKitsNamesSizesAndWeights() {
    let fonts: [UIFont] = [
      .systemFont(ofSize: 17), .boldSystemFont(ofSize: 12), .systemFont(ofSize: 20, weight: .semibold),
      .preferredFont(forTextStyle: .headline), .preferredFont(forTextStyle: .caption2),
    ]
    #expect(
      fonts.map(\.fontName) == [
        ".SFUI-Regular", ".SFUI-Bold", ".SFUI-Semibold", ".SFUI-Semibold",
        ".SFUI-Regular",
      ])
    #expect(fonts.map(\.pointSize) == [17, 12, 20, 17, 11])
    #expect(UIFont(name: "Avenir-Heavy", size: 14)?.familyName == "Avenir")
    #expect(UIFont.systemFont(ofSize: 17).withSize(20) == .systemFont(ofSize: 20))
    #expect([UIFont.Weight.regular, .medium, .bold].map(\.rawValue) == [0, 0.23, 0.4])
    #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: fonts[0], maximumPointSize: 15).pointSize == 15)
    #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
  }

  @Test func affineTransformsComposeAsCoreGraphicsDoes() {
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let moved = scale.translatedBy(x: 10, y: 0)
    #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 22, y: 3))
    #expect(moved.concatenating(moved.inverted()) == .identity)
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!CGAffineTransform(rotationAngle: .pi / 2).isIdentity)
  }

  @Test func insetsAndOptionSetsHaveUIKitsValues() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == CGRect(x: 2, y: 1, width: 94, height: 46))
    #expect(UIEdgeInsets.zero == UIEdgeInsets())
    #expect(UIRectEdge.all.rawValue == 15)
    #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
    #expect(NSTextAlignment.natural.rawValue == 4)
    #expect(NSUnderlineStyle.single.rawValue == 1)
    #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
  }
}
