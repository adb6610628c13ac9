import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `single-instance-shared-affinity` rule.
  static let singleInstanceSharedAffinity = LintRule(
    id: DiagnosticCode(rawValue: "single-instance-shared-affinity"), severity: .warning,
    summary: "A singleInstance activity shares its task affinity with other activities.",
    explanation: """
      A singleInstance activity is always alone in its task, and whatever it starts goes to another task. When \
      other activities have the same task affinity (by default every activity's is the package name), Android \
      keeps two tasks of one affinity: recents and Back then jump between them in ways users do not expect. \
      Fix: give the singleInstance activity its own android:taskAffinity (as AOSP's MultiWindowPlayground \
      sample does), or use singleTask.
      """, origin: .lint, check: nil, manifestCheck: SingleInstanceSharedAffinity.check)
}

enum SingleInstanceSharedAffinity {
  static func check(_ manifest: AndroidManifest) -> [Diagnostic] {
    let activities = manifest.activities.filter { !$0.isAlias }
    // Counted once by affinity (and by class within it), so that many singleInstance activities stay linear.
    var members: [String: [ManifestActivity]] = [:]
    var count: [String: Int] = [:]
    var sameClass: [String: Int] = [:]
    for activity in activities {
      let affinity = manifest.taskAffinity(of: activity) ?? ""
      count[affinity, default: 0] += 1
      sameClass[affinity + "\u{0}" + activity.className, default: 0] += 1
      if members[affinity, default: []].count < 4 { members[affinity, default: []].append(activity) }
    }
    return activities.filter { $0.launchMode == .singleInstance }.compactMap { single in
      guard let affinity = manifest.taskAffinity(of: single), !affinity.isEmpty else { return nil }
      let siblings = (count[affinity] ?? 0) - (sameClass[affinity + "\u{0}" + single.className] ?? 0)
      guard siblings > 0 else { return nil }
      let shown = (members[affinity] ?? []).filter { $0.className != single.className }.prefix(3)
        .map { ManifestChecks.name($0, in: manifest) }.joined(separator: ", ")
      let more = siblings > 3 ? " and \(siblings - 3) more" : ""
      return LintRule.singleInstanceSharedAffinity.finding(
        "Activity \(ManifestChecks.name(single, in: manifest)) is singleInstance but shares its task affinity "
          + "'\(affinity)' with \(shown)\(more)", at: single.location, object: nil)
    }
  }
}
