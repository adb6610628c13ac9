extension StoryboardSet {
  /// The `.storyboard` and `.xib` files ``load(paths:progress:)`` reads for `paths`, in the same order, without
  /// reading them (to count them, or to fingerprint them before deciding to load).
  public static func files(at paths: [String]) -> [String] {
    var ignored: [Diagnostic] = []
    return paths.flatMap { StoryboardFiles.find(at: $0, diagnostics: &ignored) }
  }
}
