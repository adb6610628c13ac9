/// The app's types by qualified name, each merged from its declaration and its extensions, and the lookups that
/// `#selector` resolution and the connection tables need.
struct TypeIndex {
  private(set) var types: [String: PortedType] = [:]
  /// Methods that a `#selector` names: type name → selectors, so the type's table handles them.
  private(set) var selectorTargets: [String: Set<String>] = [:]

  init(_ fragments: [PortedType]) {
    for fragment in fragments {
      var type = types[fragment.name] ?? PortedType(name: fragment.name)
      if fragment.isClass {
        type.isClass = true
        type.inherited = fragment.inherited
        type.isGeneric = fragment.isGeneric
        type.isPublic = fragment.isPublic
        type.isOpen = fragment.isOpen
        type.privateModifiers = fragment.privateModifiers
        type.closingBrace = fragment.closingBrace
        type.openingBrace = fragment.openingBrace
        type.location = fragment.location
      }
      type.hasHandWrittenTable = type.hasHandWrittenTable || fragment.hasHandWrittenTable
      type.overridableTableOwner = type.overridableTableOwner ?? fragment.overridableTableOwner
      type.methods += fragment.methods
      type.outlets += fragment.outlets
      type.designatedInitializers += fragment.designatedInitializers
      type.conformances += fragment.conformances
      type.isApplicationMain = type.isApplicationMain || fragment.isApplicationMain
      types[fragment.name] = type
    }
    // `extension Inner` written inside `Outer` or with a short name: attach to the one class so named.
    for name in Array(types.keys) where !(types[name]?.isClass ?? false) {
      guard let short = name.split(separator: ".").last.map(String.init),
        let target = types.keys.filter({ $0 != name && types[$0]?.isClass == true && $0.hasSuffix("." + short) })
          .onlyElement,
        let fragment = types[name]
      else { continue }
      types[target]?.methods += fragment.methods
      types[target]?.outlets += fragment.outlets
      types[target]?.conformances += fragment.conformances
      if fragment.hasHandWrittenTable { types[target]?.hasHandWrittenTable = true }
      types[name] = nil
    }
  }

  /// The class named `name` as written in `scope` (a nested name is tried inside its enclosing types first).
  func className(_ name: String, in scope: String?) -> String? {
    var prefix = scope?.split(separator: ".").map(String.init) ?? []
    while true {
      let candidate = (prefix + [name]).joined(separator: ".")
      if types[candidate] != nil { return candidate }
      if prefix.isEmpty { return nil }
      prefix.removeLast()
    }
  }

  /// The app superclass of class `name`.
  func superclass(of name: String) -> String? {
    guard let first = types[name]?.inherited.first else { return nil }
    let scope = name.split(separator: ".").dropLast().joined(separator: ".")
    guard let found = className(first, in: scope.isEmpty ? nil : scope), types[found]?.isClass == true else {
      return nil
    }
    return found
  }

  /// `name` and its app superclasses, nearest first.
  func lineage(of name: String) -> [String] {
    var result = [name]
    while let next = superclass(of: result[result.count - 1]), !result.contains(next) { result.append(next) }
    return result
  }

  /// The selector string for a `#selector`, and the method it names marked as a table entry of its class.
  mutating func resolve(_ use: SelectorUse) -> Result<String, PortFinding> {
    if let accessor = use.accessor {
      return .success(accessor == "setter" ? ObjCSelector.setter(of: use.baseName) : use.baseName)
    }
    let owner = use.typeName.flatMap { className($0, in: use.enclosingType) } ?? use.enclosingType
    var candidates: [(type: String, method: PortedType.Method)] = []
    for type in owner.map({ lineage(of: $0) }) ?? [] {
      candidates = matches(use, in: type)
      if !candidates.isEmpty { break }
    }
    if candidates.isEmpty, use.typeName == nil {
      candidates = types.keys.sorted().flatMap { matches(use, in: $0) }
    }
    if let found = candidates.first, candidates.count == 1 || Set(candidates.map(\.method.selector)).count == 1 {
      if types[found.type]?.isClass == true, !found.method.isStatic {
        selectorTargets[found.type, default: []].insert(found.method.selector)
      }
      return .success(found.method.selector)
    }
    if let labels = use.labels {
      // A method of UIKit or of another module: the compiler's rule on the written labels.
      return .success(ObjCSelector.name(baseName: use.baseName, labels: labels))
    }
    if candidates.isEmpty, let typeName = use.typeName,
      let labels = UIKitMethods.unlabeled[Substring(typeName + "." + use.baseName)]
    {
      // A method of UIKit's named without labels (`#selector(UIView.endEditing)`), which no app code declares (an
      // app's extension of the class may declare others): the labels of UIKit's interface.
      return .success(ObjCSelector.name(baseName: use.baseName, labels: labels))
    }
    let place = use.location
    if candidates.isEmpty {
      return .failure(
        PortFinding(
          .error, at: place,
          "'#selector(\(use.baseName))' names no method of the app and gives no argument labels; write them "
            + "('\(use.baseName)(_:)') or use Selector(\"…\")"))
    }
    let spelled = candidates.map { "'\($0.type).\($0.method.baseName)' (\($0.method.selector))" }.joined(
      separator: ", ")
    return .failure(
      PortFinding(
        .error, at: place,
        "'#selector(\(use.baseName))' is ambiguous: \(spelled); write the argument labels"))
  }

  /// Overrides in a class body of methods that an app superclass declares in an extension: Linux's compiler refuses
  /// them ("declared in extension … cannot be overridden"), as it does overrides written in extensions.
  /// Methods that override one their ancestor declares in an extension, which Linux's compiler refuses: the
  /// error, the ancestor, and where the ancestor's method is (``ExtensionMerge`` may fold it into the class).
  func overridesOfExtensionMembers() -> [(finding: PortFinding, owner: String, ownerMethod: PortLocation)] {
    var found: [(finding: PortFinding, owner: String, ownerMethod: PortLocation)] = []
    for name in types.keys.sorted() {
      guard let type = types[name], type.isClass else { continue }
      for method in type.methods where method.isOverride && !method.isInExtension {
        let ancestors = lineage(of: name).dropFirst()
        guard
          let owner = ancestors.first(where: { ancestor in
            types[ancestor]?.methods.contains {
              $0.baseName == method.baseName && $0.labels == method.labels && !$0.isOverride
            } == true
          }),
          let ownerMethod = types[owner]?.methods.first(where: {
            $0.baseName == method.baseName && $0.labels == method.labels && $0.isInExtension && !$0.isOverride
          })
        else { continue }
        let finding = PortFinding(
          .error, at: method.location,
          "'\(method.swiftName)' overrides a method that '\(owner)' declares in an extension, which Linux's "
            + "compiler refuses; move that method into the body of '\(owner)'")
        found.append((finding, owner, ownerMethod.location))
      }
    }
    return found
  }

  private func matches(_ use: SelectorUse, in type: String) -> [(type: String, method: PortedType.Method)] {
    (types[type]?.methods ?? []).filter { method in
      method.baseName == use.baseName && (use.labels == nil || use.labels == method.labels)
    }.map { (type, $0) }
  }
}
