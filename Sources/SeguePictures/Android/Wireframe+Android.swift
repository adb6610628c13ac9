public import AndroidFormat

extension Wireframe {
  /// The wireframe of an Android layout on a phone screen: the status bar, an app bar when `appBarTitle` is given,
  /// and the layout's views measured into the rest (see the measuring rules in the SeguePictures catalog).
  ///
  /// - Parameters:
  ///   - layout: the decoded layout file.
  ///   - strings: string resources by name, to show `@string/name` texts; unresolved references are shown as
  ///     written.
  ///   - screen: the screen in dp; a 360 × 640 dp phone (Android Studio's default preview density bucket) when not
  ///     given.
  ///   - appBarTitle: the activity's label when its theme has an action bar; `nil` draws none.
  public init(
    layout: AndroidLayout, strings: [String: String] = [:], screen: Size = Size(width: 360, height: 640),
    appBarTitle: String? = nil
  ) {
    let status = 24.0
    var boxes: [Box] = [
      Box(kind: .statusBar, frame: Rect(x: 0, y: 0, width: screen.width, height: status), text: "12:00")
    ]
    var top = status
    if let appBarTitle {
      boxes.append(
        Box(kind: .navigationBar, frame: Rect(x: 0, y: top, width: screen.width, height: 56), text: appBarTitle))
      top += 56
    }
    let measure = AndroidLayoutMeasure(strings: strings)
    let content = Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
    if let root = layout.root {
      let margins = AndroidInsets(root.androidAttributes, prefix: "layout_margin")
      let size = measure.size(
        root, available: Size(width: content.width - margins.horizontal, height: content.height - margins.vertical))
      let frame = Rect(x: margins.left, y: top + margins.top, width: size.width, height: size.height)
      boxes.insert(measure.box(root, frame: frame), at: 0)
    }
    let name = layout.path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) }
    self.init(title: name, size: screen, boxes: boxes)
  }
}
