import StoryboardFormat

extension LintRule {
  /// The `outlet-without-property` rule.
  static let outletWithoutProperty = LintRule(
    id: DiagnosticCode(rawValue: "outlet-without-property"), severity: .error,
    summary: "An outlet of a xib or storyboard names a property its class does not declare.",
    explanation: """
      Loading a nib (a xib, or a storyboard scene, which is compiled into nibs) sets each outlet with \
      setValue(_:forKey:) on the object that holds it (a xib's File's Owner, a scene's controller, or any object \
      with a custom class); when the class has no such property, UIKit raises NSUnknownKeyException \
      "[<X> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key name." — \
      usually an outlet renamed or deleted in code but not in Interface Builder. The rule needs the Swift or \
      Objective-C sources (see unwind-action-not-implemented) and checks an outlet only when the holder's \
      custom class and every superclass up to a UIKit class are declared in them; it looks for a Swift 'var' or \
      'let' member or an Objective-C '@property' or IBOutlet instance variable of that name in the class, its \
      superclasses and their extensions. Properties UIKit classes offer as outlets (view, delegate, dataSource, \
      textLabel …) are accepted when the chain ends at a UIKit class. Classes from frameworks whose sources are \
      not scanned are not checked.
      """, origin: .lint, check: OutletWithoutProperty.check)
}

/// The outlet-without-property rule: outlets of xibs and storyboards to properties the sources do not declare.
enum OutletWithoutProperty {
  static func check(_ context: LintContext) -> [Diagnostic] {
    guard !context.sources.isEmpty else { return [] }
    var findings: [Diagnostic] = []
    for nib in context.nibs {
      let ownerID = nib.filesOwner?.id
      for object in nib.objects {
        object.forEachObject { holder in
          let what = holder.id != nil && holder.id == ownerID ? "File's Owner" : nil
          findings += check(holder, what: what, loading: "the nib", context.sources)
        }
      }
    }
    for document in context.documents {
      for scene in document.scenes {
        var objects = scene.objects
        if let controller = scene.controller { objects.append(controller.object) }
        for object in objects {
          object.forEachObject { findings += check($0, what: nil, loading: "the scene", context.sources) }
        }
      }
    }
    return findings
  }

  /// The outlets `holder` holds that name no property of its custom class.
  private static func check(
    _ holder: StoryboardObject, what: String?, loading: String, _ sources: SourceIndex
  ) -> [Diagnostic] {
    guard let className = holder.customClass, !holder.connections.isEmpty else { return [] }
    var findings: [Diagnostic] = []
    for connection in holder.connections where [.outlet, .outletCollection].contains(connection.kind) {
      guard let property = connection.property, let missing = missingProperty(property, of: className, sources)
      else { continue }
      let name = what.map { "\($0) '\(className)'" } ?? "'\(className)'"
      findings.append(
        LintChecks.finding(
          .outletWithoutProperty,
          "Outlet '\(property)' of \(name) names no property of \(missing); loading \(loading) raises "
            + "\"setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property).\"",
          at: connection.location, object: connection.id))
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
    if ClassNames.hasSystemPrefix(root) {
      guard !uikitOutletProperties.contains(property) else { return nil }
    } else if sources.classes[root] == nil {
      return nil
    }
    let declared = chain.filter { sources.classes[$0] != nil && !ClassNames.hasSystemPrefix($0) }
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
