import StoryboardFormat

extension ManifestBuilder {
  /// An `<activity>` or `<activity-alias>` with its intent filters and meta-data.
  mutating func activity(_ node: RecordedElement, in parent: NamespaceScope) -> ManifestActivity {
    let isAlias = node.element == "activity-alias"
    let (scope, android) = read(node, in: parent, wanted: Self.activityFields)
    // The fields, picked up as the attributes were read (each is `android[name]`), before any child is read.
    func field(_ index: Int) -> String? { attributeScratch.fieldValues[index] }
    let name = field(0) ?? ""
    let targetActivity = field(1)
    let launchModeValue = field(2)
    let taskAffinity = field(3)
    let exported = field(4)
    let theme = field(5)
    let configChangesValue = field(6)
    let screenOrientation = field(7)
    let noHistory = field(8)
    let excludeFromRecents = field(9)
    let enabled = field(10)
    let documentLaunchMode = field(11)
    let parentActivityName = field(12)
    let permission = field(13)
    if name.isEmpty {
      report(
        .error, .componentWithoutName,
        "'<\(node.element)>' has no 'android:name'; Android refuses the manifest", at: node.location)
    }
    var activity = ManifestActivity(
      name: name, className: name.isEmpty ? "" : className(name, at: node.location), isAlias: isAlias,
      location: node.location)
    activity.androidAttributes = android
    activity.attributes = node.attributes
    if isAlias {
      if let target = targetActivity, !target.isEmpty {
        activity.targetActivity = className(target, at: node.location)
      } else {
        report(
          .error, .componentWithoutName,
          "'<activity-alias>' '\(name)' has no 'android:targetActivity'", at: node.location)
      }
    }
    activity.launchMode = launchMode(launchModeValue, at: node.location)
    activity.taskAffinity = taskAffinity
    activity.exported = bool("exported", exported, at: node.location)
    activity.theme = theme
    activity.configChanges = configChanges(configChangesValue, at: node.location)
    activity.screenOrientation = checked(
      screenOrientation, "screenOrientation", among: ManifestVocabulary.screenOrientations,
      code: .unknownScreenOrientation, at: node.location)
    activity.noHistory = bool("noHistory", noHistory, at: node.location)
    activity.excludeFromRecents = bool("excludeFromRecents", excludeFromRecents, at: node.location)
    activity.enabled = bool("enabled", enabled, at: node.location)
    activity.documentLaunchMode = checked(
      documentLaunchMode, "documentLaunchMode", among: ManifestVocabulary.documentLaunchModes,
      code: .unknownDocumentLaunchMode, at: node.location)
    activity.parentActivityName = parentActivityName.map { className($0, at: node.location) }
    activity.permission = permission
    for child in node.children {
      switch child.element {
      case "intent-filter":
        activity.intentFilters.append(intentFilter(child, in: scope))
      case "meta-data":
        activity.metaData.append(metaDataElement(child, in: scope))
      case "nav-graph":
        if let value = read(child, in: scope).android["value"] { activity.navigationGraphs.append(value) }
        activity.extras.append(kept(child))
      default:
        activity.extras.append(other(child, in: scope, parent: node, known: ManifestVocabulary.activityChildren))
      }
    }
    return activity
  }

  /// The attributes `activity(_:in:)` takes by name, in Android's namespace.
  private static let activityFields: WantedAttributes = [
    (.android, "name"), (.android, "targetActivity"), (.android, "launchMode"), (.android, "taskAffinity"),
    (.android, "exported"), (.android, "theme"), (.android, "configChanges"), (.android, "screenOrientation"),
    (.android, "noHistory"), (.android, "excludeFromRecents"), (.android, "enabled"), (.android, "documentLaunchMode"),
    (.android, "parentActivityName"), (.android, "permission"),
  ]

  mutating func metaDataElement(_ node: RecordedElement, in parent: NamespaceScope) -> MetaData {
    let android = read(node, in: parent).android
    return MetaData(
      name: android["name"], value: android["value"], resource: android["resource"], attributes: node.attributes,
      location: node.location)
  }

