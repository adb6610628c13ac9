import StoryboardFormat

/// Every rule `segue lint` knows, by id. Ids are stable: a rule may be added, never renamed.
public enum LintRules {
  public static func rule(_ id: String) -> LintRule? { byID[id] }

  private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// Lint rules first, then decoder diagnostics, each group by id.
  public static let all: [LintRule] = lintRules.sorted { $0.id < $1.id } + decoderRules.sorted { $0.id < $1.id }

  /// A rule for a decoder code this catalogue does not list yet (a newer decoder): shown as it comes.
  static func fallback(for code: String) -> LintRule {
    LintRule(
      id: code, severity: .warning, summary: "A problem the storyboard decoder reports.",
      explanation: "This code comes from the StoryboardFormat decoder; see its message.", origin: .decoder)
  }

  static let lintRules: [LintRule] = [
    LintRule(
      id: "containment-cycle", severity: .error,
      summary: "Relationship or embed segues lead back to a scene that contains them.",
      explanation: """
        A relationship segue (a navigation controller's root, a tab, a split column) and an embed segue (a \
        container view) make their destination part of their source: UIKit makes the destination whenever it \
        makes the source. When a chain of them (storyboard references included) leads back to where it started, \
        making the first scene makes it again, without end, and the app crashes with a stack overflow; SegueKit \
        raises an exception instead. Interface Builder does not stop such a file. Each cycle is reported once. Fix: \
        point one of the segues at another scene, or make it a show or modal segue.
        """, origin: .lint),
    LintRule(
      id: "duplicate-segue-identifier", severity: .warning,
      summary: "Two segues from the same scene share an identifier.",
      explanation: """
        performSegue(withIdentifier:) and prepare(for:sender:) tell segues apart by identifier; with two \
        segues of one name from one scene, which one runs is undefined and prepare(for:) cannot tell them \
        apart. Two triggered segues (buttons, cells …) of the same kind to the same destination are not \
        reported: that is one flow with two triggers. Fix: rename one of them.
        """, origin: .lint),
    LintRule(
      id: "duplicate-storyboard-identifier", severity: .error,
      summary: "Two scenes of one storyboard share a Storyboard ID.",
      explanation: """
        instantiateViewController(withIdentifier:) and storyboard references find scenes by Storyboard ID; \
        with two scenes of one ID only one of them can ever be instantiated that way. Fix: give each scene \
        its own ID.
        """, origin: .lint),
    LintRule(
      id: "manual-segue-without-identifier", severity: .warning,
      summary: "A manual segue (drawn from the view controller itself) has no identifier.",
      explanation: """
        A segue owned by the scene's controller (not by a button, cell, bar item or gesture) fires only \
        from code, through performSegue(withIdentifier:); without an identifier nothing can perform it. \
        Relationship and embed segues are not manual and are not reported. Fix: set the identifier, or \
        delete the segue.
        """, origin: .lint),
    LintRule(
      id: "unreachable-scene", severity: .warning,
      summary: "No entry point leads to this scene, so nothing can ever show it.",
      explanation: """
        Entry points are the scenes an app or its code can instantiate directly: every storyboard's \
        initial view controller (UIMainStoryboardFile, UIStoryboard.instantiateInitialViewController), \
        every scene with a Storyboard ID (instantiateViewController(withIdentifier:)), the target of every \
        storyboard reference that has a Storyboard ID of its own, and the macOS application scene and \
        WatchKit notification scenes. A scene is reachable when a chain of segues (relationships, embeds \
        and storyboard references included; unwinds excluded) leads to it from an entry point. An \
        unreachable scene has no Storyboard ID, is not initial, and every segue into it (if any) starts \
        in another unreachable scene: no API can create it. Only the root of a dead group of scenes is \
        reported (a scene no other unreachable scene leads to, or the first scene of a dead cycle), and its \
        message names the scenes only it leads to: a navigation controller and its root that nothing shows \
        are one finding. The single dead root of a storyboard that a reference expects an initial view \
        controller of is left to reference-no-initial-controller. Fix: connect it, give it a Storyboard ID, or \
        delete it. Only the files given on the command line are reported, but the references and segues \
        of every loaded file count.
        """, origin: .lint),
    LintRule(
      id: "unwind-action-not-implemented", severity: .warning,
      summary: "No view controller that can lead to this scene implements the unwind action.",
      explanation: """
        UIKit performs an unwind segue by walking from the source up the presenting and container chain \
        for a view controller that implements the unwindAction selector; when none does, the segue does \
        nothing ("fails silently"). The rule looks at the scenes that can lead to the source (every scene \
        with a chain of segues to it, and the children of containers among them). Evidence that a scene \
        implements the selector is: (1) a Swift '@IBAction func name(_: UIStoryboardSegue)' or Objective-C \
        '- (IBAction)name:(UIStoryboardSegue *)' (or '(id)') in the scene's custom class, a superclass, or an \
        extension of UIViewController (which every controller inherits), when Swift or Objective-C sources \
        are found (with --sources, or the folder holding the nearest .xcodeproj, .xcworkspace, Package.swift \
        or project.yml above the storyboard, else the folder given on the command line that holds it); (2) \
        an action connection with that selector to the scene's controller in a storyboard. With sources, a \
        finding is a warning when no class in the sources implements the selector at all, or when none of \
        the scenes that lead here does and code cannot create the source scene (it has no Storyboard ID and \
        is not reached from a scene that has one); when code can, the finding is a note, since code may \
        present the scene from a controller that implements the action. When the sources are visibly \
        incomplete (a Podfile.lock, Package.resolved or Cartfile.resolved beside the project, or a class a \
        storyboard takes from a fixed module that no source declares), every finding is a note that says a \
        dependency may add the action, and unwind segues whose action no class in the sources has are counted \
        in one note per run (at the first storyboard) instead; pass the dependencies' sources with --sources \
        to check them. Without any sources nothing can be checked: the run gets one note, \
        at the first storyboard, counting the unwind segues left unchecked. Unwind segues in unreachable \
        scenes are left to unreachable-scene. Swift's selector naming is matched loosely ('name:', \
        'nameWithLabel:', 'nameLabel:'), and classes are matched by name, so a method added at run time or \
        in a class the sources do not contain is not seen.
        """, origin: .lint),
    LintRule(
      id: "push-outside-navigation", severity: .error,
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
        """, origin: .lint),
    LintRule(
      id: "show-outside-navigation", severity: .warning,
      summary: "A show segue starts in a scene that is never inside a navigation or split view controller: it presents modally.",
      explanation: """
        show(_:sender:) pushes only when a navigation controller (or a split view controller) contains the \
        source; otherwise UIKit presents the destination modally, with no back button. How the rule decides \
        where a scene can be is described under push-outside-navigation; scenes that code can place \
        anywhere are never reported. A show segue is also a common way to present a sheet, so a segue is \
        reported only when its destination shows that its author expected a navigation stack: a warning when \
        the destination has show or push segues of its own (they will present modally too) or bar button \
        items in its navigation item (they will not appear), a note when its navigation item has only a \
        title. Fix: embed the source in a navigation controller, or use 'Present Modally' to say what happens.
        """, origin: .lint),
    LintRule(
      id: "show-detail-outside-split", severity: .warning,
      summary: "A showDetail segue starts in a scene that is never inside a split view controller: it presents modally.",
      explanation: """
        showDetailViewController(_:sender:) replaces the detail column only when a split view controller \
        contains the source; otherwise UIKit presents the destination modally. Scenes that code can place \
        anywhere are never reported (see push-outside-navigation). Fix: put the source in a split view \
        controller, or use show or present.
        """, origin: .lint),
    LintRule(
      id: "popover-without-anchor", severity: .error,
      summary: "A popover segue has no anchor view or bar button item, or its anchor is not in the scene.",
      explanation: """
        A 'Present As Popover' (or iOS 'Popover') segue needs an anchor: UIKit asserts "A popover segue must \
        have either an anchorBarButtonItem or an anchorView." when neither is set. Segues fired by a control, \
        bar item, cell, menu or toolbar item are anchored to it; manual and gesture segues need \
        popoverAnchorView or popoverAnchorBarButtonItem. An anchor id that names no object of the scene is \
        reported too. macOS popovers are not checked (AppKit anchors them at the sender). Fix: set the \
        anchor in the segue's attributes inspector, or set sourceView in prepare(for:sender:) and lower this \
        rule to a note.
        """, origin: .lint),
    LintRule(
      id: "main-storyboard-without-initial", severity: .error,
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
        """, origin: .lint),
    LintRule(
      id: "unresolved-custom-class", severity: .warning,
      summary: "A custom class or module cannot resolve at run time.",
      explanation: """
        At run time UIKit looks the class up by name, in customModule when one is set (with \
        customModuleProvider="target" the module is the target the storyboard is built into); when the \
        lookup fails it logs "Unknown class … in Interface Builder file." and uses the plain UIKit class. \
        Without the Swift sources only some failures are certain, and the rule reports those: a module \
        without a class; a customModuleProvider other than 'target'; a class name that is not an identifier; \
        a class that other objects of the same storyboard (so of the same target) take from the app target (module inherited from \
        the target) but that this object pins to a different fixed module. A class pinned to the very module \
        the storyboard's other objects inherit from the target resolves today, but not once the target is \
        renamed; that is reported as a note. When Swift or Objective-C sources \
        are found (see unwind-action-not-implemented), it also reports a class whose module is inherited \
        from the target but which no source declares, and a Swift class used with no module and no \
        @objc(Name), which NSClassFromString cannot find. Classes with a system prefix (UI, NS, WK, MK, AV …) \
        are not looked for in the sources.
        """, origin: .lint),
    LintRule(
      id: "custom-segue-without-class", severity: .error,
      summary: "A custom segue names no segue class.",
      explanation: """
        A segue of kind 'custom' is an instance of its customClass, a UIStoryboardSegue subclass that \
        implements perform(); without a class there is nothing to perform and UIKit fails to create the \
        segue. Fix: set the segue's class, or pick a built-in kind.
        """, origin: .lint),
  ]

