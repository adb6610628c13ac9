public import Foundation

/// A package `segue port` wrote, as `segue explore --package` reads it from its `Package.swift`: the app's module
/// (the library product the port declares, whose `PortedApp` knows the app folder) and how the package depends on
/// SegueKit, so that the scratch package that explores it depends on the same SegueKit.
///
/// Not in UIKit.
public struct ExplorationPackage: Equatable, Sendable {
  /// The package's folder, absolute.
  public var folder: URL
  /// The app's module: the target `segue port` named after the app (`Sources/NAME`).
  public var appModule: String
  /// The SegueKit dependency as the package spells it, with a relative path made absolute: a folder or a URL.
  public var segueKit: String
  /// Whether ``segueKit`` is a package URL rather than a folder.
  public var segueKitIsURL: Bool
  /// The revision requirement of a URL dependency as written (`branch: "main"`); empty for a folder.
  public var requirement: String
  /// The package's identity as SwiftPM gives it (its folder's last path component, lowercased by SwiftPM itself).
  public var identity: String
  /// SegueKit's package identity, as the package's `.product(name: "SegueKit", package: …)` names it.
  public var segueKitIdentity: String

  /// Reads the package in `folder`; the error says what is missing, naming the file.
  public init(folder: URL) throws {
    let folder = folder.standardizedFileURL
    let manifestURL = folder.appendingPathComponent("Package.swift")
    guard let data = FileManager.default.contents(atPath: manifestURL.path) else {
      throw ExplorationError("'\(folder.path)' has no Package.swift")
    }
    let manifest = String(decoding: data, as: UTF8.self)
    let file = manifestURL.path
    guard let product = Self.firstMatch(#"\.library\(\s*name:\s*"([^"]+)""#, in: manifest) else {
      throw ExplorationError(
        "\(file):1:1: no library product; segue explore --package explores a package `segue port` wrote, whose "
          + "library product is the app's module")
    }
    guard
      let segueKitIdentity = Self.firstMatch(#"\.product\(\s*name:\s*"SegueKit",\s*package:\s*"([^"]+)""#, in: manifest)
    else {
      throw ExplorationError("\(file):1:1: the package does not depend on SegueKit's product 'SegueKit'")
    }
    let portedApp = folder.appendingPathComponent("Sources/\(product.value)/PortedApp.swift")
    guard let portedText = FileManager.default.contents(atPath: portedApp.path) else {
      throw ExplorationError(
        "\(file):\(product.line):\(product.column): '\(product.value)' has no Sources/\(product.value)/PortedApp.swift; "
          + "port the app with `segue port` first")
    }
    guard String(decoding: portedText, as: UTF8.self).contains("static var appFolder") else {
      throw ExplorationError(
        "\(portedApp.path):1:1: PortedApp has no appFolder: the ported app has no Info.plist to launch from")
    }
    var dependency: (value: String, isURL: Bool, requirement: String)?
    for match in Self.matches(#"\.package\(\s*(path|url):\s*"([^"]+)"([^)]*)\)"#, in: manifest) {
      let location = match[2]
      var last = location.split(separator: "/").last.map(String.init) ?? location
      if last.hasSuffix(".git") { last.removeLast(4) }
      guard last.lowercased() == segueKitIdentity.value.lowercased() else { continue }
      let isURL = match[1] == "url"
      let value =
        isURL
        ? location
        : URL(fileURLWithPath: location, relativeTo: URL(fileURLWithPath: folder.path, isDirectory: true))
          .standardizedFileURL.path
      let requirement = isURL ? match[3].trimmingCharacters(in: CharacterSet(charactersIn: ", \n")) : ""
      dependency = (value, isURL, requirement)
      break
    }
    guard let dependency else {
      throw ExplorationError("\(file):1:1: no `.package(path:)` or `.package(url:)` for '\(segueKitIdentity.value)'")
    }
    self.folder = folder
    self.appModule = product.value
    self.segueKit = dependency.value
    self.segueKitIsURL = dependency.isURL
    self.requirement = dependency.requirement
    self.identity = folder.lastPathComponent
    self.segueKitIdentity = segueKitIdentity.value
  }

  /// The first capture of `pattern` in `text`, with its line and column (1-based).
  private static func firstMatch(_ pattern: String, in text: String) -> (value: String, line: Int, column: Int)? {
    guard let expression = try? NSRegularExpression(pattern: pattern),
      let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(match.range(at: 1), in: text)
    else { return nil }
    let before = text[..<range.lowerBound]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let column =
      before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
    return (String(text[range]), line, column)
  }

  /// Every match of `pattern`, each as its captures (0 the whole match; an absent group empty).
  private static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      (0..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }
}
