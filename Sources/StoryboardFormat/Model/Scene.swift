/// One scene of a storyboard: its controller, its placeholders and loose objects, and its segues.
public struct Scene: Sendable, Hashable {
  public var sceneID: String
  /// The scene's controller (or storyboard reference); `nil` only in a broken scene, which is reported.
  public var controller: Controller?
  /// Every other top-level object in file order: the first responder and exit placeholders,
  /// gesture recognizers, custom objects, spare views.
  public var objects: [StoryboardObject]
  /// Every segue whose source is this scene's controller, in file order, wherever its owner sits.
  public var segues: [Segue]
  /// Other children of `<scene>`, such as `<point key="canvasLocation">`.
  public var extras: [StoryboardObject]
  public var location: SourceLocation

  public init(
    sceneID: String, controller: Controller?, objects: [StoryboardObject] = [], segues: [Segue] = [],
    extras: [StoryboardObject] = [], location: SourceLocation
  ) {
    self.sceneID = sceneID
    self.controller = controller
    self.objects = objects
    self.segues = segues
    self.extras = extras
    self.location = location
  }

  /// The Exit placeholder unwind segues target, present only when the scene has unwind segues.
  public var exit: StoryboardObject? { objects.first { $0.kind == .exit } }

  public var firstResponder: StoryboardObject? {
    objects.first { $0.attributes["sceneMemberID"] == "firstResponder" }
  }

  /// The first object of the scene (controller, its views, loose objects) with the given id.
  public func object(withID id: String) -> StoryboardObject? {
    if let found = controller?.object.object(withID: id) { return found }
    for object in objects {
      if let found = object.object(withID: id) { return found }
    }
    return nil
  }
}
