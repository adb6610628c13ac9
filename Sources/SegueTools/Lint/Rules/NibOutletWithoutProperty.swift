import StoryboardFormat

extension LintRule {
  /// The `nib-outlet-without-property` rule.
  static let nibOutletWithoutProperty = LintRule(
    id: "nib-outlet-without-property", severity: .error,
    summary: "A nib's outlet names a property its class does not declare.",
    explanation: """
      Loading a nib sets each outlet with setValue(_:forKey:) on the object that holds it (the File's Owner or \
      an object of the nib); when the class has no such property, UIKit raises NSUnknownKeyException \
      "[<X> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key name." — \
      usually an outlet renamed or deleted in code but not in Interface Builder. The rule needs the Swift or \
      Objective-C sources (see unwind-action-not-implemented) and checks an outlet only when the holder's \
      custom class and every superclass up to a UIKit class are declared in them; it looks for a Swift 'var' or \
      'let' member or an Objective-C '@property' or IBOutlet instance variable of that name in the class, its \
      superclasses and their extensions. Properties UIKit classes offer as outlets (view, delegate, dataSource, \
      textLabel …) are accepted when the chain ends at a UIKit class. Classes from frameworks whose sources are \
      not scanned are not checked.
      """, origin: .lint, check: NibOutletWithoutProperty.check)
}

/// The nib-outlet-without-property rule: outlets to properties the sources do not declare.
enum NibOutletWithoutProperty {
  static func check(_ context: LintContext) -> [Diagnostic] {
    guard !context.sources.isEmpty else { return [] }
    var findings: [Diagnostic] = []
    for nib in context.nibs {
      let ownerID = nib.filesOwner?.id
      var classes: [String: String] = [:]
      for object in nib.objects {
        object.forEachObject { inner in
          if let id = inner.id, let name = inner.customClass { classes[id] = classes[id] ?? name }
        }
      }
      for connection in nib.connections where [.outlet, .outletCollection].contains(connection.kind) {
        guard let sourceID = connection.sourceID, let className = classes[sourceID],
          let property = connection.connection.property,
          let missing = missingProperty(property, of: className, context.sources)
        else { continue }
        let holder = sourceID == ownerID ? "File's Owner '\(className)'" : "'\(className)'"
        findings.append(
          LintChecks.finding(
            .nibOutletWithoutProperty,
            "Outlet '\(property)' of \(holder) names no property of \(missing); loading the nib raises "
              + "\"setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property).\"",
            at: connection.connection.location, object: connection.connection.id))
      }
    }
    return findings
  }

  /// `nil` when `property` is declared (or cannot be checked); else how the classes looked in are named.
  private static func missingProperty(_ property: String, of className: String, _ sources: SourceIndex) -> String? {
    guard sources.classes[className] != nil else { return nil }
    let chain = sources.classChain(className)
    if chain.contains(where: { sources.properties[$0]?.contains(property) == true }) { return nil }
    // The chain ends at a UIKit class (whose outlet properties are known; an app's extension of it declares no
    // stored property), or leaves the sources at a framework's class, which is not checked.
    guard let root = chain.last else { return nil }
    if UnresolvedCustomClass.hasSystemPrefix(root) {
      guard !uikitOutletProperties.contains(property) else { return nil }
    } else if sources.classes[root] == nil {
      return nil
    }
    let declared = chain.filter { sources.classes[$0] != nil && !UnresolvedCustomClass.hasSystemPrefix($0) }
    let names = declared.map { "'\($0)'" }
    return names.count == 1
      ? names[0] : "\(names[0]) or its superclasses (\(names.dropFirst().joined(separator: ", ")))"
  }

  /// Properties of UIKit classes that Interface Builder offers as outlets.
  static let uikitOutletProperties: Set<String> = [
    "view", "delegate", "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "tableView",
    "collectionView", "searchBar", "searchDisplayController", "navigationItem", "tabBarItem", "toolbarItems",
    "refreshControl", "imageView", "textLabel", "detailTextLabel", "contentView", "backgroundView",
    "selectedBackgroundView", "multipleSelectionBackgroundView", "accessoryView", "editingAccessoryView",
    "inputView", "inputAccessoryView", "tableHeaderView", "tableFooterView", "titleView", "leftBarButtonItem",
    "rightBarButtonItem", "backBarButtonItem", "leftBarButtonItems", "rightBarButtonItems", "customView",
    "tabBar", "navigationBar", "toolbar", "viewControllers", "gestureRecognizers", "menu", "target",
    "nextKeyView", "initialFirstResponder", "window", "rootViewController", "mask", "maskView",
  ]
}
