public import SeguePictures

extension SegueApp {
  /// The screen now as a wireframe: the window's root and presented controllers' views with the frames the runtime
  /// has (stored in the storyboard or nib, sized by the window and containers, autoresized), the navigation and tab bars of the containers on
  /// screen, and the status bar.
  ///
  /// Not in UIKit (a simulator screenshot is pixels; this is the same screen as boxes and text, from a headless
  /// run). Draw it with ``screenSVG`` or `Wireframe.svg()`.
  public var screenWireframe: Wireframe {
    var builder = ScreenWireframeBuilder(window: window)
    return builder.build()
  }

  /// The screen now as a standalone SVG document (``screenWireframe`` drawn).
  ///
  /// Not in UIKit. `segue run --screenshot FILE` writes the same picture after each step.
  ///
  /// ```swift
  /// try app.tap("Grinder")
  /// try app.screenSVG.write(toFile: "grinder.svg", atomically: true, encoding: .utf8)
  /// ```
  public var screenSVG: String { screenWireframe.svg() }
}
