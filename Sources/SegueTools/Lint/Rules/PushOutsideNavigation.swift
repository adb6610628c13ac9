import StoryboardFormat

extension LintRule {
  /// The `push-outside-navigation` rule.
  static let pushOutsideNavigation = LintRule(
    id: DiagnosticCode(rawValue: "push-outside-navigation"), severity: .error,
    summary: "A push segue starts in a scene that is never inside a navigation controller: it crashes.",
    explanation: """
      The deprecated push segue raises NSGenericException ("Could not find a navigation controller for \
      segue '…'. Push segues can only be used when the source controller is managed by an instance of \
      UINavigationController.") unless the source is inside a navigation controller. The rule works out \
      every way each scene can be shown: as a navigation root or pushed scene, as a container's child or \
      embedded child (inheriting its parent's place), presented modally, or as a window root (the main \
      storyboard's initial scene). Scenes with a Storyboard ID, initial scenes of other storyboards, \
      destinations of custom segues and targets of references with their own ID can be placed anywhere by \
      code, and so can the scenes they lead to through relationships, embeds and show segues; a segue \
      from such a scene is never reported. Fix: embed the source in a navigation controller, or use a show or \
      present segue.
      """, origin: .lint, check: PushOutsideNavigation.check)
}

enum PushOutsideNavigation {
  static func check(_ context: LintContext) -> [Diagnostic] {
    NavigationChecks.check(context, kind: .push, rule: .pushOutsideNavigation, allows: \.canPush) { segue, scene in
      "\(LintChecks.name(segue)) from \(scene) will crash: the scene is never inside a navigation controller "
        + "('Push segues can only be used when the source controller is managed by an instance of UINavigationController.')"
    }
  }
}
