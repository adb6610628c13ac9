import Foundation
import SegueTools
import StoryboardFormat

/// Small hand-written storyboards for lint and graph tests, and helpers that run the tools on them.
enum Fixture {
  /// A folder that does not exist, so no Info.plist, project or sources are found beside the fixtures.
  static let folder = "/virtual/App"

  /// The envelope Xcode writes around scenes.
  static func storyboard(initial: String? = nil, runtime: String = "iOS.CocoaTouch", _ scenes: String...) -> String {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
          <scenes>
      \(scenes.joined(separator: "\n"))
          </scenes>
      </document>

      """
  }

  /// A scene holding `controller` and any loose objects (an Exit, gesture recognizers).
  static func scene(_ controller: String, objects: String = "") -> String {
    let id = controller.firstMatch(of: /id="([^"]*)"/).map { String($0.1) } ?? "scene"
    return """
              <scene sceneID="s-\(id)">
                  <objects>
                      \(controller)
                      \(objects)
                  </objects>
              </scene>
      """
  }

  /// A controller element: `kind` is its element name; `segues` go in its own `<connections>`.
  static func controller(
    _ kind: String = "viewController", _ id: String, _ attributes: String = "", view: String = "", segues: String = ""
  ) -> String {
    let connections = segues.isEmpty ? "" : "<connections>\(segues)</connections>"
    let attributeText = attributes.isEmpty ? "" : " \(attributes)"
    return "<\(kind) id=\"\(id)\"\(attributeText) sceneMemberID=\"viewController\">\(view)\(connections)</\(kind)>"
  }

  /// A navigation controller whose root is `root`.
  static func navigation(_ id: String, root: String, _ attributes: String = "") -> String {
    controller(
      "navigationController", id, attributes,
      segues: segue("\(id)-r", to: root, kind: "relationship", "relationship=\"rootViewController\""))
  }

  /// A root view holding one button that owns `segues`.
  static func buttonView(_ id: String, title: String, segues: String) -> String {
    "<view key=\"view\" id=\"\(id)-v\"><subviews><button id=\"\(id)\"><state key=\"normal\" title=\"\(title)\"/>"
      + "<connections>\(segues)</connections></button></subviews></view>"
  }

  static func segue(_ id: String, to destination: String, kind: String = "show", _ attributes: String = "") -> String {
    let attributeText = attributes.isEmpty ? "" : " \(attributes)"
    return "<segue destination=\"\(destination)\" kind=\"\(kind)\"\(attributeText) id=\"\(id)\"/>"
  }

  static func exit(_ id: String) -> String { "<exit id=\"\(id)\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>" }

  static func decode(_ text: String, name: String) -> StoryboardDocument {
    StoryboardDecoder.decode(Array(text.utf8), path: "\(folder)/\(name).storyboard")
  }

  static func set(_ files: [(name: String, text: String)]) -> StoryboardSet {
    StoryboardSet(documents: files.map { decode($0.text, name: $0.name) })
  }

  /// Lints in-memory storyboards (all reported) and returns the Xcode-style output, file names shortened.
  static func lint(
    _ files: [(name: String, text: String)], configuration: LintConfiguration = LintConfiguration(),
    sources: SourceIndex = SourceIndex()
  ) -> [String] {
    let set = set(files)
    let report = Linter.lint(set: set, reporting: set.documents, configuration: configuration, sources: sources)
    return XcodeFormatter.format(report, colour: false).split(separator: "\n").map {
      $0.replacingOccurrences(of: folder + "/", with: "")
    }
  }

  static func lint(_ text: String, name: String = "Flow", sources: SourceIndex = SourceIndex()) -> [String] {
    lint([(name, text)], sources: sources)
  }

  static func report(_ files: [(name: String, text: String)]) -> LintReport {
    let set = set(files)
    return Linter.lint(set: set, reporting: set.documents, configuration: LintConfiguration())
  }
}
