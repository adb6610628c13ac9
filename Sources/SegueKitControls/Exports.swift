// The views layer below (responders, views and windows, layout, animation, appearance), and through it the engine,
// Foundation and the graphics layer: every file of the controls layer, and of the layers above it, reads them through
// this one import, as `import UIKit` makes them all visible.
@_exported public import SegueKitViews
