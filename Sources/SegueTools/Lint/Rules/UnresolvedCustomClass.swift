import StoryboardFormat

extension LintRule {
  /// The `unresolved-custom-class` rule.
  static let unresolvedCustomClass = LintRule(
    id: DiagnosticCode(rawValue: "unresolved-custom-class"), severity: .warning,
    summary: "A custom class or module cannot resolve at run time.",
    explanation: """
      At run time UIKit looks the class up by name, in customModule when one is set (with \
      customModuleProvider="target" the module is the target the storyboard is built into); when the \
      lookup fails it logs "Unknown class … in Interface Builder file." and uses the plain UIKit class. \
      Without the Swift sources only some failures are certain, and the rule reports those: a module \
      without a class; a customModuleProvider other than 'target'; a class name that is not an identifier; \
      a class that other objects of the same storyboard (so of the same target) take from the app target (module inherited from \
      the target) but that this object pins to a different fixed module. A class pinned to the very module \
      the storyboard's other objects inherit from the target resolves today, but not once the target is \
      renamed; that is reported as a note. When Swift or Objective-C sources \
      are found (see unwind-action-not-implemented), it also reports a class whose module is inherited \
      from the target but which no source declares, and a Swift class used with no module and no \
      @objc(Name), which NSClassFromString cannot find. Classes with a system prefix (UI, NS, WK, MK, AV …) \
      are not looked for in the sources.
      """, origin: .lint, check: UnresolvedCustomClass.check)
}

/// The unresolved-custom-class rule: custom classes and modules that cannot resolve at run time.
enum UnresolvedCustomClass {
  private struct Named {
    var customClass: String?
    var module: String?
    var provider: ModuleProvider?
    var what: String
    var location: SourceLocation
    var id: String?
  }

  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for document in context.documents {
      // Classes other objects of this storyboard (so of the same target) take from the target, with the
      // module Xcode last wrote for them.
      let objects = namedObjects(document)
      var targetClasses: [String: String] = [:]
      for named in objects where named.provider == .target {
        if let name = named.customClass, let module = named.module {
          targetClasses[name] = targetClasses[name] ?? module
        }
      }
      let targetModules = Set(targetClasses.values)
      for named in objects {
        if let message = problem(named, targetClasses: targetClasses, sources: context.sources) {
          findings.append(LintChecks.finding(.unresolvedCustomClass, message, at: named.location, object: named.id))
        } else if named.provider == nil, let module = named.module, let name = named.customClass,
          targetModules.contains(module)
        {
          findings.append(
            LintChecks.finding(
              .unresolvedCustomClass,
              "The \(named.what)'s class '\(name)' names the app target's module '\(module)' instead of inheriting it; "
                + "it stops resolving if the target or its module is renamed (tick 'Inherit Module From Target')",
              at: named.location, object: named.id, severity: .note))
        }
      }
    }
    return findings
  }

  private static func problem(_ named: Named, targetClasses: [String: String], sources: SourceIndex) -> String? {
    let name = named.customClass.flatMap { $0.isEmpty ? nil : $0 }
    guard let name else {
      if let module = named.module, !module.isEmpty {
        return "The \(named.what) has module '\(module)' but no custom class"
      }
      return nil
    }
    if let provider = named.provider, provider != .target {
      return
        "The \(named.what)'s class '\(name)' has customModuleProvider '\(provider)'; Interface Builder writes only 'target'"
    }
    if !isClassName(name) {
      return "The \(named.what)'s custom class '\(name)' is not a valid class name"
    }
    if named.provider == nil, let module = named.module, let targetModule = targetClasses[name], module != targetModule
    {
      return
        "The \(named.what)'s class '\(name)' is pinned to module '\(module)', but elsewhere in this storyboard it comes from the app target "
        + "(module '\(targetModule)'); '\(module).\(name)' will not be found unless that module declares it too"
    }
    guard !sources.isEmpty, !ClassNames.hasSystemPrefix(name) else { return nil }
    if named.provider == .target, sources.classes[name] == nil {
      return
        "The \(named.what)'s class '\(name)' inherits its module from the target, but no Swift or Objective-C source declares it"
    }
    if named.provider == nil, named.module == nil, sources.classes[name] == .swift, !sources.objcNames.contains(name) {
      return "The \(named.what)'s class '\(name)' is a Swift class with no module and no @objc(\(name)) name; "
        + "UIKit cannot find it (tick 'Inherit Module From Target')"
    }
    return nil
  }

  private static func namedObjects(_ document: StoryboardDocument) -> [Named] {
    var result: [Named] = []
    // Most objects have no custom class: look at two attributes before anything else (a provider alone,
    // without class or module, is not reported).
    func add(_ object: StoryboardObject, isController: Bool) {
      let customClass = object.customClass
      let module = customClass == nil ? object.customModule : nil
      guard customClass != nil || module != nil else { return }
      result.append(
        Named(
          customClass: customClass, module: module ?? object.customModule, provider: object.moduleProvider,
          what: isController ? "scene controller" : object.element, location: object.location, id: object.id))
    }
    for scene in document.scenes {
      if let controller = scene.controller {
        add(controller.object, isController: true)
        for child in controller.object.children { child.forEachObject { add($0, isController: false) } }
      }
      for object in scene.objects { object.forEachObject { add($0, isController: false) } }
      for segue in scene.segues
      where segue.customClass != nil || segue.customModule != nil || segue.customModuleProvider != nil {
        result.append(
          Named(
            customClass: segue.customClass, module: segue.customModule, provider: segue.moduleProvider,
            what: "\(segue.kind.rawValue) segue", location: segue.location, id: segue.id))
      }
    }
    return result
  }

  /// Objective-C identifiers, optionally module-qualified (`App.ViewController`); non-ASCII letters allowed.
  static func isClassName(_ name: String) -> Bool {
    var atStart = true
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "."):
        if atStart { return false }
        atStart = true
        continue
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if atStart { return false }
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
        UInt8(ascii: "$"), 0x80...:
        break
      default:
        return false
      }
      atStart = false
    }
    return !atStart
  }
}
