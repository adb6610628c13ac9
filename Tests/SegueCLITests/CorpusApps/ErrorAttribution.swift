import Foundation

/// Decides whose gap each error of one app's type-check is (``CompilerError/Owner``).
///
/// The rule, in order:
/// 1. The message says it: a missing module; Foundation's gaps (FoundationNetworking's types, key-value observing
///    and coding, `Progress()`, selector-based notification observers); the port's (an override in an extension and
///    calls of it, optional protocol requirements, `#selector` constants); a member a module lacks (the stand-in's
///    module, or SegueKit's); a member another framework adds to UIKit's types (Kingfisher's `kf`).
/// 2. Of what the other rules give SegueKit or leave unattributed: a name UIKit's interface does not declare anywhere
///    (``uiKitIdentifiers``) that the compiler could not find, as a member (`snp`, `tapPublisher`, `makeToast`) or in
///    scope (`vDSP_meamgv`, `kSystemSoundID_Vibrate`), or a call no UIKit function of that name takes (`viewController()`;
///    UIKit's take labels), in an app that imports a module Linux lacks: that module's (a third-party one's extension
///    of UIKit's types, a C framework's function or constant). SegueKit's only gaps are UIKit's names. `responds(to:)`
///    and `perform(_:with:)`, the Objective-C runtime's, are Foundation's, and so is a member missing in code rule 7
///    gives Foundation (or of an `NS` type of Foundation's).
/// 3. The message quotes a *foreign* name — one the compiler could not find that is no UIKit or Foundation name, or a
///    stand-in module's — or an app type built on one (its superclass or a conformance is foreign, transitively
///    through the app's own types): the missing framework's.
/// 4. A name the compiler could not find: UIKit's (`UI…`, `CG…`, `CA…`) is SegueKit's, `NS…` Foundation's, any other
///    capitalised one a missing framework's; a lowercase one is inherited, so the enclosing type's ancestry decides.
/// 5. The message quotes a UIKit name (or reads a document into an `NSAttributedString`, UIKit's addition): SegueKit's;
///    but an implicit member looked up in a UIKit type (`.offset` in `CGFloat`) on a line calling an app function
///    whose signature names a foreign type is that framework's (the overload taking it could not be chosen).
/// 6. `super`, `override` and `has no member` errors: the ancestry of the type they are about decides.
/// 7. The code it is in uses a missing framework: its line, and its statement (with the statements around it, a
///    closure's call) or, outside any statement, its enclosing member, names a foreign name, an app type *tainted*
///    by one (its ancestry, an alias or a stored property's type is foreign, transitively), or a variable,
///    parameter, generic parameter, property, method or global function whose type or signature does. The same with
///    FoundationNetworking's types, or with a Foundation class Linux lacks (`NSMapTable`, in a file importing only UIKit's
///    and Foundation's families), is Foundation's. So is an error inside a type that exists for a missing framework
///    (a SwiftUI view, a protocol buffer message, an extension of the framework's type).
/// 8. A follow-on error: in a statement (or one enclosing it) with an error the rules above attributed, it counts
///    with that one (a missing framework's first).
/// 9. That code names a UIKit type, or a variable of one: SegueKit's. Anything else is unattributed.
struct ErrorAttribution {
  let declarations: AppDeclarations
  let sources: [String: [Substring]]
  let standIns: Set<String>
  /// Names the compiler could not find that only a missing framework can provide, and the stand-in modules' names.
  private(set) var foreignNames: Set<String>
  /// Types swift-corelibs-foundation declares unavailable (moved to FoundationNetworking): code using them is
  /// Foundation's.
  private(set) var foundationNames: Set<String> = []
  /// App types (and aliases) whose ancestry or stored properties reach one of `foundationNames`.
  private(set) var foundationTainted: Set<String> = []
  /// App types whose ancestry (superclass, conformances) reaches a foreign name.
  private(set) var foreignBased: Set<String> = []
  /// App types whose ancestry or stored properties reach a foreign name or another tainted type.
  private(set) var tainted: Set<String> = []
  /// Methods and properties of the app's types whose signature or type names a foreign name or a tainted type.
  private(set) var foreignMembers: Set<String> = []

