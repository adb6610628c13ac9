/// What the port learns of one type's declarations in an app (its class body and its extensions, from any file):
/// enough to write its connection table and to resolve `#selector`s.
struct PortedType {
  /// A method, with what the table needs to call it.
  struct Method {
    enum Role { case plain, action, unwind, segueAction }
    var baseName: String
    /// Argument labels; `nil` for `_`.
    var labels: [String?]
    var parameterTypes: [String]
    /// The `@objc(name)` name, when given.
    var objcName: String?
    var role: Role
    var isStatic: Bool
    var location: PortLocation
    /// The `private`/`fileprivate` modifiers to remove should a table call it.
    var privateModifiers: [Range<Int>]
    /// The method returns something (the table's call discards it).
    var returnsValue = false
    /// Declared with `override`.
    var isOverride = false
    /// Declared in an extension rather than the type's body.
    var isInExtension = false

    /// `tableView(_:cellForRowAt:)`.
    var swiftName: String { baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }

    var selector: String { objcName ?? ObjCSelector.name(baseName: baseName, labels: labels) }
  }

  /// An `@IBOutlet` property.
  struct Outlet {
    var name: String
    /// The declared type as written (`UILabel!`).
    var type: String
    var location: PortLocation
    var privateModifiers: [Range<Int>]
  }

  var name: String
  var isClass = false
  var inherited: [String] = []
  var isGeneric = false
  /// The class is `public` or `open`: its table's members must be public too.
  var isPublic = false
  /// The class is `open`: a subclass in another module may need to extend its table.
  var isOpen = false
  /// The class is `private` or `fileprivate`: these modifiers' ranges.
  var privateModifiers: [Range<Int>] = []
  /// Where the class body's closing brace is (the file, and the brace's byte offset), and whether a member added
  /// before it needs a `;` (the body has members, the last without one).
  var closingBrace: (file: String, offset: Int, needsSeparator: Bool)?
  /// Where the class body's opening brace ends (the file, and the byte offset after the brace).
  var openingBrace: (file: String, offset: Int)?
  var location: PortLocation?
  /// The type conforms to `StoryboardConnectable` or declares `storyboardConnections` itself.
  var hasHandWrittenTable = false
  /// A hand-written `class var storyboardConnections: StoryboardConnections<Owner>` in the class body: its owner.
  var overridableTableOwner: String?
  var methods: [Method] = []
  var outlets: [Outlet] = []
  /// The designated initializers the class body declares, as `init(style:reuseIdentifier:)`.
  var designatedInitializers: [String] = []
  /// What the class and its extensions inherit or conform to, as written.
  var conformances: [String] = []
  /// The class is marked `@main` or `@UIApplicationMain`: the app delegate UIKit's `main()` launches.
  var isApplicationMain = false

  /// The protocols that make a class one of the app's delegates UIKit creates by name at launch.
  static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]

  /// UIKit creates this class by name at launch (the app delegate, or a scene delegate), and `init()` makes one:
  /// the class declares no designated initializer of its own, or declares `init()`.
  var isLaunchDelegate: Bool {
    isClass && !isGeneric && privateModifiers.isEmpty
      && (isApplicationMain || !Self.delegateProtocols.isDisjoint(with: conformances))
      && (designatedInitializers.isEmpty || designatedInitializers.contains("init()"))
  }

  /// The superclass, when the first inherited type is a class of `classes`.
  func superclass(among classes: [String: PortedType]) -> String? {
    guard let first = inherited.first else { return nil }
    return classes[first] != nil ? first : nil
  }
}
