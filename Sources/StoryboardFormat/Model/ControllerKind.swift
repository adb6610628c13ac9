/// The element name of a scene's controller, which decides its runtime class.
///
/// Unknown names are kept (``isKnown`` is false) and the controller is treated as a generic one.
public struct ControllerKind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let viewController = ControllerKind(rawValue: "viewController")
  public static let navigationController = ControllerKind(rawValue: "navigationController")
  public static let tableViewController = ControllerKind(rawValue: "tableViewController")
  public static let collectionViewController = ControllerKind(rawValue: "collectionViewController")
  public static let tabBarController = ControllerKind(rawValue: "tabBarController")
  public static let splitViewController = ControllerKind(rawValue: "splitViewController")
  public static let pageViewController = ControllerKind(rawValue: "pageViewController")
  public static let hostingController = ControllerKind(rawValue: "hostingController")
  public static let avPlayerViewController = ControllerKind(rawValue: "avPlayerViewController")
  public static let glkViewController = ControllerKind(rawValue: "glkViewController")
  /// An iOS or tvOS storyboard reference.
  public static let viewControllerPlaceholder = ControllerKind(rawValue: "viewControllerPlaceholder")
  /// A macOS storyboard reference.
  public static let controllerPlaceholder = ControllerKind(rawValue: "controllerPlaceholder")
  public static let windowController = ControllerKind(rawValue: "windowController")
  public static let tabViewController = ControllerKind(rawValue: "tabViewController")
  public static let pagecontroller = ControllerKind(rawValue: "pagecontroller")
  /// The macOS "Application Scene" holding the main menu.
  public static let application = ControllerKind(rawValue: "application")
  /// A WatchKit interface controller.
  public static let controller = ControllerKind(rawValue: "controller")
  public static let notificationController = ControllerKind(rawValue: "notificationController")

  public static let allKnown: [ControllerKind] = [
    .viewController, .navigationController, .tableViewController, .collectionViewController, .tabBarController,
    .splitViewController, .pageViewController, .hostingController, .avPlayerViewController, .glkViewController,
    .viewControllerPlaceholder, .controllerPlaceholder, .windowController, .tabViewController, .pagecontroller,
    .application, .controller, .notificationController,
  ]

  public var isKnown: Bool { Self.allKnown.contains(self) }
  public var isStoryboardReference: Bool { self == .viewControllerPlaceholder || self == .controllerPlaceholder }
  /// WatchKit scene controllers carry no `sceneMemberID`.
  static let watchKitControllers: Set<String> = ["controller", "notificationController", "hostingController"]

  public var description: String { rawValue }
}
