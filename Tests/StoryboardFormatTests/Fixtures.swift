import Foundation
import StoryboardFormat

/// Builds small storyboards for tests: the envelope Xcode writes around the given scenes.
enum Fixture {
  static func storyboard(
    initial: String? = nil, runtime: String = "iOS.CocoaTouch", extraRoot: String = "", _ scenes: String
  ) -> String {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)\(extraRoot)>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
          </dependencies>
          <scenes>
      \(scenes)
          </scenes>
      </document>
      """
  }

  static func decode(_ text: String, path: String = "Main.storyboard") -> StoryboardDocument {
    StoryboardDecoder.decode(Array(text.utf8), path: path)
  }

  /// A scene holding `controller`, a first responder and any extra objects.
  static func scene(_ id: String, _ controller: String, objects: String = "") -> String {
    """
            <scene sceneID="\(id)">
                <objects>
                    \(controller)
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
                    \(objects)
                </objects>
                <point key="canvasLocation" x="10" y="20"/>
            </scene>
    """
  }

  static func viewController(_ id: String, attributes: String = "", body: String = "") -> String {
    "<viewController id=\"\(id)\" \(attributes) sceneMemberID=\"viewController\">\(body)</viewController>"
  }
}

extension Fixture {
  /// The 1-based line and column where `needle` first occurs in `text`, found by plain string search.
  static func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let range = line.range(of: needle) {
        return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
      }
    }
    return nil
  }
}

extension StoryboardDocument {
  /// Diagnostics as compiler-style lines, for whole-list comparisons.
  var diagnosticLines: [String] { diagnostics.map(\.description) }
}
