public import AndroidFormat
public import StoryboardFormat

/// Renders decoded Android manifests as `segue inspect` text: per file a header line, the application, then each
/// activity and alias with what it declares and its intent filters; then the diagnostics and a summary.
///
/// ```
/// app/AndroidManifest.xml: package com.example.shop, targetSdk 34, 2 activities, 1 alias, 1 launcher
///   application com.example.shop.ShopApplication theme=@style/Theme.Shop
///   activity com.example.shop.MainActivity exported
///     filter action MAIN, category LAUNCHER [launcher]
///   activity com.example.shop.ItemActivity launchMode=singleTop theme=@style/Theme.Dialog (dialog [I])
///   activity-alias com.example.shop.Start -> com.example.shop.MainActivity
/// ```
public enum ManifestTextRenderer {
  /// The text for `manifests`, their diagnostics and a summary line, ending in a newline.
  public static func render(_ manifests: [AndroidManifest]) -> String {
    var output = ""
    for manifest in manifests {
      output += render(manifest) + "\n"
    }
    let diagnostics = manifests.flatMap(\.diagnostics)
    for diagnostic in diagnostics {
      output += diagnostic.description + "\n"
    }
    return output + summary(manifests, diagnostics) + "\n"
  }

  /// One manifest's lines, without its diagnostics.
  public static func render(_ manifest: AndroidManifest) -> String {
    var text = header(manifest) + "\n"
    if let application = manifest.application {
      var line = "  application"
      if let className = application.className { line += " \(className)" }
      if let theme = application.theme { line += " theme=\(theme)" }
      if let affinity = application.taskAffinity { line += " taskAffinity=\"\(affinity)\"" }
      text += line + "\n"
    }
    for activity in manifest.activities {
      text += "  " + activityLine(activity, in: manifest) + "\n"
      for filter in activity.intentFilters {
        text += "    " + filterLine(filter) + "\n"
      }
      for metaData in activity.metaData {
        text += "    meta-data \(metaData.name ?? "?")"
        text += metaData.value.map { "=\($0)" } ?? metaData.resource.map { " resource=\($0)" } ?? ""
        text += "\n"
      }
      for graph in activity.navigationGraphs {
        text += "    nav-graph \(graph)\n"
      }
    }
    return text
  }

  /// `1 manifest, 13 activities, 0 aliases, 1 launcher: 0 errors, 0 warnings`.
  public static func summary(_ manifests: [AndroidManifest], _ diagnostics: [Diagnostic]) -> String {
    let activities = manifests.flatMap(\.activities)
    let errors = diagnostics.count { $0.severity == .error }
    let warnings = diagnostics.count { $0.severity == .warning }
    return "\(count(manifests.count, "manifest")), \(count(activities.count { !$0.isAlias }, "activity")), "
      + "\(count(activities.count(where: \.isAlias), "alias")), "
      + "\(count(manifests.reduce(0) { $0 + $1.launcherActivities.count }, "launcher")): "
      + "\(count(errors, "error")), \(count(warnings, "warning"))"
  }

  private static func header(_ manifest: AndroidManifest) -> String {
    var parts = ["package \(manifest.package ?? "?")"]
    if let sdk = manifest.usesSDK {
      if let minimum = sdk.minSdkVersion { parts.append("minSdk \(minimum)") }
      if let target = sdk.targetSdkVersion { parts.append("targetSdk \(target)") }
    }
    let activities = manifest.activities
    parts.append(count(activities.count { !$0.isAlias }, "activity"))
    parts.append(count(activities.count(where: \.isAlias), "alias"))
    parts.append(count(manifest.launcherActivities.count, "launcher"))
    return "\(manifest.path): " + parts.joined(separator: ", ")
  }

  private static func activityLine(_ activity: ManifestActivity, in manifest: AndroidManifest) -> String {
    var line = (activity.isAlias ? "activity-alias " : "activity ") + activity.className
    if let target = activity.targetActivity { line += " -> \(target)" }
    if activity.isExported { line += activity.exported == nil ? " exported (default)" : " exported" }
    if activity.enabled == false { line += " disabled" }
    if let mode = activity.launchMode { line += " launchMode=\(mode.rawValue)" }
    if let affinity = activity.taskAffinity { line += " taskAffinity=\"\(affinity)\"" }
    if let theme = activity.theme {
      line += " theme=\(theme)"
      let style = WindowStyle(themeName: theme)
      if style != .opaque { line += " (\(style.rawValue) [I])" }
    }
    if !activity.configChanges.isEmpty { line += " configChanges=\(activity.configChanges.joined(separator: "|"))" }
    if let orientation = activity.screenOrientation { line += " screenOrientation=\(orientation)" }
    if activity.noHistory == true { line += " noHistory" }
    if activity.excludeFromRecents == true { line += " excludeFromRecents" }
    if let mode = activity.documentLaunchMode { line += " documentLaunchMode=\(mode)" }
    if let parent = activity.parentActivityName { line += " parent=\(parent)" }
    if let permission = activity.permission { line += " permission=\(permission)" }
    return line
  }

  private static func filterLine(_ filter: IntentFilter) -> String {
    var parts: [String] = []
    if !filter.actions.isEmpty {
      parts.append("action " + filter.actions.map { short($0, "android.intent.action.") }.joined(separator: ", "))
    }
    if !filter.categories.isEmpty {
      parts.append(
        "category " + filter.categories.map { short($0, "android.intent.category.") }.joined(separator: ", "))
    }
    for data in filter.data {
      let fields: [(String, String?)] = [
        ("scheme", data.scheme), ("host", data.host), ("port", data.port), ("path", data.path),
        ("pathPrefix", data.pathPrefix), ("pathPattern", data.pathPattern), ("pathSuffix", data.pathSuffix),
        ("pathAdvancedPattern", data.pathAdvancedPattern), ("mimeType", data.mimeType),
      ]
      let written = fields.compactMap { name, value in value.map { "\(name)=\($0)" } }
      parts.append("data " + (written.isEmpty ? "(other attributes)" : written.joined(separator: " ")))
    }
    return "filter " + (parts.isEmpty ? "(empty)" : parts.joined(separator: ", "))
      + (filter.isLauncher ? " [launcher]" : "")
  }

  /// An intent constant without Android's package prefix (`MAIN` for `android.intent.action.MAIN`).
  private static func short(_ name: String, _ prefix: String) -> String {
    name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
  }

  static func count(_ number: Int, _ noun: String) -> String {
    let plural = noun.hasSuffix("y") ? noun.dropLast() + "ies" : noun.hasSuffix("s") ? noun + "es" : noun + "s"
    return "\(number) \(number == 1 ? noun : String(plural))"
  }
}
