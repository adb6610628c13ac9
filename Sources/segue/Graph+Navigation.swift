import AndroidFormat
import Foundation
import SegueTools

// `segue graph` of Navigation graphs: drawn alone, or inside the Android app's graph when a manifest came too.
extension Graph {
  /// `output` (the app's graph in the chosen format) with the navigation graphs drawn in it; alone when only graphs
  /// were given. JSON is left as it is (``AndroidGraph/navigation`` carries the graphs there).
  static func addingNavigation(
    _ navigations: [NavigationDocument], to output: String, manifests: [AndroidManifest]
  ) -> String {
    guard !navigations.isEmpty else { return output }
    let standalone = manifests.isEmpty
    if output.hasPrefix("digraph") {
      if standalone { return NavigationGraphRenderer.dot(navigations) }
      guard let close = output.range(of: "}\n", options: .backwards) else { return output }
      return String(output[..<close.lowerBound]) + "  compound=true;\n" + NavigationGraphRenderer.dotBody(navigations)
        + "}\n"
    }
    if output.hasPrefix("flowchart") {
      return standalone
        ? NavigationGraphRenderer.mermaid(navigations) : output + NavigationGraphRenderer.mermaidBody(navigations)
    }
    return output
  }
}
