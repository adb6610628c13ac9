/// Where a custom class's module comes from (`customModuleProvider`), typed; other values keep their own name.
public struct ModuleProvider: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The target the storyboard is built into (Interface Builder's "Inherit Module From Target").
  public static let target = ModuleProvider(rawValue: "target")

  public var description: String { rawValue }
}

extension StoryboardObject {
  /// ``customModuleProvider``, typed.
  public var moduleProvider: ModuleProvider? { customModuleProvider.map(ModuleProvider.init(rawValue:)) }
}

extension Controller {
  /// ``customModuleProvider``, typed.
  public var moduleProvider: ModuleProvider? { object.moduleProvider }
}

extension Segue {
  /// ``customModuleProvider``, typed.
  public var moduleProvider: ModuleProvider? { customModuleProvider.map(ModuleProvider.init(rawValue:)) }
}
