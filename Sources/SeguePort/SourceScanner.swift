import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax's parser and finds what `segue port` changes in it: the edits that need
/// nothing but the file (imports, attributes the Linux compiler refuses), the `#selector`s to resolve later, the
/// declarations the connection tables need, and what cannot be rewritten.
///
/// Edits replace exact byte ranges and never add or remove a line break, so every line keeps its number.
final class SourceScanner: SyntaxVisitor {
  let file: String
  /// The parsed file, which ``ExtensionMerge`` and ``OptionalCalls`` read again once every file is known.
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  private(set) var edits: [SourceEdit] = []
  private(set) var counts: [RewriteKind: Int] = [:]
  private(set) var findings: [PortFinding] = []
  private(set) var types: [PortedType] = []
  private(set) var selectors: [SelectorUse] = []
  /// Imports of frameworks that Linux lacks: the module and where.
  private(set) var missingFrameworks: [(module: String, location: PortLocation)] = []
  /// Every module the file imports (without `@testable` ones).
  private(set) var importedModules: Set<String> = []
  /// Optional requirements made plain: the protocol, the method's name, its default, and whether it returns a value.
  private(set) var optionalRequirements:
    [(protocolName: String, name: String, implementation: String, returnsValue: Bool)] = []
  /// The enclosing types' names, outermost first, and whether each is an extension.
  private var scopes: [(name: String, isExtension: Bool)] = []
  /// The `private`/`fileprivate` modifiers of the enclosing extensions (their members are no more visible).
  private var extensionModifiers: [[Range<Int>]] = []
  /// Where the file's first import ends, and whether the file imports SegueKit (or a module that becomes it).
  private var firstImportEnd: Int?
  private var importsSegueKit = false

