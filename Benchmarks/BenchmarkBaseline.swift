import Foundation

/// `Benchmarks/Baselines/*.json`: each gated benchmark's cost ratio (``costRatio(rounds:of:)``) as recorded, and how
/// much it varied between the processes that recorded it.
struct BenchmarkBaseline: Codable {
  struct Entry: Codable {
    /// The median of the recording processes' ratios.
    var ratio: Double
    /// (largest − smallest) / median of those ratios.
    var spread: Double

    /// A ratio more than `1 + tolerance` times the baseline fails: twice the recorded spread, so that noise twice as
    /// large as any seen while recording passes, and at least 20%, because a check under load sees more noise than
    /// the recording did (Documentation/benchmarks.md has the figures).
    var tolerance: Double { max(0.2, 2 * spread) }
    var threshold: Double { ratio * (1 + tolerance) }
  }

  /// Where it was recorded: the ratios hold on that kind of machine only.
  var machine: String
  /// How many processes measured each benchmark, each over `rounds` runs.
  var processes: Int
  var rounds: Int
  var benchmarks: [String: Entry]

  /// `Benchmarks/Baselines/<os>-<architecture>.json`, from the package's root.
  static var defaultPath: String { "Benchmarks/Baselines/\(machine).json" }

  static var machine: String {
    #if os(Linux)
      let system = "linux"
    #else
      let system = "macos"
    #endif
    #if arch(x86_64)
      return system + "-x86_64"
    #else
      return system + "-arm64"
    #endif
  }

  static func load(path: String) throws -> BenchmarkBaseline {
    try JSONDecoder().decode(BenchmarkBaseline.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }

  func write(to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try (encoder.encode(self) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