  /// Prepares the attribution of `errors` in the app's `sources` (file → text).
  init(errors: [CompilerError], sources: [String: String], standIns: Set<String>) {
    declarations = AppDeclarations(sources: sources)
    self.sources = sources.mapValues { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    self.standIns = standIns
    let appTypes = declarations.declaredTypes
    foreignNames = standIns
    for error in errors {
      guard let missing = error.message.firstMatch(of: /^cannot find (?:type )?'(\w+)' in scope$/)?.1,
        missing.first?.isUppercase == true, !Self.isUIKitName(missing), !missing.hasPrefix("NS"),
        !appTypes.contains(String(missing))
      else { continue }
      foreignNames.insert(String(missing))
    }
    for error in errors {
      // A Foundation class swift-corelibs-foundation lacks (WWDCScholars' `NSMapTable`): code using it is Foundation's,
      // as code using FoundationNetworking's is. Only in a file that imports nothing but UIKit's family and Foundation's,
      // where on iOS only Foundation could declare it: CoreData's `NSFetchedResultsController` is no Foundation class.
      if let missing = error.message.firstMatch(of: /^cannot find (?:type )?'(NS\w+)' in scope$/)?.1,
        !Self.isUIKitName(missing), !appTypes.contains(String(missing)),
        MinimalPort.importedModules(sources[error.file] ?? "").isSubset(
          of: MinimalPort.linuxModules.union(["UIKit", "QuartzCore", "CoreGraphics"]))
      {
        foundationNames.insert(String(missing))
      }
      if let name = error.message.firstMatch(of: /^'(\w+)' is unavailable: This type has moved to the Foundation/)?.1
        ?? error.message.firstMatch(of: /'(?:Foundation\.)?(\w+)' \(aka 'AnyObject'\)/)?.1
      {
        foundationNames.insert(String(name))
      }
    }
    foreignBased = Self.closure(foreignNames, over: declarations.inherited)
    let typeEdges = declarations.inherited.merging(declarations.storedPropertyTypes) { $0.union($1) }
    tainted = Self.closure(foreignNames, over: typeEdges)
    foundationTainted = Self.closure(foundationNames, over: typeEdges)
    let foreign = foreignNames.union(tainted)
    foreignMembers = Set(declarations.members.filter { !$0.value.isDisjoint(with: foreign) }.keys)
  }

  /// App types whose names (per `edges`) reach `seeds` or another such type.
  private static func closure(_ seeds: Set<String>, over edges: [String: Set<String>]) -> Set<String> {
    var result: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for (type, names) in edges where !result.contains(type) {
        if !names.isDisjoint(with: seeds) || !names.isDisjoint(with: result) {
          result.insert(type)
          changed = true
        }
      }
    }
    return result
  }

  /// Names UIKit declares (or brings with CoreGraphics and QuartzCore); `NS` names only those of UIKit's text and
  /// layout API, the others being Foundation's.
  static func isUIKitName(_ name: Substring) -> Bool {
    !notUIKit.contains(String(name))
      && isUIKitSpelling(name)
  }

  /// Names spelt like UIKit's that other frameworks declare: SwiftUI's bridges to UIKit, and SideMenu's
  /// `UITableViewVibrantCell` (jonkykong/SideMenu, `Pod/Classes/UITableViewVibrantCell.swift`).
  static let notUIKit: Set<String> = [
    "UIHostingController", "UIViewRepresentable", "UIViewControllerRepresentable", "UITableViewVibrantCell",
  ]