  private mutating func intentFilter(_ node: RecordedElement, in parent: NamespaceScope) -> IntentFilter {
    var filter = IntentFilter(location: node.location)
    filter.attributes = node.attributes
    let (scope, android) = read(node, in: parent)
    filter.priority = android["priority"]
    for child in node.children {
      switch child.element {
      case "action", "category":
        let name = read(child, in: scope).android["name"]
        guard let name else {
          report(
            .warning, .componentWithoutName,
            "'<\(child.element)>' has no 'android:name' and matches nothing", at: child.location)
          filter.extras.append(kept(child))
          continue
        }
        if child.element == "action" { filter.actions.append(name) } else { filter.categories.append(name) }
      case "data":
        filter.data.append(data(child, in: scope))
      default:
        filter.extras.append(other(child, in: scope, parent: node, known: ManifestVocabulary.intentFilterChildren))
      }
    }
    return filter
  }

  private mutating func data(_ node: RecordedElement, in parent: NamespaceScope) -> IntentFilterData {
    let android = read(node, in: parent).android
    var data = IntentFilterData(location: node.location)
    data.scheme = android["scheme"]
    data.host = android["host"]
    data.port = android["port"]
    data.path = android["path"]
    data.pathPrefix = android["pathPrefix"]
    data.pathPattern = android["pathPattern"]
    data.pathSuffix = android["pathSuffix"]
    data.pathAdvancedPattern = android["pathAdvancedPattern"]
    data.mimeType = android["mimeType"]
    data.attributes = node.attributes
    return data
  }

  // MARK: - Values

  private mutating func launchMode(_ value: String?, at location: SourceLocation) -> LaunchMode? {
    guard let value, !ManifestVocabulary.isDeferred(value) else { return nil }
    if let mode = LaunchMode(rawValue: value) { return mode }
    let suggestion = Spelling.closest(to: value, among: LaunchMode.allCases.map(\.rawValue))
    report(
      .error, .unknownLaunchMode,
      "Unknown launch mode '\(value)'; it is kept as written.\(suggestion.map { " Did you mean '\($0)'?" } ?? "")",
      at: location)
    return nil
  }

  private mutating func configChanges(_ value: String?, at location: SourceLocation) -> [String] {
    guard let value else { return [] }
    // An ASCII value without ASCII white space (every real one) has no `Character` that `isWhitespace` removes:
    // its flags are split on its bytes, with no test of every character's Unicode properties.
    let plain = value.utf8.allSatisfy { $0 < 0x80 && $0 != 0x20 && !(0x09...0x0D).contains($0) }
    let flags =
      plain
      ? value.utf8.split(separator: UInt8(ascii: "|")).map { String(decoding: $0, as: UTF8.self) }
      : value.split(separator: "|").map { String($0.filter { !$0.isWhitespace }) }
    for flag in flags where !ManifestVocabulary.isDeferred(flag) && !ManifestVocabulary.configChanges.contains(flag) {
      let suggestion = Spelling.closest(to: flag, among: ManifestVocabulary.configChanges)
      report(
        .error, .unknownConfigChange,
        "Unknown configChanges flag '\(flag)'.\(suggestion.map { " Did you mean '\($0)'?" } ?? "")", at: location)
    }
    return flags
  }

  private mutating func checked(
    _ value: String?, _ attribute: String, among values: [String], code: DiagnosticCode,
    at location: SourceLocation
  ) -> String? {
    guard let value, !ManifestVocabulary.isDeferred(value), !values.contains(value) else { return value }
    let suggestion = Spelling.closest(to: value, among: values)
    report(
      .error, code,
      "Unknown \(attribute) '\(value)'; it is kept as written.\(suggestion.map { " Did you mean '\($0)'?" } ?? "")",
      at: location)
    return value
  }

  /// `true`/`false`, else a diagnostic (unless the value is resolved later) and `nil`; `value` is `android:name`'s.
  private mutating func bool(_ name: String, _ value: String?, at location: SourceLocation) -> Bool? {
    switch value {
    case nil: return nil
    case "true": return true
    case "false": return false
    case let value? where ManifestVocabulary.isDeferred(value): return nil
    case let value?:
      report(
        .error, .invalidBoolean,
        "Attribute 'android:\(name)' is '\(value)', not 'true' or 'false'; it is kept as written", at: location)
      return nil
    }
  }
}
