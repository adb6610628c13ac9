// The one name Stocks uses that Linux lacks, declared in the app's module as a team would while waiting for it:
// Foundation's `RelativeDateTimeFormatter`, which swift-corelibs-foundation does not have (it is Foundation's, not
// UIKit's, so SegueKit does not declare it). CI ports the app with this folder as a second source folder.
import Foundation

/// English phrases for a date relative to another, with Apple's defaults (`dateTimeStyle` `.numeric`, `unitsStyle`
/// `.full`): "2 hours ago", "in 3 days", "in 0 seconds".
class RelativeDateTimeFormatter {
  func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
    let seconds = date.timeIntervalSince(referenceDate)
    let units: [(String, Double)] = [
      ("year", 365 * 86_400), ("month", 30 * 86_400), ("week", 7 * 86_400), ("day", 86_400), ("hour", 3_600),
      ("minute", 60), ("second", 1),
    ]
    let (unit, length) = units.first { abs(seconds) >= $0.1 } ?? ("second", 1)
    let count = Int(abs(seconds) / length)
    let phrase = "\(count) \(unit)\(count == 1 ? "" : "s")"
    return seconds < 0 ? "\(phrase) ago" : "in \(phrase)"
  }
}
