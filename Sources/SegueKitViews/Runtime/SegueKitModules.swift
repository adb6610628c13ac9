/// The modules `import SegueKit` re-exports, and the name users know their types by.
package enum SegueKitModules {
  /// SegueKit's layers, the core first (ARCHITECTURE.md).
  package static let layers = [
    "SegueKitCore", "SegueKitViews", "SegueKitControls", "SegueKitGraphics", "SegueKitInertBase", "SegueKitStoryboards",
    "SegueKitInertSurface", "SegueKitDocuments", "SegueKitCompositionalLayout", "SegueKitDiffableDataSources",
    "SegueKitSystemControllers",
  ]

  /// `type`'s qualified name as users see it: `SegueKit.UIViewController` for a class of any layer, since they import
  /// the umbrella, and `App.ViewController` for one of theirs.
  package static func qualifiedName(of type: Any.Type) -> String {
    let name = String(reflecting: type)
    for layer in layers where name.hasPrefix(layer + ".") { return "SegueKit" + name.dropFirst(layer.count) }
    return name
  }
}