  static let decoderRules: [LintRule] = [
    decoder(
      "dangling-segue-destination", .error, "A segue's destination is not a scene of its storyboard.",
      "The destination id names no object, or an object that is not a scene controller; the segue cannot be performed. Usually left by a hand edit or a merge."
    ),
    decoder(
      "reference-missing-storyboard", .error, "A storyboard reference names a storyboard that is not loaded.",
      "References are resolved by storyboard name among the given files and the storyboards beside them (same folder or Base.lproj). Pass the folder holding the named storyboard, or fix the name."
    ),
    decoder(
      "reference-missing-identifier", .error, "A storyboard reference names a Storyboard ID its target storyboard lacks.",
      "UIKit raises 'Storyboard (…) doesn't contain a view controller with identifier' when the reference is followed."),
    decoder(
      "reference-no-initial-controller", .error,
      "A storyboard reference without a referenced ID points to a storyboard with no initial view controller.",
      "Without referencedIdentifier a reference means the target's initial view controller; the target has none."),
    decoder(
      "reference-other-bundle", .note, "A storyboard reference points into another bundle, which cannot be checked here.",
      "bundleIdentifier names a framework or other bundle; its storyboards are not part of the loaded set, so whether the storyboard and scene exist is unknown. A note, since such references are usually valid."
    ),
    decoder(
      "reference-unconfigured", .error, "A storyboard reference names neither a storyboard nor a scene.",
      "Xcode writes this for a reference that was never configured; it refuses to compile it."),
    decoder(
      "reference-cycle", .error, "Storyboard references lead to each other in a cycle.",
      "Following the references never reaches a real scene."),
    decoder(
      "unconfigured-storyboard-reference", .warning, "A storyboard reference names no storyboard.",
      "Reported by the decoder for the reference element itself; see also reference-unconfigured."),
    decoder(
      "duplicate-storyboard-name", .warning, "Two storyboards of one app and platform have the same name.",
      """
      References find storyboards by name, as a bundle does, so one app cannot hold two storyboards of one name \
      (Xcode refuses to copy both into the bundle). A storyboard's app is the nearest folder, from its own up to \
      three above, with an Info.plist (else its own folder); storyboards of other platforms, of other apps, and \
      localized copies (en.lproj beside Base.lproj) are not duplicates. References use the copy nearest to them, \
      Base.lproj first.
      """),
    decoder("unreadable-file", .error, "A file or folder could not be read.", "The path does not exist or cannot be opened."),
    decoder(
      "no-storyboards", .error, "A path given holds no storyboard.",
      "Give the app's folder or the .storyboard files themselves."),
    decoder("empty-file", .error, "The file is empty.", "Nothing could be decoded."),
    decoder("not-a-storyboard", .error, "The file is not a storyboard (a xib, or not Interface Builder XML).", "Only storyboards are decoded."),
    decoder("merge-conflict", .error, "The file contains merge-conflict markers.", "Both sides of the conflict are loaded; resolve the conflict."),
    decoder(
      "duplicate-object-id", .error, "An object id is used twice in one file.",
      "Usually left by a merge; segues and outlets may point at the wrong object."),
    decoder(
      "dangling-initial-view-controller", .error, "The initial view controller id is not a scene controller.",
      "The storyboard has no usable entry point."),
    decoder(
      "unwind-destination-not-exit", .error, "An unwind segue does not point at its scene's Exit.",
      "Unwind segues must target the Exit placeholder of their own scene."),
    decoder("segue-without-kind", .error, "A segue has no kind.", "The segue is dropped."),
    decoder("segue-without-destination", .error, "A segue has no destination.", "The segue cannot be performed."),
    decoder("relationship-without-name", .warning, "A relationship segue names no relationship.", "The container slot it fills is unknown."),
    decoder(
      "scene-without-controller", .warning, "A scene has no controller.",
      "The scene is empty or its controller is not marked sceneMemberID=\"viewController\"."),
    decoder(
      "scene-multiple-controllers", .warning, "A scene has more than one controller.", "The first is used; the others are kept as loose objects."),
    decoder("scene-without-id", .warning, "A scene has no sceneID.", "Xcode always writes one."),
    decoder("unknown-controller", .warning, "An unknown controller element.", "It is treated as a generic view controller."),
    decoder("unknown-segue-kind", .warning, "An unknown segue kind.", "The segue is kept; its behaviour is unknown."),
    decoder("unknown-element", .note, "An unknown element is kept as is.", "A newer Xcode may write elements the decoder does not know."),
    decoder("unknown-attribute", .note, "An unknown segue attribute is kept as is.", "A newer Xcode may write attributes the decoder does not know."),
    decoder(
      "compiled-storyboard-copy", .warning, "The file lies inside a compiled .storyboardc folder.",
      "It is a build product, not a source storyboard; exclude it."),
    decoder(
      "localization-export-copy", .warning, "The file lies inside an exported .xcloc bundle.", "It is a copy, not a source storyboard; exclude it."),
    decoder("xml-syntax", .error, "The XML is malformed.", "What could be read is kept."),
    decoder("xml-mismatched-tag", .error, "A closing tag does not match its opening tag.", "What could be read is kept."),
    decoder("xml-unclosed", .error, "An element is not closed.", "What could be read is kept."),
    decoder("xml-too-deep", .error, "Elements are nested too deeply.", "The decoder bounds nesting to stay safe on hostile input."),
    decoder("xml-doctype", .warning, "The file has a DOCTYPE declaration.", "Storyboards have none; it is ignored."),
    decoder(
      "xml-entity-refused", .error, "The file declares XML entities.", "Entity declarations are refused so that no file can expand without bound."),
    decoder(
      "xml-entity-undefined", .error, "An undefined XML entity is used.", "Only XML's predefined entities and character references are expanded."),
    decoder("xml-duplicate-attribute", .error, "An element repeats an attribute.", "The first value is kept."),
  ]

  private static func decoder(
    _ id: String, _ severity: Diagnostic.Severity, _ summary: String, _ explanation: String
  ) -> LintRule {
    LintRule(id: id, severity: severity, summary: summary, explanation: explanation, origin: .decoder)
  }
}
