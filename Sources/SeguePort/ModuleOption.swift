import Foundation

/// `--module NAME=DIR`: the folder of one of the app's own modules, named as the sources import it.
public struct ModuleOption: Sendable, Equatable {
  /// The module's name.
  public var name: String
  /// Its folder (or a local package's folder, whose `Sources/NAME` then holds the module).
  public var folder: String

  /// Reads `NAME=DIR`; a usage error when the name is not an identifier or the folder is missing.
  public init(parsing argument: String) throws {
    guard let equals = argument.firstIndex(of: "=") else {
      throw PortError.usage("--module '\(argument)' is not NAME=DIR")
    }
    let name = String(argument[..<equals])
    let folder = String(argument[argument.index(after: equals)...])
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else {
      throw PortError.usage("--module '\(argument)': '\(name)' is not a module name")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw PortError.usage("--module '\(argument)': no such folder '\(folder)'")
    }
    self.name = name
    self.folder = folder
  }
}
