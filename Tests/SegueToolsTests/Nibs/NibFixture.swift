import Foundation
import SegueTestSupport
import SegueTools
import StoryboardFormat

/// Small hand-written xibs and Swift sources for the nib rules, linted from a temporary folder (the folder given
/// is where sources are found, as for an app folder without a project file).
enum NibFixture {
  /// The envelope Xcode writes around a xib's objects: File's Owner (of `owner`'s class, with `ownerConnections`),
  /// First Responder, then `objects`.
  static func xib(owner: String? = nil, ownerConnections: String = "", _ objects: String...) -> String {
    let ownerClass = owner.map { " customClass=\"\($0)\"" } ?? ""
    let connections = ownerConnections.isEmpty ? "/>" : "><connections>\(ownerConnections)</connections></placeholder>"
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" \
      userLabel="File's Owner"\(ownerClass)\(connections)
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              \(objects.joined(separator: "\n        "))
          </objects>
      </document>

      """
  }

  /// A top-level view with `id`, its class, and outlets it holds.
  static func view(_ id: String, customClass: String? = nil, outlets: String = "") -> String {
    let classAttribute = customClass.map { " customClass=\"\($0)\" customModuleProvider=\"target\"" } ?? ""
    let connections = outlets.isEmpty ? "" : "<connections>\(outlets)</connections>"
    return "<view contentMode=\"scaleToFill\" id=\"\(id)\"\(classAttribute)>\(connections)</view>"
  }

  /// A top-level table or collection view cell (`element`), with its class, reuse identifier and outlets.
  static func cell(
    _ id: String, element: String = "tableViewCell", customClass: String? = nil, reuseIdentifier: String? = nil,
    outlets: String = ""
  ) -> String {
    let classAttribute = customClass.map { " customClass=\"\($0)\" customModuleProvider=\"target\"" } ?? ""
    let reuse = reuseIdentifier.map { " reuseIdentifier=\"\($0)\"" } ?? ""
    let connections = outlets.isEmpty ? "" : "<connections>\(outlets)</connections>"
    return "<\(element) contentMode=\"scaleToFill\"\(reuse) id=\"\(id)\"\(classAttribute)>"
      + "<subviews><label id=\"\(id)-l\"/></subviews>\(connections)</\(element)>"
  }

  static func outlet(_ property: String, to destination: String, id: String) -> String {
    "<outlet property=\"\(property)\" destination=\"\(destination)\" id=\"\(id)\"/>"
  }

  /// Lints a folder holding `files` (by relative path) and returns the Xcode-style output, the folder's path cut
  /// (or the error writing the folder, so that a failed expectation shows it).
  static func lint(_ files: [String: String]) -> [String] {
    do {
      return try report(files).lines
    } catch {
      return ["cannot write the fixture: \(error)"]
    }
  }

  /// The codes of the findings a lint of `files` produces.
  static func codes(_ files: [String: String]) throws -> Set<String> {
    Set(try report(files).report.diagnostics.map(\.code.rawValue))
  }

  private static func report(_ files: [String: String]) throws -> (report: LintReport, lines: [String]) {
    let folder = try TemporaryFolder(files: files)
    defer { folder.remove() }
    let report = Linter.lint(paths: [folder.path], configuration: LintConfiguration())
    let lines = XcodeFormatter.format(report, colour: false).split(separator: "\n").map {
      $0.replacingOccurrences(of: folder.path + "/", with: "")
    }
    return (report, lines)
  }
}
