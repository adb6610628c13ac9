import Foundation
import SegueKit
import Testing

/// The last names the wide corpus's apps missed of UIKit's and of Darwin's Foundation: `NSItemProvider` without
/// PhotosUI (DailyFeed drags its articles as `NSItemProviderWriting` objects), UIKit's attribute scope on
/// `AttributedString` and `AttributeContainer(_:)` from a dictionary (VocabularyTrainer's button title),
/// `UIFontDescriptor.addingAttributes(_:)` (RoundAndSplit's tabular digits) and `UIButton.systemButton(with:target:action:)`
/// (Open Food Facts' scanner).
///
/// Source: Apple's documentation for `NSItemProvider` (`init(object:)`, `canLoadObject(ofClass:)`,
/// `loadObject(ofClass:completionHandler:)`), `UIDragItem.init(itemProvider:)`, `AttributeContainer.init(_:)`
/// ("creates an attribute container from a dictionary, using default attribute scopes"; swift-foundation's
/// `Conversion.swift` drops an attribute whose value does not convert), `AttributeScopes.UIKitAttributes`,
/// `UIFontDescriptor.addingAttributes(_:)` and UIButton.h's `systemButtonWithImage:target:action:`.
@MainActor
@Suite struct ItemProvidersAndTextScopesTests {
  /// An app's model that drags as data, as DailyFeed's `DailyFeedModel` does.
  final class Article: NSItemProviderReading, NSItemProviderWriting {
    static let typeIdentifier = "com.example.article"
    let title: String
    init(title: String) { self.title = title }

    static var readableTypeIdentifiersForItemProvider: [String] { [typeIdentifier] }
    static var writableTypeIdentifiersForItemProvider: [String] { [typeIdentifier, "public.utf8-plain-text"] }

    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Article {
      Article(title: String(decoding: data, as: UTF8.self))
    }

    func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(Data(title.utf8), nil)
      return nil
    }
  }

  @Test func dragItemCarriesAnObjectThatLoadsOnTheMainQueue() throws {
    let item = UIDragItem(itemProvider: NSItemProvider(object: Article(title: "Headline")))
    let provider = item.itemProvider
    var trace = [
      "types \(provider.registeredTypeIdentifiers)",
      "can load article \(provider.canLoadObject(ofClass: Article.self))",
      "can load image \(provider.canLoadObject(ofClass: UIImage.self))",
    ]
    let loaded = LoadedTitles()
    provider.loadObject(ofClass: Article.self) { object, error in
      let title = (object as? Article)?.title ?? "error \(error != nil)"
      MainActor.assumeIsolated { loaded.titles.append(title) }
    }
    trace.append("before drain \(loaded.titles)")
    _ = MainQueue.drain()
    trace.append("after drain \(loaded.titles)")
    #expect(
      trace == [
        #"types ["com.example.article", "public.utf8-plain-text"]"#, "can load article true", "can load image false",
        "before drain []", #"after drain ["Headline"]"#,
      ])
  }

  @Test func containerFromADictionaryKeepsUIKitsAttributesConverted() {
    let font = UIFont.systemFont(ofSize: 12)
    let container = AttributeContainer([
      .font: font, .underlineStyle: NSUnderlineStyle.single.rawValue, .kern: 2, .foregroundColor: UIColor.red,
      .strokeWidth: "wide", NSAttributedString.Key("com.example.unknown"): 1,
    ])
    let title = AttributedString("Take a look", attributes: container)
    let run = title.runs.first
    #expect(title.runs.count == 1)
    #expect(run?.font === font && run?.foregroundColor == UIColor.red)
    #expect(
      [String(describing: run?.underlineStyle), String(describing: run?.kern), String(describing: run?.strokeWidth)]
        == [String(describing: NSUnderlineStyle.single as NSUnderlineStyle?), "Optional(2.0)", "nil"],
      "a number converts to a style or a width; a string that is no number is dropped, as an unknown key is")
    var edited = AttributeContainer()
    edited.backgroundColor = .blue
    edited.uiKit.tracking = 1.5
    #expect(edited[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] == UIColor.blue)
    #expect(
      [
        AttributeScopes.UIKitAttributes.FontAttribute.name,
        AttributeScopes.UIKitAttributes.UnderlineStyleAttribute.name,
      ]
        == ["NSFont", "NSUnderline"])
  }

  @Test func addedFontAttributesAreKeptAndSizeApplies() {
    let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor
    let features: [[UIFontDescriptor.FeatureKey: Int]] = [[.featureIdentifier: 6, .typeIdentifier: 0]]
    let tabular = descriptor.addingAttributes([.featureSettings: features])
    let larger = tabular.addingAttributes([.size: 24])
    #expect(tabular.object(forKey: .featureSettings) as? [[UIFontDescriptor.FeatureKey: Int]] == features)
    #expect(larger.object(forKey: .featureSettings) as? [[UIFontDescriptor.FeatureKey: Int]] == features)
    #expect(
      [
        tabular.pointSize, larger.pointSize, UIFont(descriptor: tabular, size: 0).pointSize,
        UIFont(descriptor: larger, size: 0).pointSize,
      ] == [17, 24, 17, 24])
    #expect(descriptor.object(forKey: .featureSettings) == nil, "the descriptor added to is unchanged")
  }

  final class Target: UIResponder, SelectorActionTarget {
    var received: [String] = []
    func perform(action: Selector, sender: Any?) -> Bool {
      received.append("\(action) from \(sender.map { String(describing: type(of: $0)) } ?? "nil")")
      return true
    }
  }

  /// A subclass that declares no initializer of its own inherits `init(coder:)`, through which `Self` is made.
  final class RoundButton: UIButton {}

  @Test func systemButtonShowsItsImageAndSendsItsActionOnTap() {
    let image = UIImage()
    let target = Target()
    let button = UIButton.systemButton(with: image, target: target, action: Selector(("scan:")))
    let round = RoundButton.systemButton(with: image, target: nil, action: nil)
    button.simulateTap()
    #expect(
      [
        "\(type(of: button)) \(button.buttonType) \(button.image(for: .normal) === image)",
        "\(type(of: round)) \(round.buttonType) \(round.image(for: .normal) === image) \(round.allTargets.count)",
      ] == ["UIButton system true", "RoundButton system true 0"])
    #expect(target.received == ["scan: from UIButton"])
  }
}

/// Titles a completion records on the main queue.
@MainActor
private final class LoadedTitles: @unchecked Sendable {
  var titles: [String] = []
}
