import Foundation
import SegueKit
import Testing

/// UIKit's value objects archive and unarchive with `NSKeyedArchiver`/`NSKeyedUnarchiver`, as apps persist models
/// that hold them. Source: Apple's documentation of `UIImage`, `UIColor` and `UIFont` (each conforms to
/// `NSSecureCoding`) and of `NSKeyedUnarchiver.unarchivedObject(ofClass:from:)`.
@MainActor
@Suite struct SecureCodingTests {
  private static func roundTrip(_ sticker: SecureCodingSticker) throws -> SecureCodingSticker? {
    let data = try NSKeyedArchiver.archivedData(withRootObject: sticker, requiringSecureCoding: true)
    return try NSKeyedUnarchiver.unarchivedObject(ofClass: SecureCodingSticker.self, from: data)
  }

  @Test func imagesColoursAndFontsComeBackEqual() throws {
    let png = Data([0x89, 0x50, 0x4E, 0x47])
    let cases: [SecureCodingSticker] = [
      SecureCodingSticker(
        title: "asset", image: UIImage(named: "avatar"), color: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8),
        font: .preferredFont(forTextStyle: .headline)),
      SecureCodingSticker(
        title: "symbol", image: UIImage(systemName: "star.fill")?.withRenderingMode(.alwaysTemplate),
        color: .systemBlue, font: UIFont(name: "Avenir-Heavy", size: 20)),
      SecureCodingSticker(
        title: "data", image: UIImage(data: png), color: UIColor(white: 0.5, alpha: 1),
        font: .systemFont(ofSize: 13, weight: .semibold)),
    ]
    for sticker in cases {
      let back = try #require(try Self.roundTrip(sticker))
      #expect(back.title == sticker.title)
      #expect(back.image == sticker.image)
      #expect(back.color == sticker.color)
      #expect(back.font == sticker.font && back.font?.familyName == sticker.font?.familyName)
    }
  }

  @Test func aDynamicColourArchivesAsItsLightAppearance() throws {
    let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    let back = try #require(
      try Self.roundTrip(SecureCodingSticker(title: "dynamic", image: nil, color: dynamic, font: nil)))
    #expect(back.color == UIColor(white: 1, alpha: 1))
    #expect(back.image == nil && back.font == nil)
  }
}

/// A model as apps write it: a title, a photo, a colour and a font, archived with secure coding (top level:
/// Foundation names archived classes by their top-level name).
final class SecureCodingSticker: NSObject, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }
  let title: String
  let image: UIImage?
  let color: UIColor?
  let font: UIFont?

  init(title: String, image: UIImage?, color: UIColor?, font: UIFont?) {
    self.title = title
    self.image = image
    self.color = color
    self.font = font
  }

  init?(coder: NSCoder) {
    guard let title = coder.decodeObject(of: NSString.self, forKey: "title") else { return nil }
    self.title = title as String
    image = coder.decodeObject(of: UIImage.self, forKey: "image")
    color = coder.decodeObject(of: UIColor.self, forKey: "color")
    font = coder.decodeObject(of: UIFont.self, forKey: "font")
  }

  func encode(with coder: NSCoder) {
    coder.encode(title as NSString, forKey: "title")
    coder.encode(image, forKey: "image")
    coder.encode(color, forKey: "color")
    coder.encode(font, forKey: "font")
  }
}
