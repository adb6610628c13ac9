/// The content of the HTML explorer: canvases of scene cards (each a wireframe at a position) and the links between
/// them, with the details a click shows. Plain data; ``ExplorerHTML`` writes the page.
///
/// `segue graph --format html` builds one from an app's storyboards (SegueTools' `ExplorerPageBuilder`) or its
/// Android manifest and layouts.
public struct ExplorerPage: Sendable, Hashable {
  /// The page's title.
  public var title: String
  /// The canvases, drawn one below the other: a storyboard each, or an Android app's activities.
  public var canvases: [Canvas]
  /// Links between scenes (by ``Scene/id``), drawn as arrows.
  public var links: [Link]

  /// A page of `canvases` and `links`.
  public init(title: String, canvases: [Canvas], links: [Link]) {
    self.title = title
    self.canvases = canvases
    self.links = links
  }

  /// One canvas: a storyboard or an app.
  public struct Canvas: Sendable, Hashable {
    /// The canvas's heading (a storyboard's name).
    public var name: String
    /// Where it comes from (a file path).
    public var path: String
    /// The scenes, in file order.
    public var scenes: [Scene]

    /// A canvas named `name`.
    public init(name: String, path: String, scenes: [Scene]) {
      self.name = name
      self.path = path
      self.scenes = scenes
    }
  }

  /// One scene card: a wireframe at a canvas position, with a heading and details.
  public struct Scene: Sendable, Hashable {
    /// A page-wide unique id (`Main/BYZ-38-t0r`).
    public var id: String
    /// The heading drawn above the wireframe: the class and the title.
    public var heading: String
    /// The centre of the scene on its canvas, in canvas points; `nil` places it in a grid after the placed ones.
    public var location: Point?
    /// The picture.
    public var wireframe: Wireframe
    /// Whether the scene is where its canvas starts (initial view controller, launcher activity).
    public var isInitial: Bool
    /// The details a click shows, in order.
    public var details: [Detail]
    /// The lint findings on the scene, one line each (`warning: … [rule]`).
    public var findings: [String]
    /// Extra words search matches besides heading, details and the wireframe's texts (identifiers, titles).
    public var keywords: [String]

    /// A scene card.
    public init(
      id: String, heading: String, location: Point?, wireframe: Wireframe, isInitial: Bool = false,
      details: [Detail] = [], findings: [String] = [], keywords: [String] = []
    ) {
      self.id = id
      self.heading = heading
      self.location = location
      self.wireframe = wireframe
      self.isInitial = isInitial
      self.details = details
      self.findings = findings
      self.keywords = keywords
    }
  }

  /// A point on a canvas.
  public struct Point: Sendable, Hashable {
    /// Left to right.
    public var x: Double
    /// Top to bottom.
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// A labelled detail: `Class: LoginViewController`, `Outlets: emailField, passwordField`.
  public struct Detail: Sendable, Hashable {
    /// The label.
    public var label: String
    /// The values, one line each.
    public var values: [String]

    /// A detail with `values`; empty details are not shown.
    public init(_ label: String, _ values: [String]) {
      self.label = label
      self.values = values
    }
  }

  /// An arrow between two scenes.
  public struct Link: Sendable, Hashable {
    /// The source scene's id.
    public var from: String
    /// The destination scene's id (the source's own for an unwind drawn to its Exit).
    public var to: String
    /// `show`, `modal`, `popover`, `embed`, `relationship`, `unwind`, `reference`, `custom`, `parent`, `hosts` …;
    /// the arrow's style and legend.
    public var kind: String
    /// A short label on the arrow (the segue identifier, a relationship's name).
    public var label: String?
    /// What a click on the arrow shows.
    public var details: [Detail]

    /// A link from `from` to `to`.
    public init(from: String, to: String, kind: String, label: String? = nil, details: [Detail] = []) {
      self.from = from
      self.to = to
      self.kind = kind
      self.label = label
      self.details = details
    }
  }
}
