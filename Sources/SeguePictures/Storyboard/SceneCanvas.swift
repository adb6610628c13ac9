public import StoryboardFormat

/// Where Interface Builder's canvas places a scene: the scene's `<point key="canvasLocation">`.
extension Scene {
  /// The scene's position on Interface Builder's canvas, in canvas points; `nil` when the file stores none (older
  /// files keep it in a `<point key="canvasLocation">` too; a few hand-written ones have none).
  ///
  /// Not in Xcode's API: read from the file for pictures.
  public var canvasLocation: (x: Double, y: Double)? {
    guard let point = extras.first(where: { $0.element == "point" && $0.key == "canvasLocation" }),
      let x = point.attributes["x"].flatMap(Double.init), let y = point.attributes["y"].flatMap(Double.init)
    else { return nil }
    return (x, y)
  }
}
