/// One of the app's own modules (a framework target or a local package of its project) that `segue port` makes a
/// target of its own: where its sources are, how the port found it, and the app's modules it imports.
public struct PortModule: Sendable, Equatable {
  /// How the port found a module's folder.
  public enum Origin: String, Sendable {
    /// `--module NAME=DIR`.
    case option = "--module"
    /// A folder of the module's name beside a source folder.
    case beside = "beside the app"
    /// A folder of the module's name one level above a source folder's parent.
    case levelUp = "one level up"
    /// `Sources/NAME` of a local package (a folder with a `Package.swift`) inside or beside a source folder.
    case localPackage = "local package"
  }

  /// The module's name: the target's, and what the sources import.
  public var name: String
  /// The folder of its Swift files and resources.
  public var folder: String
  /// How the port found it.
  public var origin: Origin
  /// The app's modules this one imports, sorted.
  public var dependencies: [String] = []

  /// A module named `name` in `folder`.
  public init(name: String, folder: String, origin: Origin, dependencies: [String] = []) {
    self.name = name
    self.folder = folder
    self.origin = origin
    self.dependencies = dependencies
  }
}
