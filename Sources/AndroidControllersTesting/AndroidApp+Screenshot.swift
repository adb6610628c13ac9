import AndroidControllers
import AndroidFormat
import Foundation
public import SeguePictures

extension AndroidApp {
  /// The top activity's screen as a wireframe: its layout file measured as SeguePictures measures layouts, with
  /// the running views' state in it (a view found by id shows its current text and visibility), under the status
  /// bar and, unless the theme has no action bar, an app bar with the activity's title.
  ///
  /// Not in Android (a device screenshot is pixels). The runtime lays nothing out, so the frames come from the
  /// layout file: the layout whose `tools:context` names the activity, else `activity_x` for `XActivity`, in the
  /// `res/` folder beside the manifest [I]. Fragments' views are not drawn inside their containers (the container
  /// shows the fragment's class); at the home screen the picture says so.
  public var screenWireframe: Wireframe {
    let screen = Size(width: 360, height: 640)
    let status = Box(kind: .statusBar, frame: Rect(x: 0, y: 0, width: screen.width, height: 24), text: "12:00")
    func caption(_ text: String) -> Wireframe {
      Wireframe(
        title: text, size: screen,
        boxes: [
          Box(kind: .caption, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height), text: text), status,
        ])
    }
    guard let activity = device.topActivity, let className = activity.componentName?.className else {
      return caption("Home screen")
    }
    let manifestFolder = URL(fileURLWithPath: device.manifest.path).deletingLastPathComponent()
    let resources = AndroidResources.load(resFolder: manifestFolder.appendingPathComponent("res"))
    let simple = className.split(separator: ".").last.map(String.init) ?? className
    guard let layout = Self.layout(of: simple, in: resources) else { return caption("\(simple): no layout found") }
    var live = layout
    live.root = layout.root.map { liveState($0, in: activity) }
    let theme =
      device.manifest.activities.first { $0.className == className }?.theme
      ?? device.manifest.application?.theme ?? ""
    // `getTitle()` falls back to the Swift class's name; a stand-in's is not the declared activity's.
    let title = activity.title == String(describing: type(of: activity)) ? simple : activity.title
    let appBar = theme.contains("NoActionBar") || theme.contains("Fullscreen") ? nil : title
    return Wireframe(layout: live, strings: resources.strings, screen: screen, appBarTitle: appBar)
  }

  /// The top activity's screen as a standalone SVG document (``screenWireframe`` drawn). Not in Android.
  public var screenSVG: String { screenWireframe.svg() }

  /// The layout `tools:context` ties to the activity `simple`, else Android Studio's `activity_x` for `XActivity`.
  static func layout(of simple: String, in resources: AndroidResources) -> AndroidLayout? {
    let layouts = resources.layouts.sorted { $0.key < $1.key }
    if let tied = layouts.first(where: { $0.value.toolsContext?.split(separator: ".").last.map(String.init) == simple })
    {
      return tied.value
    }
    var snake = ""
    for character in simple.hasSuffix("Activity") ? String(simple.dropLast(8)) : simple {
      if character.isUppercase, !snake.isEmpty { snake += "_" }
      snake += character.lowercased()
    }
    return resources.layouts["activity_" + snake]
  }

  /// `element` with the running view of the same id's text and visibility.
  private func liveState(_ element: LayoutView, in activity: Activity) -> LayoutView {
    var element = element
    if let name = element.idName {
      let id = activity.resources.getIdentifier(name, "id", device.packageName)
      if id != 0, let view = activity.findViewById(id) {
        if let text = (view as? TextView)?.text, !text.isEmpty { element.androidAttributes["text"] = text }
        switch view.visibility {
        case View.GONE: element.androidAttributes["visibility"] = "gone"
        case View.INVISIBLE: element.androidAttributes["visibility"] = "invisible"
        default: element.androidAttributes["visibility"] = nil
        }
      }
    }
    element.children = element.children.map { liveState($0, in: activity) }
    return element
  }
}
