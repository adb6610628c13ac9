public import Foundation

/// A class whose objects an item provider can make from data. Mirrors Foundation's `NSItemProviderReading` (Darwin's
/// Foundation has it; swift-corelibs-foundation does not).
public protocol NSItemProviderReading: AnyObject {
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class whose objects an item provider can hand out as data. Mirrors Foundation's `NSItemProviderWriting`.
public protocol NSItemProviderWriting: AnyObject {
  static var writableTypeIdentifiersForItemProvider: [String] { get }
  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress?
}

/// Hands out an item (an image, a file, an object of the app's) as data or as an object. Mirrors Foundation's
/// `NSItemProvider`, which swift-corelibs-foundation lacks; drag items, the photo picker's results and activity items
/// carry one.
///
/// Loading answers on the main queue (on a device, on a queue of the system's). A provider holds data under type
/// identifiers (`public.png`, `public.jpeg`, `public.image` …).
open class NSItemProvider: NSObject, @unchecked Sendable {
  /// The error domain of failed loads. Mirrors `NSItemProviderErrorDomain`.
  public static let errorDomain = "NSItemProviderErrorDomain"

  private var items: [(typeIdentifier: String, data: Data)] = []
  open var suggestedName: String?

  public override init() {
    super.init()
  }

  /// A provider of `object`'s data under each of its writable type identifiers.
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
      let box = DataBox()
      _ = object.loadData(withTypeIdentifier: identifier) { data, _ in box.data = data }
      if let data = box.data { items.append((identifier, data)) }
    }
  }

  /// A provider of the file at `fileURL`, typed by its extension; `nil` when the file cannot be read.
  public convenience init?(contentsOf fileURL: URL) {
    guard let data = try? Data(contentsOf: fileURL) else { return nil }
    self.init()
    items.append((Self.typeIdentifier(ofExtension: fileURL.pathExtension), data))
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
  }

  /// A provider of `item` (data, or a string's UTF-8) under `typeIdentifier`.
  public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
    self.init()
    let data = (item as? NSData).map { Data(referencing: $0) } ?? (item as? NSString).map { Data(String($0).utf8) }
    if let data, let typeIdentifier {
      items.append((typeIdentifier, data))
    }
  }

  open var registeredTypeIdentifiers: [String] { items.map(\.typeIdentifier) }

  /// Whether the provider has data of `typeIdentifier`, or of a type that conforms to it (every image type conforms
  /// to `public.image`, everything to `public.data` and `public.item`).
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    items.contains { Self.conforms($0.typeIdentifier, to: typeIdentifier) }
  }

  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
  }

  /// Makes an object of `aClass` from the provider's data.
  @discardableResult
  open func loadObject(
    ofClass aClass: any NSItemProviderReading.Type,
    completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    let found = aClass.readableTypeIdentifiersForItemProvider.lazy.compactMap { wanted in
      self.items.first { Self.conforms($0.typeIdentifier, to: wanted) }
    }.first
    // A class object: immutable, safe to use on the main queue.
    nonisolated(unsafe) let reading = aClass
    MainQueue.main.async {
      progress.completedUnitCount = 1
      guard let found else { return completionHandler(nil, Self.cannotLoad()) }
      do {
        completionHandler(
          try reading.object(withItemProviderData: found.data, typeIdentifier: found.typeIdentifier), nil)
      } catch {
        completionHandler(nil, error)
      }
    }
    return progress
  }

  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    let data = items.first { Self.conforms($0.typeIdentifier, to: typeIdentifier) }?.data
    MainQueue.main.async {
      progress.completedUnitCount = 1
      completionHandler(data, data == nil ? Self.cannotLoad() : nil)
    }
    return progress
  }

  /// Writes the data to a temporary file, which the handler may read until it returns.
  @discardableResult
  open func loadFileRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    let item = items.first { Self.conforms($0.typeIdentifier, to: typeIdentifier) }
    let name = suggestedName ?? UUID().uuidString
    MainQueue.main.async {
      progress.completedUnitCount = 1
      guard let item else { return completionHandler(nil, Self.cannotLoad()) }
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        name + "." + Self.fileExtension(of: item.typeIdentifier))
      do {
        try item.data.write(to: file)
        completionHandler(file, nil)
        try? FileManager.default.removeItem(at: file)
      } catch {
        completionHandler(nil, error)
      }
    }
    return progress
  }

  private static func cannotLoad() -> NSError {
    // NSItemProviderItemUnavailableError.
    NSError(domain: errorDomain, code: -1000)
  }

  private static let imageTypes = ["public.png", "public.jpeg", "public.heic", "com.compuserve.gif", "public.tiff"]

  static func conforms(_ type: String, to wanted: String) -> Bool {
    type == wanted || wanted == "public.data" || wanted == "public.item"
      || (wanted == "public.image" && imageTypes.contains(type))
      || (wanted == "public.movie" && ["public.mpeg-4", "com.apple.quicktime-movie"].contains(type))
  }

  private static func typeIdentifier(ofExtension pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "png": "public.png"
    case "jpg", "jpeg": "public.jpeg"
    case "heic": "public.heic"
    case "gif": "com.compuserve.gif"
    case "mp4": "public.mpeg-4"
    case "mov": "com.apple.quicktime-movie"
    case "txt": "public.plain-text"
    default: "public.data"
    }
  }

  private static func fileExtension(of typeIdentifier: String) -> String {
    switch typeIdentifier {
    case "public.png": "png"
    case "public.jpeg": "jpeg"
    case "public.heic": "heic"
    case "com.compuserve.gif": "gif"
    case "public.mpeg-4": "mp4"
    case "com.apple.quicktime-movie": "mov"
    default: "data"
    }
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 11.0, *)
  open var teamData: Data? = nil
  @available(iOS 11.0, *)
  open var preferredPresentationSize: CGSize = .zero
  @available(iOS 11.0, *)
  open var preferredPresentationStyle: NSItemProvider.PreferredPresentationStyle = .unspecified
  // MARK: - End of generated members
}

/// Data a synchronous `loadData` hands back.
private final class DataBox: @unchecked Sendable {
  var data: Data?
}

// UIKit's (UIImage.h: `UIImage <NSItemProviderReading, NSItemProviderWriting>`).
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    guard let image = UIImage(data: data) as? Self else {
      throw NSError(domain: NSItemProvider.errorDomain, code: -1000)
    }
    return image
  }

  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress? {
    let data = pngData()
    completionHandler(data, data == nil ? NSError(domain: NSItemProvider.errorDomain, code: -1000) : nil)
    return nil
  }
}
