extension ExplorationReport {
  /// Throws, naming the shards at fault, unless `reports` are the whole of one search: of one app, either all
  /// breadth-first shards' reports (``ShardRecord``) or none, every shard of one split exactly once, explored with
  /// the same options from the same launch screen.
  static func checkWhole(_ reports: [ExplorationReport]) throws {
    let first = reports[0]
    let names = reports.indices.map { name(of: reports, at: $0) }
    for (position, report) in reports.enumerated() where report.app != first.app || report.platform != first.platform {
      throw ExplorationError(
        "\(names[position]) is of another app: '\(report.app)' (\(report.platform)), not '\(first.app)' "
          + "(\(first.platform)) as \(names[0])")
    }
    let records = reports.map(\.shard)
    guard let recorded = records.firstIndex(where: { $0 != nil }) else { return }
    if let unrecorded = records.firstIndex(where: { $0 == nil }) {
      throw ExplorationError(
        "\(names[unrecorded]) is not a breadth-first shard's (it has no shard record), and \(names[recorded]) is: "
          + "merge the reports of one search's shards")
    }
    let shards = records.map { $0! }
    let count = shards[0].shard.count
    if let other = shards.firstIndex(where: { $0.shard.count != count }) {
      throw ExplorationError(
        "\(names[other]) is of a search split in \(shards[other].shard.count), \(names[0]) of one split in \(count)")
    }
    var seen: Set<Int> = []
    for record in shards where !seen.insert(record.shard.index).inserted {
      throw ExplorationError("shard \(record.shard.index)/\(count) is given twice")
    }
    let missing = (1...count).filter { !seen.contains($0) }.map { "\($0)/\(count)" }
    if !missing.isEmpty {
      throw ExplorationError(
        missing.count == 1
          ? "shard \(missing[0]) is missing" : "shards \(missing.joined(separator: ", ")) are missing")
    }
    for (position, record) in shards.enumerated() {
      let keys = Set(record.options.keys).union(shards[0].options.keys).sorted()
      if let key = keys.first(where: { record.options[$0] != shards[0].options[$0] }) {
        let option = { (value: String?) in value.map { "--\(key) \($0)" } ?? "no --\(key)" }
        throw ExplorationError(
          "\(names[position]) was explored with \(option(record.options[key])), \(names[0]) with "
            + option(shards[0].options[key]))
      }
      if reports[position].states.first?.fingerprint != first.states.first?.fingerprint {
        throw ExplorationError(
          "\(names[position]) began on another launch screen than \(names[0]): the app changed between them")
      }
      if record.states.count != reports[position].states.count {
        throw ExplorationError("the report of \(names[position]) is not whole")
      }
    }
  }

  /// `shard K/N` for a shard's report, else `report N` (its place among the reports given).
  private static func name(of reports: [ExplorationReport], at position: Int) -> String {
    reports[position].shard.map { "shard \($0.shard.index)/\($0.shard.count)" } ?? "report \(position + 1)"
  }
}
