extension ExplorationReport {
  /// One line per finding, compiler style (`Base.lproj/Main.storyboard:40:17: warning: … [unreached-scene]`, or the
  /// screen when there is no file), with its reproduction; then a summary line.
  public var text: String {
    var lines: [String] = []
    for finding in findings {
      let place = finding.location ?? finding.screen.map { "'\($0)'" } ?? app
      let severity = finding.kind.isError ? "error" : "warning"
      var line = "\(place): \(severity): \(finding.message) [\(finding.kind.rawValue)]"
      if let detail = finding.detail { line += "; \(detail)" }
      if !finding.actions.isEmpty {
        line += " (after: \(finding.actions.map(\.description).joined(separator: ", ")))"
      }
      lines.append(line)
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `Explored Shop: 9 states, 61 actions, 14 launches, 11 of 12 scenes; 1 finding.`
  public var summary: String {
    var parts = [
      "\(states.count) state\(states.count == 1 ? "" : "s")",
      "\(statistics.actions) action\(statistics.actions == 1 ? "" : "s")",
      "\(statistics.launches) launch\(statistics.launches == 1 ? "" : "es")",
    ]
    if let reached = statistics.scenesReached, let total = statistics.scenesTotal {
      parts.append("\(reached) of \(total) scenes")
    }
    let count = "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
    let stop = statistics.stoppedBy.map { " Stopped by --\($0)." } ?? ""
    return "Explored \(app): \(parts.joined(separator: ", ")); \(count).\(stop)"
  }
}
