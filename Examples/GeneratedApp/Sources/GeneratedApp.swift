public import Foundation

/// A storyboard app generated in code for the explorer's benchmark and coverage tests: 70 scenes, a tab bar of four
/// navigation stacks whose screens open two more each (a binary tree three pushes deep), five of those openings
/// modal (four form sheets a swipe dismisses, one full-screen cover nothing dismisses: a dead end), and the screens
/// at the bottom of each tree leading nowhere.
///
/// No app code: every scene is a UIKit class with a title of its own, so the explorer can tell which scenes it
/// showed. ``write(to:)`` writes its `Info.plist` and `Base.lproj/Main.storyboard` into a folder.
public enum GeneratedApp {
  /// The number of scenes in the generated storyboard.
  public static let sceneCount = 1 + tabs + contentScenes + modals.count

  static let tabs = 4
  static let contentScenes = 60
  /// The screens opened modally, and whether their presentation is full screen (no way back: a dead end).
  static let modals: [Int: Bool] = [9: false, 14: false, 23: false, 36: true, 47: false]

  /// Writes the app into a new folder under `directory` and returns the folder.
  public static func write(to directory: URL = FileManager.default.temporaryDirectory) throws -> URL {
    let folder = directory.appendingPathComponent("GeneratedApp-\(sceneCount)-\(UUID().uuidString)")
    let base = folder.appendingPathComponent("Base.lproj")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    try infoPlist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
    try storyboard.write(to: base.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    return folder
  }

  /// The children screen `index` opens (none past the tree's bottom).
  static func children(of index: Int) -> [Int] {
    [2 * index + tabs, 2 * index + tabs + 1].filter { $0 < contentScenes }
  }

  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleIdentifier</key>
    \t<string>com.example.GeneratedApp</string>
    \t<key>CFBundleName</key>
    \t<string>GeneratedApp</string>
    \t<key>UIMainStoryboardFile</key>
    \t<string>Main</string>
    </dict>
    </plist>

    """

  static var storyboard: String {
    var scenes: [String] = []
    let tabSegues = (0..<tabs).map {
      "<segue destination=\"nav-tab-\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"rel-tab-\($0)\"/>"
    }
    scenes.append(
      scene(
        "tab-bar",
        """
        <tabBarController title="Root" id="tab-bar" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar-bar"><autoresizingMask key="autoresizingMask"/></tabBar>
            <connections>\(tabSegues.joined())</connections>
        </tabBarController>
        """))
    for tab in 0..<tabs { scenes.append(navigation(id: "nav-tab-\(tab)", title: "Tab \(tab)", root: tab)) }
    for index in 0..<contentScenes {
      if modals[index] != nil {
        scenes.append(navigation(id: "nav-mod-\(index)", title: "Modal \(index)", root: index))
      }
      scenes.append(screen(index))
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
      useSafeAreas="YES" colorMatched="YES" initialViewController="tab-bar">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <scenes>
      \(scenes.joined(separator: "\n"))
          </scenes>
      </document>

      """
  }

  private static func scene(_ id: String, _ body: String) -> String {
    "<scene sceneID=\"scene-\(id)\"><objects>\n\(body)\n</objects></scene>"
  }

  private static func navigation(id: String, title: String, root: Int) -> String {
    scene(
      id,
      """
      <navigationController title="\(title)" id="\(id)" sceneMemberID="viewController">
          <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar"><autoresizingMask key="autoresizingMask"/></navigationBar>
          <connections>
              <segue destination="vc-\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
          </connections>
      </navigationController>
      """)
  }

  private static func screen(_ index: Int) -> String {
    let buttons = children(of: index).enumerated().map { position, child in
      let segue =
        if let fullScreen = modals[child] {
          "<segue destination=\"nav-mod-\(child)\" kind=\"presentation\" "
            + "modalPresentationStyle=\"\(fullScreen ? "fullScreen" : "formSheet")\" id=\"seg-\(child)\"/>"
        } else {
          "<segue destination=\"vc-\(child)\" kind=\"show\" id=\"seg-\(child)\"/>"
        }
      return """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-\(child)">
            <rect key="frame" x="16" y="\(160 + 60 * position)" width="361" height="44"/>
            <state key="normal" title="Open \(child)"/>
            <connections>\(segue)</connections>
        </button>
        """
    }
    return scene(
      "vc-\(index)",
      """
      <viewController title="Screen \(index)" id="vc-\(index)" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="vc-\(index)-view">
              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
              <subviews>\(buttons.joined())</subviews>
          </view>
          <navigationItem key="navigationItem" title="Screen \(index)" id="vc-\(index)-item"/>
      </viewController>
      """)
  }
}
