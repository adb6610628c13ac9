internal import AndroidFormat

// Finding the activity an intent names (§3.1, §4.2): explicit by component, implicit through intent filters.
extension AndroidDevice {
  /// The manifest's class name for an activity class: the declared activity with the same simple name, else the
  /// class under the package.
  package func className(of type: Activity.Type) -> String {
    let simple = ActivityClassTable.simpleName(of: type)
    let declared = manifest.activities.first { !$0.isAlias && $0.className.hasSuffix("." + simple) }
    return declared?.className ?? (packageName.isEmpty ? simple : "\(packageName).\(simple)")
  }

  /// The manifest entry an intent starts (an alias resolved to its target) and the component it is known by, or
  /// Android's `ActivityNotFoundException` raised and `nil`.
  func resolve(_ intent: Intent) -> (info: ManifestActivity, component: ComponentName)? {
    if let component = intent.component {
      guard let declared = manifest.activity(named: component.className), declared.enabled != false,
        let target = manifest.target(of: declared)
      else {
        // AOSP's InstrumentationTest pins the longer text; older platforms end after "AndroidManifest.xml?". The
        // level it changed at is not documented: API 34 here [I].
        let suffix = sdkInt >= 34 ? ", or does your intent not match its declared <intent-filter>?" : "?"
        AndroidException.raise(
          .activityNotFound(
            "Unable to find explicit activity class \(component.toShortString()); have you declared this activity "
              + "in your AndroidManifest.xml\(suffix)"))
        return nil
      }
      return (target, component)
    }
    let handlers = manifest.activities.filter { activity in
      activity.enabled != false && activity.intentFilters.contains { matches(intent, $0) }
    }
    guard let first = handlers.first, let target = manifest.target(of: first) else {
      AndroidException.raise(.activityNotFound("No Activity found to handle \(intent)"))
      return nil
    }
    if handlers.count > 1 {
      Console.log(
        "I/ActivityTaskManager: \(handlers.count) activities handle \(intent); the chooser is not simulated, "
          + "starting the first declared: \(first.className)")
    }
    return (target, ComponentName(packageName, first.className))
  }

  /// Android's `IntentFilter.match` for `startActivity`: the action among the filter's, every category among the
  /// filter's (`startActivity` adds `CATEGORY_DEFAULT`), and the data's scheme, host and type accepted.
  ///
  /// Source: https://developer.android.com/guide/components/intents-filters#Resolution (action, category and data
  /// tests; "Android automatically applies the CATEGORY_DEFAULT category to all implicit intents passed to
  /// startActivity()").
  func matches(_ intent: Intent, _ filter: IntentFilter) -> Bool {
    if let action = intent.action {
      guard filter.actions.contains(action) else { return false }
    } else if filter.actions.isEmpty {
      return false
    }
    var categories = intent.categories
    if !categories.contains(Intent.CATEGORY_DEFAULT) { categories.append(Intent.CATEGORY_DEFAULT) }
    guard categories.allSatisfy(filter.categories.contains) else { return false }
    return matchesData(intent, filter)
  }

  private func matchesData(_ intent: Intent, _ filter: IntentFilter) -> Bool {
    let schemes = filter.schemes
    let types = filter.mimeTypes
    let scheme = intent.data?.scheme
    if schemes.isEmpty && types.isEmpty { return intent.data == nil && intent.type == nil }
    if !schemes.isEmpty {
      guard let scheme, schemes.contains(scheme) else { return false }
      let hosts = filter.hosts
      if !hosts.isEmpty {
        guard let host = intent.data?.host, hosts.contains(where: { Self.host(host, matches: $0) }) else {
          return false
        }
      }
    } else if let scheme, !["content", "file"].contains(scheme) {
      return false
    }
    if types.isEmpty { return intent.type == nil }
    guard let type = intent.type else { return false }
    return types.contains { Self.mimeType(type, matches: $0) }
  }

  private static func host(_ host: String, matches pattern: String) -> Bool {
    pattern.hasPrefix("*") ? host.hasSuffix(pattern.dropFirst()) : host == pattern
  }

  private static func mimeType(_ type: String, matches pattern: String) -> Bool {
    if pattern == "*/*" || pattern == type { return true }
    guard pattern.hasSuffix("/*") else { return false }
    return type.hasPrefix(pattern.dropLast())
  }
}
