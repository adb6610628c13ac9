public import Foundation

/// The kinds of assets a picker shows. Mirrors PhotosUI's `PHPickerFilter`.
public struct PHPickerFilter: Hashable, Sendable, CustomStringConvertible {
  private indirect enum Rule: Hashable, Sendable {
    case kind(String)
    case any([Rule])
    case all([Rule])
    case not(Rule)
  }

  private let rule: Rule

  public static let images = PHPickerFilter(rule: .kind("images"))
  public static let videos = PHPickerFilter(rule: .kind("videos"))
  public static let livePhotos = PHPickerFilter(rule: .kind("livePhotos"))
  public static let screenshots = PHPickerFilter(rule: .kind("screenshots"))
  public static let panoramas = PHPickerFilter(rule: .kind("panoramas"))
  public static let bursts = PHPickerFilter(rule: .kind("bursts"))

  /// Assets any of `subfilters` shows.
  public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(rule: .any(subfilters.map(\.rule)))
  }

  /// Assets all of `subfilters` show.
  public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(rule: .all(subfilters.map(\.rule)))
  }

  /// Assets `filter` does not show.
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

  /// Whether an asset of `kind` (`"images"`, `"videos"` …) passes. Not in PhotosUI.
  public func admits(_ kind: String) -> Bool { Self.admits(rule, kind) }

  private static func admits(_ rule: Rule, _ kind: String) -> Bool {
    switch rule {
    case .kind(let name): name == kind || (name == "images" && ["screenshots", "panoramas", "bursts"].contains(kind))
    case .any(let rules): rules.contains { admits($0, kind) }
    case .all(let rules): rules.allSatisfy { admits($0, kind) }
    case .not(let rule): !admits(rule, kind)
    }
  }

  public var description: String { "\(rule)" }
}

/// The photo library a picker reads. Mirrors Photos' `PHPhotoLibrary` as far as the picker's configuration needs it
/// (the Photos framework itself is not provided).
public final class PHPhotoLibrary: NSObject, @unchecked Sendable {
  private static let library = PHPhotoLibrary()

  public static func shared() -> PHPhotoLibrary { library }
}

/// How a picker is set up. Mirrors PhotosUI's `PHPickerConfiguration`.
public struct PHPickerConfiguration: @unchecked Sendable {
  /// How picked assets are handed over. Mirrors `PHPickerConfiguration.AssetRepresentationMode`.
  public enum AssetRepresentationMode: Int, Sendable {
    case automatic = 0
    case current = 1
    case compatible = 2
  }

  /// How selections behave. Mirrors `PHPickerConfiguration.Selection`.
  public enum Selection: Int, Sendable {
    case `default` = 0
    case ordered = 1
    case continuous = 2
    case continuousAndOrdered = 3
  }

  /// The kinds shown; `nil` shows every kind.
  public var filter: PHPickerFilter?
  /// How many assets the user may pick; 0 is no limit. 1 by default.
  public var selectionLimit = 1
  public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
  public var selection: Selection = .default
  public var preselectedAssetIdentifiers: [String] = []
  /// The library, when the picker was made with one (results then carry asset identifiers). Not in PhotosUI.
  public let photoLibrary: PHPhotoLibrary?

  public init() {
    photoLibrary = nil
  }

  public init(photoLibrary: PHPhotoLibrary) {
    self.photoLibrary = photoLibrary
  }
}

/// An asset the user picked. Mirrors PhotosUI's `PHPickerResult`.
public struct PHPickerResult: Equatable, Hashable, @unchecked Sendable {
  public let itemProvider: NSItemProvider
  /// The asset's identifier; `nil` unless the configuration named a photo library.
  public let assetIdentifier: String?

  /// A result as the picker makes it. Not in PhotosUI, whose results only the picker makes.
  public init(itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
    self.itemProvider = itemProvider
    self.assetIdentifier = assetIdentifier
  }
}
