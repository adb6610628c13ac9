import Foundation

/// What `segue explore --package` asks of the scratch package's executable (``ExplorationRunner``): the options, the
/// traps known so far among them, and where to write the emitted tests, as a JSON file.
///
/// Not in UIKit or Android.
public struct ExplorationRequest: Codable, Equatable, Sendable {
  public var options: ExplorationOptions
  /// The folder `--emit-tests` names.
  public var emitTests: String?

  public init(options: ExplorationOptions, emitTests: String? = nil) {
    self.options = options
    self.emitTests = emitTests
  }
}
