import StoryboardFormat

/// Turns the elements of one manifest, as the shared reader records them, into an ``AndroidManifest``, reporting
/// what does not fit.
struct ManifestBuilder: AndroidXMLBuilder {
  let path: String
  let namespace: String?
  var diagnostics: [Diagnostic] = []
  /// The package names resolve against, once `<manifest>` is read.
  var package: String?
  var attributeScratch = AttributeScratch()
  let readsAttributesAsStrings: Bool

  init(path: String, namespace: String?, readsAttributesAsStrings: Bool = false) {
    self.path = path
    self.namespace = namespace
    self.readsAttributesAsStrings = readsAttributesAsStrings
  }

  mutating func build(_ bytes: [UInt8]) -> AndroidManifest {
    var manifest = AndroidManifest(path: path)
    read(bytes, into: &manifest)
    manifest.diagnostics = sortedDiagnostics
    return manifest
  }

  private mutating func read(_ bytes: [UInt8], into manifest: inout AndroidManifest) {
    guard let root = rootElement(of: bytes, missingRootCode: .notAManifest) else {
      return
    }
    guard root.element == "manifest" else {
      report(
        .error, .notAManifest,
        "The root element is '<\(root.element)>', not '<manifest>': this is not an Android manifest", at: root.location)
      return
    }
    readManifest(root, into: &manifest)
  }

  private mutating func readManifest(_ root: RecordedElement, into manifest: inout AndroidManifest) {
    let (scope, android) = read(root, in: NamespaceScope())
    manifest.androidPrefix = scope.prefix(for: AndroidManifest.androidNamespace)
    if manifest.androidPrefix == nil {
      report(
        .warning, .noAndroidNamespace,
        "No prefix is bound to Android's namespace '\(AndroidManifest.androidNamespace)'; 'android:' attributes "
          + "cannot be read", at: root.location)
    }
    manifest.attributes = root.attributes
    manifest.androidAttributes = android
    package = root.attributes["package"] ?? namespace
    manifest.package = package
    if package == nil {
      report(
        .warning, .manifestWithoutPackage,
        "'<manifest>' has no 'package' attribute and no namespace was given; class names stay as written",
        at: root.location)
    }
    for child in root.children {
      switch child.element {
      case "application" where manifest.application == nil:
        manifest.application = application(child, in: scope)
      case "uses-sdk" where manifest.usesSDK == nil:
        manifest.usesSDK = usesSDK(child, in: scope)
      case "application", "uses-sdk":
        report(
          .warning, .duplicateElement,
          "A second '<\(child.element)>' is kept but not read; Android reads the first", at: child.location)
        manifest.extras.append(kept(child))
      default:
        manifest.extras.append(other(child, in: scope, parent: root, known: ManifestVocabulary.manifestChildren))
      }
    }
  }

  private mutating func usesSDK(_ node: RecordedElement, in parent: NamespaceScope) -> UsesSDK {
    let android = read(node, in: parent).android
    return UsesSDK(
      minSdkVersion: android["minSdkVersion"], targetSdkVersion: android["targetSdkVersion"],
      maxSdkVersion: android["maxSdkVersion"], attributes: node.attributes, location: node.location)
  }

  private mutating func application(_ node: RecordedElement, in parent: NamespaceScope) -> ManifestApplication {
    var application = ManifestApplication(location: node.location)
    let (scope, android) = read(node, in: parent)
    application.androidAttributes = android
    application.attributes = node.attributes
    application.name = android["name"]
    application.className = android["name"].map { className($0, at: node.location) }
    application.theme = android["theme"]
    application.taskAffinity = android["taskAffinity"]
    var declared: Set<String> = []  // Activities (not aliases) so far, so that each alias is checked in constant time.
    for child in node.children {
      switch child.element {
      case "activity", "activity-alias":
        let activity = activity(child, in: scope)
        // PackageParser.parseActivityAlias searches the activities parsed so far, and fails with this text.
        if let target = activity.targetActivity, !declared.contains(target) {
          report(
            .error, .aliasTargetMissing,
            "<activity-alias> target activity '\(target)' not found in manifest; Android looks only at the "
              + "activities declared before the alias",
            at: child.location)
        }
        if !activity.isAlias { declared.insert(activity.className) }
        application.activities.append(activity)
      case "meta-data":
        application.metaData.append(metaDataElement(child, in: scope))
      default:
        application.extras.append(other(child, in: scope, parent: node, known: ManifestVocabulary.applicationChildren))
      }
    }
    return application
  }

  /// A child with no field in the model, kept whole; reported when Android does not define it there.
  mutating func other(
    _ node: RecordedElement, in parentScope: NamespaceScope, parent: RecordedElement, known: Set<String>
  ) -> ManifestElement {
    if let colon = node.element.utf8.firstIndex(of: UInt8(ascii: ":")) {
      let prefix = node.element[..<colon]
      if parentScope.entering(node.attributes.all).uri(of: prefix) == nil {
        report(
          .warning, .unboundPrefix,
          "Prefix '\(prefix)' of element '<\(node.element)>' is not bound to a namespace; the element is kept as is",
          at: node.location)
      }
    } else if !known.contains(node.element) {
      let suggestion = Spelling.closest(to: node.element, among: known.sorted()).map { " Did you mean '\($0)'?" }
      report(
        .note, .unknownElement,
        "Unknown element '<\(node.element)>' in '<\(parent.element)>' is kept as is.\(suggestion ?? "")",
        at: node.location)
    }
    return kept(node)
  }

  /// `node` and everything below it as a ``ManifestElement``.
  func kept(_ node: RecordedElement) -> ManifestElement {
    ManifestElement(
      element: node.element, attributes: node.attributes, children: node.children.map(kept), content: node.content,
      location: node.location)
  }

  /// The scope inside `node` and its attributes in Android's namespace by local name, from one pass over its
  /// attributes; reports unknown ones and unbound prefixes.
  /// The values of the `wanted` attributes are left in `attributeScratch.fieldValues`, in their order.
  mutating func read(_ node: RecordedElement, in parent: NamespaceScope, wanted: WantedAttributes = []) -> (
    scope: NamespaceScope, android: [String: String]
  ) {
    let known = ManifestVocabulary.androidAttributes[node.element]
    let read = readAttributes(node, in: parent, keepsApp: false, knownAndroid: known, wanted: wanted) { builder, name in
      builder.reportPlain(name, on: node, known: known)
    }
    return (read.scope, read.android)
  }

  private mutating func reportPlain(_ name: String, on node: RecordedElement, known: Set<String>?) {
    if node.element == "manifest", ManifestVocabulary.plainManifestAttributes.contains(name) { return }
    let hint = known?.contains(name) == true ? "; Android reads 'android:\(name)'" : ""
    report(
      .note, .unknownAttribute,
      "Attribute '\(name)' on '<\(node.element)>' has no namespace and is kept as is\(hint)", at: node.location)
  }

  /// `name` resolved against the package; a name Android refuses is reported with Android's text.
  mutating func className(_ name: String, at location: SourceLocation) -> String {
    let resolved = ManifestClassName.resolve(name, package: package)
    if let first = resolved.utf8.first, !(first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")), package != nil,
      !ManifestVocabulary.hasPlaceholder(resolved)
    {
      report(
        .error, .badClassName,
        "Bad class name '\(name)' in package '\(package ?? "")'", at: location)
    }
    return resolved
  }

}
