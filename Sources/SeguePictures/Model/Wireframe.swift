/// A picture of one screen as plain data: a canvas size and the boxes drawn on it, each with a kind, a frame in its
/// parent's coordinates, a text and its own boxes.
///
/// Wireframes come from files (``init(scene:in:)``, ``init(nibObject:in:)``, ``init(layout:strings:screen:appBarTitle:)``) or from a
/// running app (SegueKitTesting builds one from the live view hierarchy); ``svg(standalone:)`` draws any of them.
/// Not in UIKit or Android: Xcode's canvas and Android Studio's layout preview draw the same boxes on a Mac.
///
/// ```swift
/// let screen = Wireframe(
///   title: "Login", size: Size(width: 320, height: 480),
///   boxes: [Box(kind: .button, frame: Rect(x: 16, y: 100, width: 288, height: 44), text: "Sign In")])
/// print(screen.svg())
/// ```
public struct Wireframe: Sendable, Hashable {
  /// What the picture is of (a controller's class or title, a layout's name); drawn nowhere, kept for captions.
  public var title: String?
  /// The screen or view size, in points (dp for Android).
  public var size: Size
  /// The boxes, back to front.
  public var boxes: [Box]

  /// A wireframe of `size` holding `boxes`.
  public init(title: String? = nil, size: Size, boxes: [Box] = []) {
    self.title = title
    self.size = size
    self.boxes = boxes
  }

  /// Every box, depth first (parents before their children), back to front.
  public var allBoxes: [Box] {
    var found: [Box] = []
    func visit(_ box: Box) {
      found.append(box)
      box.children.forEach(visit)
    }
    boxes.forEach(visit)
    return found
  }

  /// Every text drawn, in drawing order: for search indexes and captions.
  public var texts: [String] { allBoxes.compactMap(\.text).filter { !$0.isEmpty } }
}

/// A width and a height.
public struct Size: Sendable, Hashable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size of `width` by `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A rectangle: an origin in its parent's coordinates (y down) and a size.
public struct Rect: Sendable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle at (`x`, `y`) of `width` by `height`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle's size.
  public var size: Size { Size(width: width, height: height) }
}

/// One view (or bar, or item) of a wireframe.
public struct Box: Sendable, Hashable {
  /// What the box stands for; decides how it is drawn.
  public var kind: BoxKind
  /// The frame in the parent box's coordinates (the wireframe's for a top-level box).
  public var frame: Rect
  /// The text, title or placeholder shown, or for an image its name.
  public var text: String?
  /// A second line of detail: a class name, a reuse identifier, a content description.
  public var detail: String?
  /// Whether the file or runtime marks the view hidden; drawn faded.
  public var isHidden: Bool
  /// Boxes inside this one, back to front.
  public var children: [Box]
  /// The `id` of the object the box is drawn from, in the storyboard or xib; `nil` when it has none or the box comes
  /// from elsewhere (a bar the canvas draws, a running app). ``WireframeSVG`` outlines boxes by it.
  public var id: String?

  /// A box of `kind` at `frame`.
  public init(
    kind: BoxKind, frame: Rect, text: String? = nil, detail: String? = nil, isHidden: Bool = false,
    children: [Box] = [], id: String? = nil
  ) {
    self.kind = kind
    self.frame = frame
    self.text = text
    self.detail = detail
    self.isHidden = isHidden
    self.children = children
    self.id = id
  }
}
