import StoryboardFormat

extension LintRule {
  /// The `main-storyboard-without-initial` rule.
  static let mainStoryboardWithoutInitial = LintRule(
    id: DiagnosticCode(rawValue: "main-storyboard-without-initial"), severity: .error,
    summary: "The app's main (or launch) storyboard has no initial view controller.",
    explanation: """
      UIKit instantiates the main storyboard's initial view controller at launch; without one it logs \
      "Failed to instantiate the default view controller for UIMainStoryboardFile '…' - perhaps the \
      designated entry point is not set?" and shows a black window; a launch storyboard without one shows \
      nothing. A storyboard is main when an Info.plist beside it or up to three folders above it names it \
      (UIMainStoryboardFile, NSMainStoryboardFile, UISceneStoryboardFile in the scene manifest) or an \
      .xcodeproj there sets INFOPLIST_KEY_UIMainStoryboardFile; it is a launch storyboard when \
      UILaunchStoryboardName (or INFOPLIST_KEY_UILaunchStoryboardName) names it or it is marked \
      launchScreen="YES". A storyboard no Info.plist or project declares is never reported, whatever its \
      name: apps also load storyboards named 'Main' from code. Only iOS and tvOS storyboards are checked: a macOS main storyboard may hold only the application \
      scene and its menu. Fix: tick 'Is Initial View Controller' on the first scene.
      """, origin: .lint, check: MainStoryboardWithoutInitial.check)
}

enum MainStoryboardWithoutInitial {
  /// iOS and tvOS only: a macOS main storyboard may hold just the application scene and its menu. Only a
  /// storyboard an Info.plist or Xcode project declares counts: one merely named `Main` is not reported.
  static func check(_ context: LintContext) -> [Diagnostic] {
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
      case .launch:
        message = "Launch storyboard '\(document.name)' has no initial view controller, so the launch screen is empty"
      }
      return LintChecks.finding(
        .mainStoryboardWithoutInitial, message, at: SourceLocation(file: document.path, line: 2, column: 1), object: nil
      )
    }
  }
}
