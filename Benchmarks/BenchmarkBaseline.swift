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

  /// `Benchmarks/Baselines/<os>-<architecture>-<processor>.json`, from the package's root.
  static var defaultPath: String { "Benchmarks/Baselines/\(machine).json" }

  /// The kind of machine: ratios hold across runs on one kind of processor, not across kinds (on one virtual machine
  /// `decode` measured 0.67× and `present+dismiss` 1.22× the ratios another kind had recorded), so each kind of
  /// processor has its own baseline.
  static var machine: String {
    #if os(Linux)
      let system = "linux"
    #else
      let system = "macos"
    #endif
    #if arch(x86_64)
      let architecture = "x86_64"
    #else
      let architecture = "arm64"
    #endif
    return "\(system)-\(architecture)-\(processor)"
  }

  /// The processor's vendor, family and model as the kernel reports them (`AuthenticAMD-26-2`); `unknown` where
  /// there is no `/proc/cpuinfo`.
  static var processor: String {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
    func field(_ name: String) -> String {
      for line in text.split(separator: "\n") {
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
          return parts[1].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "_")
        }
      }
      return "unknown"
    }
    return [field("vendor_id"), field("cpu family"), field("model")].joined(separator: "-")
  }

  static func load(path: String) throws -> BenchmarkBaseline {
    try JSONDecoder().decode(BenchmarkBaseline.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }

  func write(to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try (encoder.encode(self) + Data("\n".utf8)).write(to: url, options: .atomic)
  }
}
