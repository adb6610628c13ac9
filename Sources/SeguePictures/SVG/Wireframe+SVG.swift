extension Wireframe {
  /// The wireframe as an SVG document; see ``WireframeSVG/render(_:standalone:label:)``.
  public func svg(standalone: Bool = true) -> String {
    WireframeSVG.render(self, standalone: standalone)
  }
}
