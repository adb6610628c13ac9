import AndroidFormat
import Foundation
import StoryboardFormat

/// What the Android layout rules look at: the layouts linted, the manifests of the same run, and the sources.
struct AndroidLintContext: Sendable {
  let layouts: [AndroidLayout]
  let manifests: [AndroidManifest]
  let sources: SourceIndex
  /// The simple names of the classes the layouts host as fragments.
  let hostedFragments: Set<String>

  /// The navigation graphs of the run (with their includes resolved against each other).
  var navigations: [NavigationDocument] = []

  init(layouts: [AndroidLayout], manifests: [AndroidManifest], sources: SourceIndex) {
    self.layouts = layouts
    self.manifests = manifests
    self.sources = sources
    hostedFragments = Set(layouts.flatMap { $0.fragmentHosts.compactMap(\.fragmentClassName).map(Self.simpleName) })
  }

  /// The manifest of the app a layout belongs to: the one beside its `res/` folder (`src/main/AndroidManifest.xml`
  /// for `src/main/res/layout/x.xml`), else the only manifest of the run.
  func manifest(of layout: AndroidLayout) -> AndroidManifest? {
    let main = URL(fileURLWithPath: layout.path).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("AndroidManifest.xml").standardizedFileURL.path
    let beside = manifests.first { URL(fileURLWithPath: $0.path).standardizedFileURL.path == main }
    return beside ?? (manifests.count == 1 ? manifests.first : nil)
  }

  /// The activity class that uses `layout` and where that is said: the layout root's `tools:context`, resolved
  /// against the manifest's package, else Android Studio's naming of an activity's layout (`activity_main` for
  /// `MainActivity`) [I] when the manifest declares such an activity.
  func activity(using layout: AndroidLayout) -> (className: String, fromContext: Bool)? {
    let package = manifest(of: layout)?.package
    if let context = layout.root?.attributes["tools:context"], !context.isEmpty {
      let className = ManifestClassName.resolve(context, package: package)
      return kind(of: className) == .fragment ? nil : (className, true)
    }
    let name = URL(fileURLWithPath: layout.path).deletingPathExtension().lastPathComponent
    guard name.hasPrefix("activity_"), let manifest = manifest(of: layout) else { return nil }
    let simple =
      name.dropFirst("activity_".count).split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined() + "Activity"
    let declared = manifest.activities.first { Self.simpleName($0.className) == simple }
    return declared.map { ($0.className, false) }
  }

  /// What a class named by a layout is, as far as the run can tell.
  enum ClassKind { case activity, fragment, unknown }

  /// An activity or a fragment: by the outermost superclass the sources give it (`GameOver : Fragment()`), else as
  /// a layout hosts it (`<fragment android:name>`), else by Android's naming (`…Activity`, `…Fragment`).
  func kind(of className: String) -> ClassKind {
    var name = Self.simpleName(className)
    var seen: Set<String> = []
    while let parent = sources.superclasses[name], seen.insert(name).inserted { name = parent }
    if name.hasSuffix("Activity") { return .activity }
    if name.hasSuffix("Fragment") || hostedFragments.contains(Self.simpleName(className)) { return .fragment }
    return .unknown
  }

  /// `MainActivity` for `com.example.MainActivity`, `Inner` for `Outer$Inner`.
  static func simpleName(_ className: String) -> String {
    className.split(whereSeparator: { $0 == "." || $0 == "$" }).last.map(String.init) ?? className
  }

  /// Whether the sources declare `method` on `className` or a class it inherits from.
  func declares(_ method: String, on className: String) -> Bool {
    var current: String? = className
    var seen: Set<String> = []
    while let name = current, seen.insert(name).inserted {
      if sources.methods[name]?.contains(method) == true { return true }
      current = sources.superclasses[name]
    }
    return false
  }
}
