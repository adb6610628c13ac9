import StoryboardFormat

/// Rules about whole storyboards.
enum StoryboardChecks {
  static func duplicateStoryboardIdentifier(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for document in context.documents {
      var first: [String: Controller] = [:]
      for controller in document.controllers {
        guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty else { continue }
        if let earlier = first[identifier] {
          findings.append(
            LintChecks.finding(
              "duplicate-storyboard-identifier",
              "Storyboard ID '\(identifier)' is already used by the scene at \(earlier.location.line):\(earlier.location.column)",
              at: controller.location, object: controller.id))
        } else {
          first[identifier] = controller
        }
      }
    }
    return findings
  }

  /// iOS and tvOS only: a macOS main storyboard may hold just the application scene and its menu. Only a
  /// storyboard an Info.plist or Xcode project declares counts: one merely named `Main` is not reported.
  static func mainWithoutInitial(_ context: LintContext) -> [Diagnostic] {
    context.documents.compactMap { document in
      guard LintChecks.touchPlatforms.contains(document.platform), let role = context.launchStoryboards[document.path],
        document.initialViewControllerID == nil
      else { return nil }
      let failure =
        "UIKit logs 'Failed to instantiate the default view controller for UIMainStoryboardFile '\(document.name)' - "
        + "perhaps the designated entry point is not set?'"
      let message: String
      switch role {
      case .main: message = "Main storyboard '\(document.name)' has no initial view controller; \(failure)"
      case .mainByName: return nil
      case .launch: message = "Launch storyboard '\(document.name)' has no initial view controller, so the launch screen is empty"
      }
      return LintChecks.finding(
        "main-storyboard-without-initial", message, at: SourceLocation(file: document.path, line: 2, column: 1), object: nil)
    }
  }
}