  /// Modules that exist on Linux (or that the port provides).
  static let linuxModules: Set<String> = Set([
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Musl",
    "Swift", "XCTest", "Testing", "SegueKit", "SegueKitTesting", "_Concurrency",
    // Apple's logging, as SegueKit's OSLogCompat (`import os`, `os.log` and `OSLog` become `import OSLogCompat`).
    "OSLogCompat",
  ]).union(frameworkModules.values)
  /// Apple's frameworks SegueKit provides — those whose system view controllers apps present, and inert stand-ins for
  /// those apps import around their screens — and the module that has each: their imports become `import …Compat`,
  /// unless the user's `--stubs` has a module of the framework's name. `Contacts` goes to ContactsUI's module, which has
  /// the contact types its picker hands out (Documentation/porting.md).
  static let frameworkModules: [String: String] = [
    "AVFoundation": "AVFoundationCompat", "Contacts": "ContactsUICompat", "ContactsUI": "ContactsUICompat",
    "CoreLocation": "CoreLocationCompat", "MapKit": "MapKitCompat", "MessageUI": "MessageUICompat",
    "PhotosUI": "PhotosUICompat", "QuickLook": "QuickLookCompat", "SafariServices": "SafariServicesCompat",
    "StoreKit": "StoreKitCompat", "UserNotifications": "UserNotificationsCompat", "WebKit": "WebKitCompat",
    "Security": "SecurityCompat",
  ]
  /// Apple's logging modules: their imports become `import OSLogCompat`.
  static let osLogModules: Set<String> = ["os", "OSLog"]
  /// The names Linux's Foundation keeps in FoundationNetworking (`URLSession`, `URLRequest` …), which SegueKit
  /// re-exports as UIKit makes them visible on iOS: a file that imports only Foundation and uses one needs SegueKit.
  static let networkingNames: Set<String> = [
    "CachedURLResponse", "HTTPCookie", "HTTPCookiePropertyKey", "HTTPCookieStorage", "HTTPURLResponse",
    "NSMutableURLRequest", "NSURLAuthenticationMethodDefault", "NSURLAuthenticationMethodHTMLForm",
    "NSURLAuthenticationMethodHTTPBasic", "NSURLAuthenticationMethodHTTPDigest", "NSURLAuthenticationMethodNTLM",
    "NSURLAuthenticationMethodNegotiate", "NSURLProtectionSpaceHTTP", "NSURLProtectionSpaceHTTPS", "NSURLRequest",
    "NSURLSessionTransferSizeUnknown", "URLAuthenticationChallenge", "URLAuthenticationChallengeSender", "URLCache",
    "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLProtocol", "URLProtocolClient", "URLRequest",
    "URLResponse", "URLSession", "URLSessionConfiguration", "URLSessionDataDelegate", "URLSessionDataTask",
    "URLSessionDelegate", "URLSessionDownloadDelegate", "URLSessionDownloadTask", "URLSessionStreamDelegate",
    "URLSessionStreamTask", "URLSessionTask", "URLSessionTaskDelegate", "URLSessionTaskMetrics",
    "URLSessionTaskTransactionMetrics", "URLSessionUploadTask", "URLSessionWebSocketDelegate",
    "URLSessionWebSocketTask",
  ]
  /// The types SegueKit declares where Linux's Foundation lacks them (`Sources/SegueKitViews/FoundationGaps`): a file
  /// that imports only Foundation and uses one needs SegueKit, as one using FoundationNetworking's names does.
  static let foundationGapNames: Set<String> = ["NSHashTable", "RelativeDateTimeFormatter"]
  /// Modules whose API SegueKit provides: their imports become `import SegueKit`.
  static let segueKitModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]

  /// The modules of the user's `--stubs`, which win over SegueKit's framework modules.
  private let stubs: Set<String>

  init(file: String, source: String, stubs: Set<String> = []) {
    self.file = file
    self.stubs = stubs
    tree = Parser.parse(source: source)
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
    walk(tree)
    addSegueKitImportIfNeeded(endOfFile: tree.endPosition.utf8Offset, endsInANewline: source.utf8.last == 10)
    addDefaultImplementations(after: tree)
    if tree.hasError {
      findings.append(
        PortFinding(.note, file: file, line: 1, column: 1, "the file has syntax errors; parts may be left as written"))
    }
  }

  // MARK: - Places

  func location(_ position: AbsolutePosition) -> PortLocation {
    let place = converter.location(for: position)
    return PortLocation(file: file, line: place.line, column: place.column)
  }

  private func finding(_ severity: PortFinding.Severity, at node: some SyntaxProtocol, _ message: String) {
    let place = location(node.positionAfterSkippingLeadingTrivia)
    findings.append(PortFinding(severity, file: file, line: place.line, column: place.column, message))
  }

  /// The node's text range, and its trailing spaces when nothing but spaces follow it on its line before the next
  /// token (so `@objc func` becomes `func`, and a line holding only `@UIApplicationMain` becomes empty).
  private func removal(of node: some SyntaxProtocol) -> SourceEdit {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = node.endPositionBeforeTrailingTrivia.utf8Offset
    if node.trailingTrivia.allSatisfy({ if case .spaces = $0 { true } else if case .tabs = $0 { true } else { false } })
    {
      end = node.endPosition.utf8Offset
    }
    return SourceEdit(range: start..<end, replacement: "")
  }

  private func record(_ kind: RewriteKind, _ edit: SourceEdit) {
    edits.append(edit)
    counts[kind, default: 0] += 1
  }

  private var qualifiedScope: String? {
    scopes.isEmpty ? nil : scopes.map(\.name).joined(separator: ".")
  }

  /// The innermost extension's `private`/`fileprivate`, when the member is directly in it.
  private var enclosingExtensionModifiers: [Range<Int>] {
    scopes.last?.isExtension == true ? extensionModifiers.last ?? [] : []
  }

  /// The `private`/`fileprivate` modifiers (also `private(set)`) among `modifiers`, as removals.
  private func privateModifierRanges(_ modifiers: DeclModifierListSyntax) -> [Range<Int>] {
    // Not `modifiers.filter`: a syntax collection's `filter` makes a new collection in the collection's place, whose
    // nodes' positions move (`weak private` would give `private` the position of `weak`).
    modifiers.compactMap { ["private", "fileprivate"].contains($0.name.text) ? removal(of: $0).range : nil }
  }

  // MARK: - Imports

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let module = node.path.first?.name.text else { return .skipChildren }
    if node.attributes.isEmpty { importedModules.insert(module) }
    if firstImportEnd == nil, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
      firstImportEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
    }
    if module == "SegueKit" || Self.segueKitModules.contains(module) || module == "ObjectiveC" {
      importsSegueKit = true
    }
    if module == "ObjectiveC" {
      // The Objective-C runtime's associated objects (`objc_getAssociatedObject` …) are SegueKit's; the rest of the
      // runtime (swizzling, `class_getName`) has no counterpart, and its uses stay errors at the use.
      let start = (node.importKindSpecifier ?? node.path.first!.name).positionAfterSkippingLeadingTrivia.utf8Offset
      record(
        .importObjectiveC,
        SourceEdit(range: start..<node.path.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "SegueKit"))
    } else if Self.segueKitModules.contains(module) {
      let start = (node.importKindSpecifier ?? node.path.first!.name).positionAfterSkippingLeadingTrivia.utf8Offset
      let end = node.path.endPositionBeforeTrailingTrivia.utf8Offset
      record(.importUIKit, SourceEdit(range: start..<end, replacement: "SegueKit"))
    } else if Self.osLogModules.contains(module) {
      // Apple's logging (`import os`, `import os.log`, `import OSLog`): SegueKit's OSLogCompat has its API.
      let start = node.path.positionAfterSkippingLeadingTrivia.utf8Offset
      record(
        .importOSLog,
        SourceEdit(range: start..<node.path.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "OSLogCompat"))
    } else if let compat = Self.frameworkModules[module], !stubs.contains(module) {
      // An Apple framework SegueKit has a module of (`import MessageUI`, `import struct AVFoundation.CMTime`): the
      // module's name in place of the framework's, the rest of the path kept.
      let name = node.path.first!.name
      record(
        .importFramework,
        SourceEdit(
          range: name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: compat))
    } else if !Self.linuxModules.contains(module) {
      missingFrameworks.append((module, location(node.path.positionAfterSkippingLeadingTrivia)))
    }
    return .skipChildren
  }

  // MARK: - Types

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    var type = PortedType(name: ((qualifiedScope.map { [$0] } ?? []) + [node.name.text]).joined(separator: "."))
    type.isClass = true
    type.inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    type.conformances = type.inherited
    type.isApplicationMain = node.attributes.contains {
      guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
      return name == "UIApplicationMain" || (name == "main" && Self.isApplicationDelegate(type.inherited))
    }
    type.isGeneric = node.genericParameterClause != nil || scopes.contains { $0.name.contains("<") }
    type.privateModifiers = privateModifierRanges(node.modifiers)
    type.isPublic = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
    type.isOpen = node.modifiers.contains { $0.name.text == "open" }
    let members = node.memberBlock.members
    type.closingBrace = (
      file, node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
      !members.isEmpty && members.last?.semicolon == nil
    )
    type.openingBrace = (file, node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
    type.location = location(node.name.positionAfterSkippingLeadingTrivia)
    noteHandWrittenTable(in: node.memberBlock, inherited: type.inherited, of: &type, isClassBody: true)
    types.append(type)
    scopes.append((node.name.text, false))
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    var type = PortedType(name: node.extendedType.trimmedDescription)
    let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    type.conformances = inherited
    noteHandWrittenTable(in: node.memberBlock, inherited: inherited, of: &type, isClassBody: false)
    types.append(type)
    scopes.append((type.name, true))
    extensionModifiers.append(privateModifierRanges(node.modifiers))
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) {
    scopes.removeLast()
    extensionModifiers.removeLast()
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append(PortedType(name: ((qualifiedScope.map { [$0] } ?? []) + [node.name.text]).joined(separator: ".")))
    scopes.append((node.name.text, false))
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append(PortedType(name: ((qualifiedScope.map { [$0] } ?? []) + [node.name.text]).joined(separator: ".")))
    scopes.append((node.name.text, false))
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append((node.name.text, false))
    return .visitChildren
  }

  override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

  /// Closures and functions hold no declarations the tables need, but local types would confuse the scope.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(("(local)", false))
    return .visitChildren
  }

  override func visitPost(_ node: CodeBlockSyntax) { scopes.removeLast() }

  private func noteHandWrittenTable(
    in members: MemberBlockSyntax, inherited: [String], of type: inout PortedType, isClassBody: Bool
  ) {
    if inherited.contains(where: { $0 == "StoryboardConnectable" || $0.hasSuffix(".StoryboardConnectable") }) {
      type.hasHandWrittenTable = true
    }
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        binding.pattern.trimmedDescription == "storyboardConnections"
      else { continue }
      type.hasHandWrittenTable = true
      let isClassVar = variable.modifiers.contains { $0.name.text == "class" }
      if isClassBody, isClassVar, let annotation = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self),
        annotation.name.text == "StoryboardConnections",
        let owner = annotation.genericArgumentClause?.arguments.first
      {
        type.overridableTableOwner = owner.argument.trimmedDescription
      }
    }
  }

  // MARK: - Members

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    noteOverrideInExtension(node.modifiers)
    guard let scope = qualifiedScope, scopes.last?.name != "(local)" else { return .visitChildren }
    let parameters = node.signature.parameterClause.parameters
    let names = Set(node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
    var role = PortedType.Method.Role.plain
    if names.contains("IBAction") {
      let type = parameters.first?.type.trimmedDescription.trimmingOptional ?? ""
      role = parameters.count == 1 && type.hasSuffix("UIStoryboardSegue") ? .unwind : .action
    } else if names.contains("IBSegueAction") {
      role = .segueAction
    }
    let method = PortedType.Method(
      baseName: node.name.text,
      labels: parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text },
      parameterTypes: parameters.map(\.type.trimmedDescription),
      objcName: objcName(node.attributes),
      role: role,
      isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) },
      location: location(node.name.positionAfterSkippingLeadingTrivia),
      privateModifiers: privateModifierRanges(node.modifiers) + enclosingExtensionModifiers,
      returnsValue: node.signature.returnClause.map { !["Void", "()"].contains($0.type.trimmedDescription) } ?? false,
      isOverride: node.modifiers.contains { $0.name.text == "override" },
      isInExtension: scopes.last?.isExtension == true)
    var type = PortedType(name: scope)
    type.methods.append(method)
    types.append(type)
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    noteOverrideInExtension(node.modifiers)
    let isOutlet = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
    }
    guard isOutlet, let scope = qualifiedScope else { return .visitChildren }
    var type = PortedType(name: scope)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      guard let declared = binding.typeAnnotation?.type.trimmedDescription else {
        finding(.note, at: binding, "the outlet '\(name)' has no declared type; it is left out of the table")
        continue
      }
      type.outlets.append(
        PortedType.Outlet(
          name: name, type: declared, location: location(binding.positionAfterSkippingLeadingTrivia),
          privateModifiers: privateModifierRanges(node.modifiers) + enclosingExtensionModifiers))
    }
    types.append(type)
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    noteOverrideInExtension(node.modifiers)
    if let scope = qualifiedScope, scopes.last?.isExtension == false,
      !node.modifiers.contains(where: { $0.name.text == "convenience" }),
      !DelegatingInitializers.delegatesWithoutKeyword(node)
    {
      var type = PortedType(name: scope)
      let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
      type.designatedInitializers = ["init(" + labels.joined() + ")"]
      types.append(type)
    }
    return .visitChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    noteOverrideInExtension(node.modifiers)
    return .visitChildren
  }

  /// Linux refuses `override` in an extension ("declarations in extensions cannot override yet"); moving the
  /// member into the class body would move lines, so the report names it.
  private func noteOverrideInExtension(_ modifiers: DeclModifierListSyntax) {
    guard scopes.last?.isExtension == true, let modifier = modifiers.first(where: { $0.name.text == "override" })
    else { return }
    finding(
      .error, at: modifier,
      Self.overrideInExtension + " (\"declarations in extensions cannot override yet\"); move the member into the "
        + "class body")
  }

  /// How the error about an `override` in an extension starts (``ExtensionMerge`` may fold it away).
  static let overrideInExtension = "'override' in an extension: Linux's compiler refuses it"

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    guard node.name.text == "optional" else { return .skipChildren }
    // `optional func f(…)`: a plain requirement with a default implementation, added after the file's last
    // declaration; callers' `f?(…)` lose the `?` (``OptionalCalls``, once every file's names are known). One that
    // returns a value returns a placeholder through `OptionalRequirement.unimplemented`, and its calls are wrapped
    // in `OptionalRequirement.call({ … })`, `nil` when the placeholder was returned (as when iOS finds no method).
    guard let function = node.parent?.parent?.as(FunctionDeclSyntax.self), let protocolName = scopes.last?.name
    else {
      finding(
        .error, at: node,
        "an optional protocol requirement other than a method needs the Objective-C runtime; make it a plain "
          + "requirement with a default implementation in a protocol extension")
      return .skipChildren
    }
    let signature =
      function.name.text + (function.genericParameterClause?.trimmedDescription ?? "")
      + function.signature.trimmedDescription
    let body: String
    if let returned = function.signature.returnClause?.type.trimmedDescription, !["Void", "()"].contains(returned) {
      guard let placeholder = Self.placeholder(of: returned) else {
        finding(
          .error, at: node,
          "an optional protocol requirement returning '\(returned)' needs the Objective-C runtime (the port makes "
            + "placeholders for optionals, Bool, numbers, strings, arrays and dictionaries); give it a default "
            + "implementation in a protocol extension instead")
        return .skipChildren
      }
      body = "{ OptionalRequirement.unimplemented(\(placeholder)) }"
    } else {
      body = "{}"
    }
    record(.optionalRequirement, removal(of: node))
    optionalRequirements.append(
      (protocolName, function.name.text, "func \(signature) \(body)", returnsValue: body != "{}"))
    return .skipChildren
  }

  /// A value of type `type` (as written) for a default implementation to return, when the port knows one.
  static func placeholder(of type: String) -> String? {
    if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
    if type.hasPrefix("["), type.hasSuffix("]") {
      var depth = 0
      for character in type.dropFirst().dropLast() {
        switch character {
        case "[", "(", "<": depth += 1
        case "]", ")", ">": depth -= 1
        case ":" where depth == 0: return "[:]"
        default: break
        }
      }
      return "[]"
    }
    switch type {
    case "Bool": return "false"
    case "String", "Substring": return "\"\""
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
      "CGFloat", "TimeInterval":
      return "0"
    default: return nil
    }
  }

  /// The default implementations of the optional requirements made plain, after the file's last declaration on its
  /// own line (so that no line is added): `; extension P { func f(…) {} }`.
  private func addDefaultImplementations(after tree: SourceFileSyntax) {
    guard !optionalRequirements.isEmpty, let last = tree.statements.lastToken(viewMode: .sourceAccurate) else { return }
    let end = last.endPositionBeforeTrailingTrivia.utf8Offset
    let text = Set(optionalRequirements.map(\.protocolName)).sorted().map { protocolName in
      let members = optionalRequirements.filter { $0.protocolName == protocolName }.map(\.implementation)
      return "; extension \(protocolName) { \(members.joined(separator: "; ")) }"
    }.joined()
    edits.append(SourceEdit(range: end..<end, replacement: text))
  }

  private func objcName(_ attributes: AttributeListSyntax) -> String? {
    for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "objc" {
      if let arguments = attribute.arguments?.trimmedDescription, !arguments.isEmpty {
        return arguments.filter { !$0.isWhitespace }
      }
    }
    return nil
  }

  // MARK: - Attributes

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let declaration = node.parent?.parent
    switch node.attributeName.trimmedDescription {
    case "IBOutlet":
      record(.outlet, removal(of: node))
    case "objc":
      record(.objc, removal(of: node))
    case "objcMembers":
      record(.objcMembers, removal(of: node))
    case "IBAction":
      if let function = declaration?.as(FunctionDeclSyntax.self),
        function.signature.parameterClause.parameters.count != 1
      {
        record(.zeroArgumentAction, removal(of: node))
      }
    case "UIApplicationMain", "NSApplicationMain":
      record(.applicationMain, removal(of: node))
    case "main":
      let inherited =
        declaration?.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes
        .map(\.type.trimmedDescription) ?? []
      if Self.isApplicationDelegate(inherited) {
        record(.applicationMain, removal(of: node))
      }
    default:
      break
    }
    return .visitChildren
  }

  /// Whether a `@main` class with these inherited types is an app delegate (rather than, say, a command).
  static func isApplicationDelegate(_ inherited: [String]) -> Bool {
    inherited.contains("UIApplicationDelegate") || inherited.first == "UIResponder"
  }

  // MARK: - The main queue, timers and the main bundle

  /// `DispatchQueue.main.async`/`asyncAfter` → `MainQueue.main`, `Timer.scheduledTimer` and `Timer(…)` →
  /// `MainQueueTimer`, `RunLoop.main.add` → `MainRunLoop.main.add`, `Bundle.main` → `PortedApp.bundle`: a test does
  /// not turn the main run loop, and the process's main bundle is the test runner. Other queues run on real threads,
  /// and the main queue passed as a value to another API stays the real one; the report says where.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base == nil {
      implicitMainQueue(node)
      return .visitChildren
    }
    guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil else {
      return .visitChildren
    }
    let enclosing = node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    switch (base.baseName.text, node.declName.baseName.text) {
    case ("DispatchQueue", "main") where enclosing == "async" || enclosing == "asyncAfter":
      record(.mainQueue, replacement(of: base, with: "MainQueue"))
    case ("DispatchQueue", "main") where enclosing == "sync":
      finding(.note, at: node, "DispatchQueue.main.sync waits for the real main thread, which a test does not turn")
    case ("DispatchQueue", "main") where isGroupNotifyQueue(node):
      record(.mainQueueValue, replacement(of: base, with: "MainQueue"))
    case ("DispatchQueue", "main"), ("OperationQueue", "main"):
      finding(.note, at: node, Self.mainQueueValueNote(node.trimmedDescription))
    case ("RunLoop", "main") where enclosing == "add", ("RunLoop", "current") where enclosing == "add":
      record(.runLoop, replacement(of: base, with: "MainRunLoop"))
    case ("RunLoop", "main"):
      finding(.note, at: node, Self.mainQueueValueNote(node.trimmedDescription))
    case ("Timer", "init") where node.parent?.is(FunctionCallExprSyntax.self) == true:
      record(.timerInit, replacement(of: base, with: "MainQueueTimer"))
    case ("DispatchQueue", "global"):
      finding(.note, at: node, "work on DispatchQueue.global() runs on a real thread, outside SegueKit's main queue")
    case ("DispatchTime", "now"), ("DispatchWallTime", "now"):
      if isInMainQueueDeadline(node) { record(.deadline, replacement(of: base, with: "MainDispatchQueue.Deadline")) }
    case ("Timer", "scheduledTimer"):
      record(.timer, replacement(of: base, with: "MainQueueTimer"))
    case ("Bundle", "main"):
      record(.mainBundle, replacement(of: node, with: "PortedApp.bundle"))
    default:
      break
    }
    return .visitChildren
  }

  /// Whether the file names a type Linux's Foundation keeps in FoundationNetworking.
  private var usesNetworking: Bool {
    tree.tokens(viewMode: .sourceAccurate).contains {
      if case .identifier(let name) = $0.tokenKind { return Self.networkingNames.contains(name) }
      return false
    }
  }

  /// Whether the file names a type SegueKit declares for a gap in Linux's Foundation.
  private var usesFoundationGap: Bool {
    tree.tokens(viewMode: .sourceAccurate).contains {
      if case .identifier(let name) = $0.tokenKind { return Self.foundationGapNames.contains(name) }
      return false
    }
  }

  /// A file that imports only Foundation (a model, a service) needs SegueKit for `MainQueue` and `MainQueueTimer`,
  /// `OptionalRequirement`, the FoundationNetworking names it re-exports (`URLSession` …) and the types it declares
  /// for Foundation's gaps (`RelativeDateTimeFormatter`):
  /// the import goes on the line of its first import (`import Foundation; import SegueKit`), or on a line added at
  /// the end of a file without imports, so that no line moves.
  private func addSegueKitImportIfNeeded(endOfFile: Int, endsInANewline: Bool) {
    let uses: [RewriteKind] = [.mainQueue, .mainQueueValue, .timer, .timerInit, .runLoop]
    guard !importsSegueKit,
      uses.contains(where: { counts[$0] != nil }) || optionalRequirements.contains(where: \.returnsValue)
        || (!importedModules.contains("FoundationNetworking") && usesNetworking) || usesFoundationGap
    else { return }
    record(.importSegueKitAdded, segueKitImport(endOfFile: endOfFile, endsInANewline: endsInANewline))
    importsSegueKit = true
  }

  /// The edit that imports SegueKit, unless the file does already (or will, once ported).
  func segueKitImportIfMissing() -> SourceEdit? {
    importsSegueKit
      ? nil : segueKitImport(endOfFile: tree.endPosition.utf8Offset, endsInANewline: tree.description.utf8.last == 10)
  }

  private func segueKitImport(endOfFile: Int, endsInANewline: Bool) -> SourceEdit {
    firstImportEnd.map { SourceEdit(range: $0..<$0, replacement: "; import SegueKit") }
      ?? SourceEdit(range: endOfFile..<endOfFile, replacement: (endsInANewline ? "" : "\n") + "import SegueKit\n")
  }

  /// Whether `node` is in the arguments of `DispatchQueue.main.asyncAfter(…)` (not in its closure).
  private func isInMainQueueDeadline(_ node: some SyntaxProtocol) -> Bool {
    for ancestor in sequence(first: Syntax(node), next: \.parent) {
      if ancestor.is(ClosureExprSyntax.self) || ancestor.is(CodeBlockSyntax.self) { return false }
      guard let call = ancestor.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        callee.declName.baseName.text == "asyncAfter"
      else { continue }
      let receiver = callee.base?.as(MemberAccessExprSyntax.self)
      return receiver?.declName.baseName.text == "main"
        && receiver?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue"
    }
    return false
  }

  /// `DispatchQueue(label:)` makes a queue that runs on a real thread.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)
    if callee?.baseName.text == "DispatchQueue" {
      finding(.note, at: node, "work on a DispatchQueue(…) runs on a real thread, outside SegueKit's main queue")
    }
    // `Timer(timeInterval:…)`, `Timer(fire:…)`, `Timer(fireAt:…)`: a timer that `RunLoop.add` schedules.
    if let callee, callee.baseName.text == "Timer", callee.argumentNames == nil,
      let label = node.arguments.first?.label?.text, ["timeInterval", "fire", "fireAt"].contains(label)
    {
      record(.timerInit, replacement(of: callee, with: "MainQueueTimer"))
    }
    return .visitChildren
  }

  /// `.main` passed as a queue (`queue: .main`, `receive(on: .main)`): a group's notification goes to SegueKit's
  /// queue (`DispatchGroup.notify(queue: MainDispatchQueue, …)`); elsewhere the type is another API's (an
  /// `OperationQueue`, a Combine scheduler), so the report says where.
  private func implicitMainQueue(_ node: MemberAccessExprSyntax) {
    guard node.declName.baseName.text == "main", node.declName.argumentNames == nil,
      let argument = node.parent?.as(LabeledExprSyntax.self),
      ["queue", "on", "scheduler"].contains(argument.label?.text ?? "")
    else { return }
    if isGroupNotifyQueue(node) {
      record(.mainQueueValue, replacement(of: node, with: "MainQueue.main"))
    } else {
      finding(.note, at: node, Self.mainQueueValueNote("\(argument.label?.text ?? ""): .main"))
    }
  }

  /// Whether `node` is the `queue:` argument of a `notify(queue:…)` call (a `DispatchGroup`'s).
  private func isGroupNotifyQueue(_ node: some SyntaxProtocol) -> Bool {
    guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "queue",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.arguments.first?.id == argument.id,
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "notify"
    else { return false }
    return true
  }

  static func mainQueueValueNote(_ spelling: String) -> String {
    "'\(spelling)' passed as a value runs work on the real main queue or run loop, which a test does not turn; "
      + "hop with DispatchQueue.main.async (which the port rewrites) instead"
  }

  /// The string `#keyPath(…)` stands for, which Linux's compiler refuses to make (it needs the Objective-C runtime):
  /// its property names joined by dots, without the type it starts from (`#keyPath(Recording.totalTime.duration)` is
  /// `"totalTime.duration"`, `#keyPath(progress)` `"progress"`). `nil` for anything but a dotted list of names.
  static func keyPathString(_ node: MacroExpansionExprSyntax) -> String? {
    guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else { return nil }
    var names = argument.expression.trimmedDescription.split(separator: ".", omittingEmptySubsequences: false)
    guard
      names.allSatisfy({ name in
        name.first.map { $0.isLetter || $0 == "_" } == true
          && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      })
    else { return nil }
    // Types are capitalised, properties not: the leading types (and `self`) name where the path starts.
    while names.count > 1, let first = names.first, first == "self" || first.first?.isUppercase == true {
      names.removeFirst()
    }
    return names.joined(separator: ".")
  }

  private func replacement(of node: some SyntaxProtocol, with text: String) -> SourceEdit {
    SourceEdit(
      range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
      replacement: text)
  }

  // MARK: - Selectors

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "keyPath" {
      if let path = Self.keyPathString(node) { record(.keyPath, replacement(of: node, with: "\"\(path)\"")) }
      return .skipChildren
    }
    guard node.macroName.text == "selector" else { return .visitChildren }
    guard let argument = node.arguments.first, node.arguments.count == 1 else {
      finding(.error, at: node, "a '#selector' with \(node.arguments.count) arguments cannot be read")
      return .skipChildren
    }
    var expression = argument.expression
    while true {
      if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
        expression = first  // `#selector(Dog.say as (Dog) -> () -> Void)`
      } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        expression = only.expression  // `#selector(((Dog.say) as (Dog) -> () -> Void))`
      } else {
        break
      }
    }
    var typeName: String?
    var reference: DeclReferenceExprSyntax?
    if let member = expression.as(MemberAccessExprSyntax.self) {
      reference = member.declName
      if let base = member.base?.trimmedDescription, base != "self", base != "Self" { typeName = base }
    } else {
      reference = expression.as(DeclReferenceExprSyntax.self)
    }
    guard let reference else {
      finding(.error, at: node, "'\(node.trimmedDescription)' names no method the port can read")
      return .skipChildren
    }
    let labels = reference.argumentNames.map { names in names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
    }
    selectors.append(
      SelectorUse(
        file: file,
        range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
        location: location(node.positionAfterSkippingLeadingTrivia), typeName: typeName,
        enclosingType: scopes.filter { $0.name != "(local)" }.map(\.name).joined(separator: ".").nilIfEmpty,
        baseName: reference.baseName.text, labels: labels, accessor: argument.label?.text,
        initializesUntypedBinding: node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
          .typeAnnotation == nil && node.parent?.is(InitializerClauseSyntax.self) == true))
    return .skipChildren
  }
}
