import Foundation
import StoryboardFormat

/// What Swift and Objective-C sources declare, as far as lint needs it: classes, their
/// superclasses, their unwind actions (methods taking a storyboard segue) and `@objc(Name)` names; for the Android
/// rules, Kotlin and Java classes, methods and explicit intents too.
///
/// This is a line scanner, not a parser: a method is attributed to the nearest `class`,
/// `extension` or `@implementation` above it. That is enough to find unwind actions and class names
/// without building the project.
public struct SourceIndex: Sendable, Equatable {
  /// Class → superclass, from `class A: B` and `@interface A : B`.
  public var superclasses: [String: String] = [:]
  /// Every class or extension name seen, with whether it was declared in Swift.
  public var classes: [String: Language] = [:]
  /// Class → selectors of its methods that take a `UIStoryboardSegue`/`NSStoryboardSegue`.
  public var unwindActions: [String: Set<String>] = [:]
  /// Names given with `@objc(Name)`.
  public var objcNames: Set<String> = []
  /// The folders scanned.
  public var roots: [String] = []
  /// Dependency lock files beside a scanned project (`Podfile.lock`, `Package.resolved`, `Cartfile.resolved`):
  /// their packages' sources are not scanned, so they may add classes and actions the index lacks.
  public var dependencyManifests: [String] = []
  /// Source files found but not readable (permissions, a dangling link): their declarations are missing, so the
  /// linter reports each one instead of letting the rules that use sources report what it declares as absent.
  public var unreadableFiles: [String] = []
  /// Class → the names of the properties it declares (Swift `var`/`let` members, Objective-C `@property` and
  /// `IBOutlet` instance variables), for the outlets of nibs.
  public var properties: [String: Set<String>] = [:]
  /// Class → the names its methods start with (Swift `func` members and `@objc(…)` names, Objective-C selectors'
  /// first parts), for the actions of nibs and storyboards.
  public var methods: [String: Set<String>] = [:]
  /// Every place the sources name a nib: controllers created with one, registrations, instantiations.
  public var nibReferences: [NibReference] = []
  /// View controller classes code creates without a nib name (`X()`, `super.init(nibName: nil, …)`,
  /// `[[X alloc] init]`, `[X new]`), which UIKit gives a nib by its default-name rule.
  public var createdWithoutNib: Set<String> = []
  /// View controller class → the classes whose code creates it (`X()`, `X(nibName:bundle:)`, `[[X alloc] init…]`,
  /// `[X new]`), for the graph's nib-backed controllers.
  public var creators: [String: Set<String>] = [:]
  /// Classes that override `loadView()`, which UIKit then never gives a nib.
  public var loadViewOverrides: Set<String> = []
  /// The explicit intents Swift, Kotlin and Java sources write (`Intent(self, DetailActivity.self)`,
  /// `Intent(this, DetailActivity::class.java)`, `new Intent(this, DetailActivity.class)`), for the Android rules.
  public var explicitIntents: [ExplicitIntentReference] = []
  /// The file that declares each class (`class X` in Swift, `@implementation X` in Objective-C), first found.
  public var classFiles: [String: String] = [:]

  public enum Language: String, Sendable, Equatable {
    case swift, objectiveC, kotlin, java
  }

  public init() {}

  public var isEmpty: Bool { classes.isEmpty }

  /// True when `className` or one of its superclasses declares an unwind action matching `selector`, or
  /// an extension of a UIKit or AppKit base class that every controller inherits does.
  public func implements(_ className: String, _ selector: String) -> Bool {
    var current: String? = className
    var seen: Set<String> = []
    while let name = current, seen.insert(name).inserted {
      if unwindActions[name]?.contains(selector) == true { return true }
      current = superclasses[name]
    }
    return Self.universalBases.contains { unwindActions[$0]?.contains(selector) == true }
  }

  /// Every unwind action `className` has: its own, its superclasses' and the universal bases'.
  public func unwindActions(of className: String) -> Set<String> {
    var found: Set<String> = []
    var current: String? = className
    var seen: Set<String> = []
    while let name = current, seen.insert(name).inserted {
      found.formUnion(unwindActions[name] ?? [])
      current = superclasses[name]
    }
    for base in Self.universalBases { found.formUnion(unwindActions[base] ?? []) }
    return found
  }

  /// Classes every view controller inherits from: an action added to one of them is on every controller.
  static let universalBases = ["UIViewController", "UIResponder", "NSViewController", "NSResponder", "NSObject"]

  /// True when any class declares an unwind action matching `selector`.
  public func anyImplements(_ selector: String) -> Bool {
    unwindActions.values.contains { $0.contains(selector) }
  }

