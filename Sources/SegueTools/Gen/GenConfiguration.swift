public import Foundation
import Yams

/// The bundle generated code looks storyboards up in when the caller passes none.
public enum GenBundle: String, Sendable, Equatable, CaseIterable {
  /// `Bundle.main`, as `UIStoryboard(name:bundle:)` does with `nil`: an app's own storyboards.
  case main
  /// `Bundle.module`: a Swift package target's resources.
  case module
}

/// The access level of generated declarations.
public enum GenAccessLevel: String, Sendable, Equatable, CaseIterable {
  case `public`, package, `internal`
}

/// The `.segue-gen.yml` configuration of `segue gen` and the `SegueGenPlugin` build-tool plugin.
///
/// ```yaml
/// module: ShopUI            # the module the generated file is compiled into
/// target-module: ShopUI     # where customModuleProvider="target" classes live (default: module)
/// bundle: module            # main or module
/// access-level: public      # public, package or internal
/// ```
///
/// Every key is optional; command-line options win over the file. Unknown keys and values are errors, so a typo
/// never silently changes nothing.
public struct GenConfiguration: Sendable, Equatable {
  public var module: String?
  public var targetModule: String?
  public var bundle: GenBundle?
  public var accessLevel: GenAccessLevel?

  public init(
    module: String? = nil, targetModule: String? = nil, bundle: GenBundle? = nil, accessLevel: GenAccessLevel? = nil
  ) {
    self.module = module
    self.targetModule = targetModule
    self.bundle = bundle
    self.accessLevel = accessLevel
  }

  /// The file name looked for beside the storyboards and in the folders above them.
  public static let fileName = ".segue-gen.yml"

  /// The keys the file may have, in the order the documentation lists them.
  public static let keys = ["module", "target-module", "bundle", "access-level"]

  /// A configuration that cannot be used, with what is wrong and where.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// The nearest `.segue-gen.yml` in `folder` or a folder above it.
  ///
  /// `segue gen` looks from the folder of the first path it is given (a file's own folder), so the file sits beside a
  /// package target's storyboards or above them; the build-tool plugin finds the same file the same way.
  public static func discover(from folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// Reads a configuration file.
  public static func load(path: String) throws(Problem) -> GenConfiguration {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw Problem(description: "\(path): cannot read the configuration file")
    }
    return try parse(text, path: path)
  }

  public static func parse(_ text: String, path: String) throws(Problem) -> GenConfiguration {
    let loaded: Any?
    do {
      loaded = try Yams.load(yaml: text)
    } catch {
      throw Problem(description: "\(path): not valid YAML: \(error)")
    }
    var configuration = GenConfiguration()
    guard let loaded else { return configuration }
    let expected = "'module', 'target-module', 'bundle' or 'access-level'"
    guard let root = loaded as? [String: Any] else {
      throw Problem(description: "\(path): expected a mapping with \(expected)")
    }
    for key in root.keys.sorted() where !keys.contains(key) {
      throw Problem(description: "\(path): unknown key '\(key)'; expected \(expected)")
    }
    func word(_ key: String) throws(Problem) -> String? {
      guard let value = root[key] else { return nil }
      guard let text = value as? String, !text.isEmpty else {
        throw Problem(description: "\(path): '\(key)' must be a name, not '\(value)'")
      }
      return text
    }
    configuration.module = try word("module")
    configuration.targetModule = try word("target-module")
    if let word = try word("bundle") {
      guard let bundle = GenBundle(rawValue: word) else {
        throw Problem(description: "\(path): 'bundle' is '\(word)'; use main or module")
      }
      configuration.bundle = bundle
    }
    if let word = try word("access-level") {
      guard let level = GenAccessLevel(rawValue: word) else {
        throw Problem(description: "\(path): 'access-level' is '\(word)'; use public, package or internal")
      }
      configuration.accessLevel = level
    }
    return configuration
  }
}
