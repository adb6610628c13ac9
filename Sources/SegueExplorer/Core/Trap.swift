import Foundation

/// A sequence of actions from launch that stopped the process with a Swift runtime trap, and what the runtime
/// printed.
///
/// Not in UIKit or Android.
public struct Trap: Codable, Hashable, Sendable {
  /// The actions from a fresh launch; the last one trapped.
  public var actions: [ExplorerAction]
  /// The runtime's message (`Fatal error: Index out of range`).
  public var message: String
  /// Where in the app's code, as the runtime printed it (`PlantedBugs/TrapViewController.swift:20`), when it did.
  public var location: String?

  public init(actions: [ExplorerAction], message: String, location: String? = nil) {
    self.actions = actions
    self.message = message
    self.location = location
  }

  /// The trap a crashed process printed on standard error (`FILE:LINE: Fatal error: MESSAGE`), if it printed one;
  /// the location is kept when it is the app's file.
  public init?(actions: [ExplorerAction], standardError: String) {
    guard let line = standardError.split(separator: "\n").first(where: { $0.contains("Fatal error") }),
      let range = line.range(of: "Fatal error")
    else { return nil }
    let prefix = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
    // The standard library's own file (`Swift/ContiguousArrayBuffer.swift:692`) is not the app's code.
    let location = prefix.hasSuffix(":") && !prefix.hasPrefix("Swift/") ? String(prefix.dropLast()) : nil
    self.init(actions: actions, message: String(line[range.lowerBound...]), location: location)
  }
}