  /// Finds sources for storyboards: the folder of the nearest `.xcodeproj`, `.xcworkspace`,
  /// `Package.swift` or `project.yml` at most four folders above each, plus `extraRoots`.
  ///
  /// A storyboard with no such folder above it takes its sources from the folder in `givenPaths` (the
  /// paths given on the command line) that holds it, or, given as a file, from its own folder.
  public static func discover(forStoryboards paths: [String], extraRoots: [String], givenPaths: [String] = [])
    -> SourceIndex
  {
    var roots = Set(extraRoots)
    var projects: Set<String> = []
    var checked: [String: String?] = [:]
    let given = givenPaths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    for path in paths {
      let storyboard = URL(fileURLWithPath: path).standardizedFileURL
      var folder = storyboard.deletingLastPathComponent().path
      var visited: [String] = []
      var found: String?
      for _ in 0..<5 {
        if let known = checked[folder] {
          found = known
          break
        }
        visited.append(folder)
        if isProjectRoot(folder) {
          found = folder
          break
        }
        let parent = FilePaths.folder(of: folder)
        if parent == folder || parent.isEmpty { break }
        folder = parent
      }
      // A walk that ran out of steps says nothing about the folders it passed: from them there are steps left.
      if found != nil || folder == "/" {
        for folder in visited { checked[folder] = .some(found) }
      }
      if let found {
        roots.insert(found)
        projects.insert(found)
      } else if let fallback = given.filter({ storyboard.path == $0 || storyboard.path.hasPrefix($0 + "/") }).max(by: {
        $0.count < $1.count
      }) {
        roots.insert(fallback == storyboard.path ? storyboard.deletingLastPathComponent().path : fallback)
      }
    }
    var index = SourceIndex()
    for root in roots.sorted() { index.scan(root: root) }
    for project in projects.sorted() { index.dependencyManifests += dependencyManifests(in: project) }
    return index
  }

