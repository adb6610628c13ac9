public import StoryboardFormat

/// An `<intent-filter>`: the implicit intents an activity (or alias) accepts.
///
/// Kept for matching intents later (Android's `IntentFilter.match`): actions, categories and data in file order.
public struct IntentFilter: Sendable, Hashable {
  /// `android.intent.action.MAIN` (`Intent.ACTION_MAIN`).
  public static let actionMain = "android.intent.action.MAIN"
  /// `android.intent.category.LAUNCHER` (`Intent.CATEGORY_LAUNCHER`).
  public static let categoryLauncher = "android.intent.category.LAUNCHER"
  /// `android.intent.category.DEFAULT` (`Intent.CATEGORY_DEFAULT`).
  public static let categoryDefault = "android.intent.category.DEFAULT"

  /// The `android:name` of each `<action>`, in file order.
  public var actions: [String]
  /// The `android:name` of each `<category>`, in file order.
  public var categories: [String]
  public var data: [IntentFilterData]
  /// `android:priority` as written.
  public var priority: String?
  /// Every attribute of `<intent-filter>` as written.
  public var attributes: Attributes
  /// Children the model has no field for, kept whole.
  public var extras: [ManifestElement]
  public var location: SourceLocation

  /// A filter with the given actions and categories.
  public init(
    actions: [String] = [], categories: [String] = [], data: [IntentFilterData] = [], location: SourceLocation
  ) {
    self.actions = actions
    self.categories = categories
    self.data = data
    attributes = Attributes()
    extras = []
    self.location = location
  }

  /// Whether the filter has action `MAIN` and category `LAUNCHER`: its activity gets an icon in the launcher.
  public var isLauncher: Bool {
    actions.contains(Self.actionMain) && categories.contains(Self.categoryLauncher)
  }

  /// Every scheme of the filter's `<data>` elements, in file order, each once.
  public var schemes: [String] { unique(data.compactMap(\.scheme)) }
  /// Every host of the filter's `<data>` elements, in file order, each once.
  public var hosts: [String] { unique(data.compactMap(\.host)) }
  /// Every MIME type of the filter's `<data>` elements, in file order, each once.
  public var mimeTypes: [String] { unique(data.compactMap(\.mimeType)) }

  private func unique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }
}