  /// Every identifier of UIKit's interface as the inventory lists it (`Scripts/uikit-inventory/*.tsv`: UIKit's and
  /// QuartzCore's declarations, with their parameters' and types' names), read once.
  static let uiKitIdentifiers: Set<String> = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts/uikit-inventory")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var names: Set<String> = []
    let identifier = /[A-Za-z_]\w*/  // made once, as in `MinimalPort.importedModules`
    for file in files where file.hasSuffix(".tsv") {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") {
        let declaration = line.firstIndex(of: "\t").map { line[line.index(after: $0)...] } ?? line
        for match in declaration.matches(of: identifier) { names.insert(String(match.0)) }
      }
    }
    return names
  }()

  /// UIKit's functions' parameters (label, and whether it has a default) by base name, and its properties' names, as
  /// the inventory declares them; read once.
  static let uiKitFunctionLabels: (functions: [String: [[(label: String, defaulted: Bool)]]], properties: Set<String>) =
    {
      var functions: [String: [[(label: String, defaulted: Bool)]]] = [:]
      var properties: Set<String> = []
      for line in inventoryLines() {
        if let property = line.firstMatch(of: /\b(?:var|let) (\w+)\s*:/) { properties.insert(String(property.1)) }
        guard let function = line.firstMatch(of: /\b(?:func (\w+)|(init)[?!]?)\s*(?:<[^>]*>)?\(/) else { continue }
        let parameters = topLevelItems(line[function.range.upperBound...]).map { parameter in
          let label = parameter.firstMatch(of: /^\s*([A-Za-z_]\w*)/).map { String($0.1) } ?? "_"
          return (label: label, defaulted: parameter.contains(" = "))
        }
        functions[String(function.1 ?? function.2 ?? ""), default: []].append(parameters)
      }
      return (functions, properties)
    }()

  /// The declarations of UIKit's inventory (`Scripts/uikit-inventory/*.tsv`), without the header column.
  static func inventoryLines() -> [Substring] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts/uikit-inventory")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var lines: [Substring] = []
    for file in files where file.hasSuffix(".tsv") {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") {
        lines.append(line.firstIndex(of: "\t").map { line[line.index(after: $0)...] } ?? line)
      }
    }
    return lines
  }

  /// Members other frameworks add to UIKit's types, with the framework: Kingfisher's `kf` namespace.
  static let foreignMembersOfUIKit: Set<String> = ["kf"]

  private static func isUIKitSpelling(_ name: Substring) -> Bool {
    name.wholeMatch(of: /(UI|CG|CA)[A-Z]\w*(\.\w+)*/) != nil
      || name.wholeMatch(
        of:
          /NS(Layout|AttributedString\.Key|TextAlignment|LineBreakMode|Directional|CollectionLayout|Diffable|TextContainer|TextStorage|LayoutManager|MutableParagraphStyle|ParagraphStyle|Shadow|UnderlineStyle|TextAttachment|StringDrawing)\w*(\.\w+)*/
      ) != nil
  }

  /// Each error's owner, in order.
  func owners(of errors: [CompilerError]) -> [CompilerError.Owner] {
    var owners = errors.map { error in
      let owner = owner(error)
      return owner == .segueKit || owner == .unattributed ? undeclaredNameOwner(error) ?? owner : owner
    }
    // Rule 8: follow-on errors count with their cause, a missing framework first.
    var causes: [String: CompilerError.Owner] = [:]
    for (error, owner) in zip(errors, owners) where owner != .unattributed {
      guard let statement = innermostStatement(of: error) else { continue }
      let key = "\(error.file):\(statement.lines.lowerBound)"
      if causes[key] != .otherFramework { causes[key] = owner }
    }
    for index in owners.indices where owners[index] == .unattributed {
      let error = errors[index]
      // The innermost statement with a cause, from the error's own outwards (a closure's statements to its call).
      let statements = declarations.spans(containing: error.line, in: error.file).filter { $0.kind == .statement }
      if let cause = statements.reversed().lazy.compactMap({ causes["\(error.file):\($0.lines.lowerBound)"] }).first {
        owners[index] = cause
      } else if usesUIKit(error) {
        owners[index] = .segueKit
      }
    }
    return owners
  }

  /// Rules 1 and 3 to 7.
  private func owner(_ error: CompilerError) -> CompilerError.Owner {
    let message = error.message
    if message.hasPrefix("no such module") { return .otherFramework }
    if message.contains("has moved to the FoundationNetworking module") { return .foundation }
    if let name = message.firstMatch(of: /'(?:Foundation\.)?(\w+)' \(aka 'AnyObject'\)/)?.1,
      foundationNames.contains(String(name))
    {
      return .foundation
    }
    if message.contains("main actor-isolated") { return .segueKit }
    // A member SegueKit declares in an extension of its own type (its generated surface) cannot be overridden: SegueKit's.
    if let type = message.firstMatch(of: /is declared in extension of '(\w+)' and cannot be overridden/)?.1,
      Self.isUIKitName(type)
    {
      return .segueKit
    }
    if message.contains("cannot be overridden from extension")
      || message.contains("is declared in extension of") && message.contains("cannot be overridden")
      || message.hasPrefix("overriding non-@objc declarations from extensions is not supported")
    {
      return .port
    }
    // `#selector(…)` rewritten to its string where the app's code declares a `Selector` constant.
    if message.firstMatch(of: /^member '\w+' in 'Selector' produces result of type 'String'/) != nil { return .port }
    // Optional protocol requirements, which `segue port` reports it cannot rewrite, and calls of them; calls of a
    // method an extension overrides (the override is the port's error).
    if message.hasPrefix("'optional' can only be applied to members of an '@objc' protocol") { return .port }
    if message.firstMatch(of: /^cannot use optional chaining on non-optional value of type '\(/) != nil,
      !lineNames(error).isDisjoint(with: declarations.optionalRequirements)
    {
      return .port
    }
    if let name = message.firstMatch(of: /^ambiguous use of '(\w+)/)?.1,
      declarations.extensionOverrides.contains(String(name))
    {
      return .port
    }
    // swift-corelibs-foundation's `Progress` has no `init()` (Foundation/Progress.swift: `init(parent:userInfo:)`
    // and `init(totalUnitCount:)`).
    if message == "missing argument for parameter 'totalUnitCount' in call" { return .foundation }
    // Key-value observing and coding: the Objective-C runtime's, which swift-corelibs-foundation does not have.
    // `value(forKey:)` on an object (NSObject's `NSKeyValueCoding`, Foundation's): its `value` member.
    if message.firstMatch(of: /^cannot find '(observe|setValue|value\(forKey)' in scope$/) != nil
      || message.firstMatch(of: /has no member '(observe|setValue|addObserver)'$/) != nil
      || message.firstMatch(of: /has no member 'value'$/) != nil
        && !lineNames(error).isDisjoint(with: ["forKey", "forKeyPath"])
    {
      return .foundation
    }
    // Sending a message by selector (`responds(to:)`, `perform(_:with:)`): the Objective-C runtime's, which
    // swift-corelibs-foundation's `NSObjectProtocol` does not declare (Foundation/NSObject.swift).
    if message.firstMatch(of: /has no member '(responds|perform)'$/) != nil,
      message.contains("NSObjectProtocol")
        || !lineNames(error).isDisjoint(with: ["selector", "Selector", "NSSelectorFromString"])
    {
      return .foundation
    }
    // A UIKit class made through a metatype value with one of UIKit's initializers (`T(nibName:bundle:)` for a
    // `T: UIViewController`, `Cell(style:reuseIdentifier:)`): on iOS they are Objective-C's, which swiftc lets any
    // metatype call, dispatched at run time (`!ctorDecl->hasClangNode()` in
    // `diagnoseInvalidDynamicConstructorReferences`, lib/Sema/CSApply.cpp); a Swift class's initializer must be
    // `required` for it, and making UIKit's `required` would break every subclass that declares an initializer of its
    // own. The Objective-C runtime's, like messaging by selector.
    if let type = message.firstMatch(
      of: /^constructing an object of class type '(\w+)' with a metatype value must use a 'required' initializer$/)?.1
    {
      let member = declarations.spans(containing: error.line, in: error.file).last { $0.kind == .member }
      let bases = (member?.bindings[String(type)] ?? []).union(declarations.inherited[String(type)] ?? [])
      if bases.contains(where: { Self.isUIKitName(Substring($0)) || ancestryOwner(of: $0) == .segueKit }) {
        return .foundation
      }
    }
    // Authentication swift-corelibs-foundation leaves out (FoundationNetworking/URLProtectionSpace.swift,
    // URLCredential.swift): what relies on the Darwin Security framework (`serverTrust`, `URLCredential(trust:)`)
    // and client certificates.
    if message.contains("is unavailable: swift-corelibs-foundation does not")
      || lineNames(error).isSuperset(of: ["URLCredential", "trust"])
    {
      return .foundation
    }
    // The Objective-C runtime's associated objects (`objc_getAssociatedObject`, `.OBJC_ASSOCIATION_RETAIN`).
    if message.firstMatch(of: /'(objc|OBJC)_\w+'/) != nil { return .otherFramework }
    if let module = message.firstMatch(of: /(?:^|in )module '(\w+)'/)?.1 {
      return standIns.contains(String(module)) ? .otherFramework : .segueKit
    }
    // SwiftUI's and Combine's property wrappers and macros.
    if message.firstMatch(of: /^(unknown attribute|no macro named) '/) != nil { return .otherFramework }
    if let member = message.firstMatch(of: /^value of type '\w+' has no member '(\w+)'$/)?.1,
      Self.foreignMembersOfUIKit.contains(String(member))
    {
      return .otherFramework
    }
    let quoted = message.matches(of: /'([A-Za-z_][\w.]*)'/).flatMap { $0.1.split(separator: ".") }.map(String.init)
    if quoted.contains(where: { foreignNames.contains($0) || foreignBased.contains($0) }) { return .otherFramework }
    if let missing = message.firstMatch(of: /^cannot find (?:type )?'(\w+)' in scope$/)?.1 {
      // A file that imports no UIKit (nor a module re-exporting it), only Foundation's family and modules Linux lacks,
      // sees no SegueKit: what it names of UIKit's family comes through those modules on iOS (FrameGrabber's
      // `PHAsset+Utility.swift` imports only Photos, whose headers import Foundation and CoreGraphics, and names
      // `CGSize`; Cuisiner's `StorageService.swift` imports Foundation and Firebase, and names `UIImage`).
      if Self.isUIKitName(missing), seesOnlyMissingFrameworks(error.file) { return .otherFramework }
      if Self.isUIKitName(missing) { return .segueKit }
      if missing.hasPrefix("NS") { return .foundation }
      // `os_log` is the os framework's; `kSec…`, `errSec…` and `noErr` the Security framework's C API.
      if missing.first?.isUppercase == true || missing.firstMatch(of: /^(os_|kSec|errSec|noErr$)/) != nil {
        return .otherFramework
      }
      if let owner = ancestryOwner(of: enclosingType(of: error)) { return owner }
    }
    // Target-action notification observers: swift-corelibs-foundation's `NotificationCenter` has only
    // `addObserver(forName:object:queue:using:)` (Foundation/NotificationCenter.swift), selectors needing the
    // Objective-C runtime.
    // Key-value observing by key path (`observe(_:options:changeHandler:)`, the Objective-C runtime's) likewise.
    if contextNames(of: error).isSuperset(of: ["addObserver", "selector"])
      || contextNames(of: error).isSuperset(of: ["observe", "changeHandler"])
    {
      return .foundation
    }
    // UIKit's additions to NSAttributedString (UIKit/NSAttributedString.h): reading HTML and RTF documents.
    if message.firstMatch(of: /^type 'NSAttributedString' has no member 'Document(Type|ReadingOptionKey)'/) != nil
      || contextNames(of: error).isSuperset(of: ["NSAttributedString", "documentAttributes"])
    {
      return .segueKit
    }
    // An implicit member looked up in a UIKit type (`.offset` in `CGFloat`) as an argument of a call of the app's
    // function whose other overload takes the missing framework's type (BarcodeScanner's `set(width:)` takes a
    // SwiftEntryKit `EKAttributes.PositionConstraints.Edge`, `set(verticalOffset:)` a `CGFloat`): that framework's.
    if message.firstMatch(of: /^type '\w+' has no member '\w+'$/) != nil,
      !lineNames(error).isDisjoint(with: suspects(foreignMembers, at: error))
    {
      return .otherFramework
    }
    if quoted.contains(where: { Self.isUIKitName(Substring($0)) }) { return .segueKit }
    if message.hasPrefix("method does not override any method from its superclass")
      || message.hasPrefix("property does not override any property from its superclass")
      || message.hasPrefix("'super' cannot be used")
    {
      if let owner = ancestryOwner(of: enclosingType(of: error)) { return owner }
    }
    if let type = message.firstMatch(of: /^value of type '(\w+)' has no member/)?.1,
      let owner = ancestryOwner(of: String(type))
    {
      return owner
    }
    let names = contextNames(of: error).union(quoted)
    if !names.isDisjoint(with: suspects(foreignNames.union(tainted), at: error)) { return .otherFramework }
    if !names.isDisjoint(with: suspects(foundationNames.union(foundationTainted), at: error)) { return .foundation }
    if !names.isDisjoint(with: suspects(foreignMembers, at: error)) { return .otherFramework }
    // Inside a type that exists for a missing framework (a SwiftUI view, a protocol buffer message, an extension of
    // the framework's type), not for UIKit.
    if let type = declarations.spans(containing: error.line, in: error.file).last(where: { $0.kind == .type }),
      !type.names.union([type.typeName ?? ""]).isDisjoint(with: foreignNames.union(foreignBased)),
      ancestryOwner(of: type.typeName) != .segueKit
    {
      return .otherFramework
    }
    return .unattributed
  }

  /// `names`, and the variables, parameters, generic parameters and properties in scope at the error whose type or
  /// initial value names one of them (or another such variable).
  private func suspects(_ names: Set<String>, at error: CompilerError) -> Set<String> {
    let spans = declarations.spans(containing: error.line, in: error.file)
    var bindings: [String: Set<String>] = [:]
    var types = spans.compactMap(\.typeName)
    var seen: Set<String> = []
    while let type = types.popLast() {
      guard seen.insert(type).inserted else { continue }
      bindings.merge(declarations.properties[type] ?? [:]) { $0.union($1) }
      types += declarations.inherited[type] ?? []
    }
    for span in spans where span.kind == .member { bindings.merge(span.bindings) { $1 } }
    var result = names
    var changed = true
    while changed {
      changed = false
      for (name, named) in bindings where !result.contains(name) && !named.isDisjoint(with: result) {
        result.insert(name)
        changed = true
      }
    }
    return result
  }

  /// Rule 2, applied to what the other rules gave SegueKit or left unattributed: a name UIKit does not declare, or a
  /// call no UIKit function of that name takes, in an app importing a module Linux lacks, is that module's
  /// (`responds(to:)` and `perform(_:with:)`, messaging by selector, Foundation's); nil when it does not apply.
  private func undeclaredNameOwner(_ error: CompilerError) -> CompilerError.Owner? {
    let message = error.message
    guard !standIns.isEmpty, !Self.uiKitIdentifiers.isEmpty,
      let name = message.firstMatch(of: /^(?:value of type|type) '[\w.]+' has no member '(\w+)'$/)?.1
        ?? message.firstMatch(of: /^cannot find '(\w+)' in scope$/)?.1,
      !Self.uiKitIdentifiers.contains(String(name)) || !callMatchesUIKit(String(name), on: error),
      !isFoundationCode(error)
    else { return nil }
    return name == "responds" || name == "perform" ? .foundation : .otherFramework
  }

  /// Whether a call of `name` on the error's line could be UIKit's: UIKit declares a property of that name, or a
  /// function of that base name taking the call's argument labels (its defaulted parameters left out or not), or the
  /// line does not call it. Open Food Facts' `self.viewController()` is no UIKit call: UIKit's functions of that name
  /// all take a labelled argument (`viewController(forKey:)`, `viewController(for:)`).
  private func callMatchesUIKit(_ name: String, on error: CompilerError) -> Bool {
    guard let lines = sources[error.file], error.line > 0, error.line <= lines.count,
      !Self.uiKitFunctionLabels.properties.contains(name),
      let labels = Self.callLabels(of: name, in: lines[error.line - 1])
    else { return true }
    return (Self.uiKitFunctionLabels.functions[name] ?? []).contains { Self.call(labels, matches: $0) }
  }

  /// Whether a call's labels are a declaration's, each of its parameters with a default left out or not.
  static func call(_ labels: [String], matches parameters: [(label: String, defaulted: Bool)]) -> Bool {
    var remaining = labels[...]
    for parameter in parameters {
      if remaining.first == parameter.label {
        remaining.removeFirst()
      } else if !parameter.defaulted {
        return false
      }
    }
    return remaining.isEmpty
  }

  /// The argument labels (`_` for none) of the first call `name(…)` in `line`, or nil when the line does not call it
  /// with parentheses.
  static func callLabels(of name: String, in line: Substring) -> [String]? {
    guard
      let call = line.ranges(of: name + "(").first(where: { range in
        range.lowerBound == line.startIndex
          || !line[line.index(before: range.lowerBound)].isLetter
            && !line[line.index(before: range.lowerBound)].isNumber && line[line.index(before: range.lowerBound)] != "_"
      })
    else { return nil }
    let arguments = topLevelItems(line[call.upperBound...])
    return arguments.map { $0.firstMatch(of: /^\s*([A-Za-z_]\w*)\s*:(?!:)/).map { String($0.1) } ?? "_" }
  }

  /// The comma-separated items up to the parenthesis that closes a list (`text` starts after its opening one), commas
  /// inside brackets, braces, parentheses and generic arguments (`Dictionary<K, V>`) skipped; none for an empty list.
  static func topLevelItems(_ text: Substring) -> [Substring] {
    var items: [Substring] = []
    var depth = 0
    var start = text.startIndex
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      defer { previous = character }
      if "([{<".contains(character) {
        depth += 1
      } else if ")]}".contains(character) || character == ">" && previous != "-" {
        if depth == 0 {
          if character == ")" { items.append(text[start..<index]) }
          return items.filter { !$0.allSatisfy(\.isWhitespace) }
        }
        depth -= 1
      } else if character == ",", depth == 0 {
        items.append(text[start..<index])
        start = text.index(after: index)
      }
    }
    items.append(text[start...])
    return items.filter { !$0.allSatisfy(\.isWhitespace) }
  }

  /// Whether the error's code names a type of FoundationNetworking's or one tainted by it (rule 7's Foundation part),
  /// or the message a Foundation type: a member missing there is Foundation's gap, not a missing module's.
  private func isFoundationCode(_ error: CompilerError) -> Bool {
    if let type = error.message.firstMatch(of: /^(?:value of type|type) '(\w+)/)?.1,
      type.hasPrefix("NS") && !Self.isUIKitName(type) || foundationNames.contains(String(type))
    {
      return true
    }
    let quoted = error.message.matches(of: /'([A-Za-z_][\w.]*)'/).flatMap { $0.1.split(separator: ".") }.map(
      String.init)
    let names = contextNames(of: error).union(quoted)
    return !names.isDisjoint(with: suspects(foundationNames.union(foundationTainted), at: error))
  }

  /// Rule 9: the code names a UIKit type, or a variable or property of one.
  private func usesUIKit(_ error: CompilerError) -> Bool {
    let names = contextNames(of: error)
    if names.contains(where: { Self.isUIKitName(Substring($0)) }) { return true }
    let spans = declarations.spans(containing: error.line, in: error.file)
    var uiKitNames: Set<String> = []
    for span in spans where span.kind == .member {
      for value in span.bindings.values { uiKitNames.formUnion(value.filter { Self.isUIKitName(Substring($0)) }) }
    }
    for type in spans.compactMap(\.typeName) {
      for value in (declarations.properties[type] ?? [:]).values {
        uiKitNames.formUnion(value.filter { Self.isUIKitName(Substring($0)) })
      }
    }
    return !names.isDisjoint(with: suspects(uiKitNames, at: error))
  }

  /// The names on the error's line.
  private func lineNames(_ error: CompilerError) -> Set<String> {
    guard let lines = sources[error.file], error.line > 0, error.line <= lines.count else { return [] }
    return Set(lines[error.line - 1].matches(of: /[A-Za-z_]\w*/).map { String($0.0) })
  }

  /// Whether `file` imports a module Linux lacks (a stand-in's), and otherwise only Foundation's family: no UIKit,
  /// SegueKit or module re-exporting UIKit.
  private func seesOnlyMissingFrameworks(_ file: String) -> Bool {
    let imports = MinimalPort.importedModules((sources[file] ?? []).joined(separator: "\n"))
    return !imports.isDisjoint(with: standIns) && imports.isSubset(of: standIns.union(MinimalPort.linuxModules))
      && imports.isDisjoint(with: MinimalPort.uiKitExportingModules.union(["UIKit", "SegueKit"]))
  }

  /// A missing framework's when the app type's ancestry reaches a foreign name, SegueKit's when it reaches UIKit.
  private func ancestryOwner(of type: String?) -> CompilerError.Owner? {
    guard let type, declarations.inherited[type] != nil else { return nil }
    if foreignBased.contains(type) { return .otherFramework }
    var seen: Set<String> = []
    var next = [type]
    while let name = next.popLast() {
      guard seen.insert(name).inserted else { continue }
      if Self.isUIKitName(Substring(name)) { return .segueKit }
      next += declarations.inherited[name] ?? []
    }
    return nil
  }

  /// The type (or extended type) the error's line is in.
  private func enclosingType(of error: CompilerError) -> String? {
    declarations.spans(containing: error.line, in: error.file).last { $0.typeName != nil }?.typeName
  }

  /// The innermost statement the error is in.
  private func innermostStatement(of error: CompilerError) -> AppDeclarations.Span? {
    declarations.spans(containing: error.line, in: error.file).last { $0.kind == .statement }
  }

  /// What the code the error is in names: its line's, and its innermost statement's with the statements around it
  /// (a closure's call; up to 15 lines) or, outside any statement (a property, a signature), its enclosing member's
  /// names. An error that only says a type could not be inferred takes the whole member's names (its signature
  /// gives a `return`'s type).
  private func contextNames(of error: CompilerError) -> Set<String> {
    var names = lineNames(error)
    let spans = declarations.spans(containing: error.line, in: error.file)
    let member = spans.last { $0.kind == .member }
    let statements = spans.filter { $0.kind == .statement && (member?.lines.contains($0.lines.lowerBound) ?? true) }
    if let innermost = statements.last {
      names.formUnion(innermost.names)
      for statement in statements.dropLast() where statement.lines.count <= 15 { names.formUnion(statement.names) }
    }
    if statements.isEmpty || Self.isInferenceFailure(error.message), let member { names.formUnion(member.names) }
    return names
  }

  /// Whether the message only says that a type could not be inferred: a follow-on of an unknown type.
  static func isInferenceFailure(_ message: String) -> Bool {
    [
      "cannot infer contextual base", "'nil' requires a contextual type", "cannot infer type of closure parameter",
      "type of expression is ambiguous",
    ].contains(where: message.hasPrefix)
      || message.firstMatch(of: /^reference to member '\w+' cannot be resolved without a contextual type/) != nil
  }
}