  /// The dependency lock files of a project folder: beside it, or in its project's or workspace's swiftpm folder.
  static func dependencyManifests(in folder: String) -> [String] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var found: [String] = []
    for entry in entries.sorted() {
      if ["Podfile.lock", "Package.resolved", "Cartfile.resolved"].contains(entry) {
        found.append(FilePaths.join(folder, entry))
      } else if entry.hasSuffix(".xcodeproj") || entry.hasSuffix(".xcworkspace") {
        let nested = entry.hasSuffix(".xcodeproj") ? "project.xcworkspace/xcshareddata/swiftpm" : "xcshareddata/swiftpm"
        let resolved = [folder, entry, nested, "Package.resolved"].joined(separator: "/")
        if FileManager.default.fileExists(atPath: resolved) { found.append(resolved) }
      }
    }
    return found
  }

  static func isProjectRoot(_ folder: String) -> Bool {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
    return entries.contains {
      $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == "project.yml"
    }
  }

  private static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build"]

  mutating func scan(root: String, limit: Int = 20_000) {
    roots.append(root)
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return }
    var count = 0
    while let entry = enumerator.nextObject() as? String, count < limit {
      let name = FilePaths.lastComponent(entry)
      if name.hasPrefix(".") || Self.skippedFolders.contains(name) {
        enumerator.skipDescendants()
        continue
      }
      let language: Language
      if name.hasSuffix(".swift") {
        language = .swift
      } else if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") {
        language = .objectiveC
      } else if name.hasSuffix(".kt") {
        language = .kotlin
      } else if name.hasSuffix(".java") {
        language = .java
      } else {
        continue
      }
      count += 1
      // Decoded leniently: a Latin-1 Objective-C header still yields its class names.
      if let data = FileManager.default.contents(atPath: FilePaths.join(root, entry)) {
        add(String(decoding: data, as: UTF8.self), language: language, path: FilePaths.join(root, entry))
      } else {
        unreadableFiles.append(FilePaths.join(root, entry))
      }
    }
  }

  /// Adds the declarations of one source file; `path` is where its nib uses are reported.
  public mutating func add(_ text: String, language: Language, path: String = "") {
    if language == .kotlin || language == .java { return addJVMSource(text, language: language, path: path) }
    addNibUses(text, language: language, path: path)
    if language == .swift { addExplicitIntents(text, path: path) }
    var current: String?
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("//") { continue }
      if let range = line.range(of: "@objc(") {
        let name = line[range.upperBound...].prefix { $0 != ")" }
        if !name.contains(":") { objcNames.insert(String(name)) }
      }
      if language == .swift {
        if let (keyword, name, parent) = Self.swiftTypeDeclaration(line) {
          current = name
          if keyword == "class" || keyword == "extension" {
            if classes[name] == nil || keyword == "class" { classes[name] = .swift }
          }
          if keyword == "class", let parent { superclasses[name] = parent }
          if keyword == "class", !path.isEmpty, classFiles[name] == nil { classFiles[name] = path }
        }
        if let current, line.contains("func "), line.contains("StoryboardSegue") {
          unwindActions[current, default: []].formUnion(Self.swiftSelectors(line))
        }
      } else {
        for keyword in ["@implementation ", "@interface "] where line.hasPrefix(keyword) {
          let rest = line.dropFirst(keyword.count)
          let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
          guard !name.isEmpty else { continue }
          current = name
          classes[name] = classes[name] ?? .objectiveC
          if keyword == "@implementation ", !path.isEmpty, classFiles[name] == nil { classFiles[name] = path }
          let afterName = rest.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
          if keyword == "@interface ", afterName.hasPrefix(":") {
            let parent = afterName.dropFirst().trimmingCharacters(in: .whitespaces).prefix {
              $0.isLetter || $0.isNumber || $0 == "_"
            }
            if !parent.isEmpty { superclasses[name] = String(parent) }
          }
        }
        if let current, let selector = Self.objectiveCUnwindSelector(line) {
          unwindActions[current, default: []].insert(selector)
        }
      }
    }
  }

  /// `- (IBAction)unwind:(UIStoryboardSegue *)segue` or `- (void) unwind: (id) segue` → `unwind:`: an
  /// instance method with one argument typed as a storyboard segue or `id`.
  static func objectiveCUnwindSelector(_ line: String) -> String? {
    guard line.hasPrefix("-") else { return nil }
    let declaration = line.prefix { $0 != "{" && $0 != ";" }
    guard declaration.filter({ $0 == ":" }).count == 1, let colon = declaration.firstIndex(of: ":") else { return nil }
    let afterReturn = declaration[..<colon].drop { $0 != ")" }.dropFirst().trimmingCharacters(in: .whitespaces)
    let name = afterReturn.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty, name.count == afterReturn.count else { return nil }
    let argument = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    guard argument.hasPrefix("("), let close = argument.firstIndex(of: ")") else { return nil }
    let type = argument[argument.index(after: argument.startIndex)..<close].trimmingCharacters(in: .whitespaces)
    guard type == "id" || type.contains("StoryboardSegue") else { return nil }
    return name + ":"
  }

  /// `class A: B, P` → ("class", "A", "B"); also `extension`, `struct`, `enum`, `actor`, `protocol`.
  static func swiftTypeDeclaration(_ line: String) -> (String, String, String?)? {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    while let first = words.first, first.hasPrefix("@") || modifiers.contains(String(first)) {
      words = words.dropFirst()
    }
    guard let keyword = words.first,
      ["class", "extension", "struct", "enum", "actor", "protocol"].contains(String(keyword)),
      let nameWord = words.dropFirst().first
    else { return nil }
    let name = String(nameWord.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    guard !name.isEmpty, name != "func", name != "var" else { return nil }
    var parent: String?
    // The first `:` after the name, with at most generic parameters between, starts the inheritance list.
    if let keywordRange = line.range(of: "\(keyword) "),
      let nameRange = line[keywordRange.upperBound...].range(of: name),
      let colon = line[nameRange.upperBound...].firstIndex(of: ":"),
      line[nameRange.upperBound..<colon].allSatisfy({ $0 == " " || $0 == "\t" || $0 == ">" || $0.isLetter || $0 == "<" }
      )
    {
      let afterColon = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      let candidate = afterColon.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      if !candidate.isEmpty { parent = String(candidate.split(separator: ".").last ?? candidate) }
    }
    return (String(keyword), String(name.split(separator: ".").last ?? Substring(name)), parent)
  }

  private static let modifiers: Set<String> = [
    "public", "open", "internal", "private", "fileprivate", "final", "package", "nonisolated",
  ]

  /// The Objective-C selectors a Swift `func name(label param: …Segue)` may have: `name:`,
  /// `nameWithLabel:` and `nameLabel:` (Swift's rule depends on the label), or its `@objc(sel)` name.
  static func swiftSelectors(_ line: String) -> Set<String> {
    if let range = line.range(of: "@objc("), line[range.upperBound...].contains(":") {
      return [String(line[range.upperBound...].prefix { $0 != ")" })]
    }
    guard let funcRange = line.range(of: "func ") else { return [] }
    let afterFunc = line[funcRange.upperBound...]
    let name = String(afterFunc.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !name.isEmpty, let open = afterFunc.firstIndex(of: "(") else { return [] }
    let parameters = afterFunc[afterFunc.index(after: open)...].trimmingCharacters(in: .whitespaces)
    let words = parameters.prefix { $0 != ":" }.split(separator: " ")
    guard (1...2).contains(words.count), let label = words.first, label != "_" else { return ["\(name):"] }
    let capitalized = label.prefix(1).uppercased() + label.dropFirst()
    return ["\(name):", "\(name)With\(capitalized):", "\(name)\(capitalized):"]
  }
}
