import Foundation
import SegueKit
import Testing

/// What SegueKit adds where swift-corelibs-foundation lacks what Darwin's Foundation has and apps of the wide corpus
/// use: `RelativeDateTimeFormatter` (Stocks, TheNews), `NSPredicate(format:)` (ContactsMVP's e-mail check),
/// `Timer()` (Swift 2048's placeholder timer), `NSAttributedString()` (TheNews's cells) and
/// `URLSessionConfiguration.background(withIdentifier:)` (ContactsMVP's session).
///
/// Source: Apple's documentation for `RelativeDateTimeFormatter` (`localizedString(for:relativeTo:)`, `DateTimeStyle`,
/// `UnitsStyle`), CLDR's English relative-time patterns (`in {0} hours`, `{0} hr. ago`, `yesterday`), and the
/// predicate format string syntax (Apple's Predicate Programming Guide: `MATCHES` takes an ICU regular expression
/// matching the whole string; `[c]` is case-insensitive).
@MainActor
@Suite struct FoundationGapsTests {
  private let reference = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func relativeDatesInEachStyle() {
    let formatter = RelativeDateTimeFormatter()
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.calendar.timeZone = TimeZone(identifier: "UTC")!
    let offsets: [TimeInterval] = [-7_200, 3_600, -86_400, 2 * 86_400, -60, 0, -14 * 86_400, 40 * 86_400]
    func row() -> String {
      offsets.map { formatter.localizedString(for: reference.addingTimeInterval($0), relativeTo: reference) }
        .joined(separator: " | ")
    }
    var rows = [row()]
    formatter.unitsStyle = .short
    rows.append(row())
    formatter.unitsStyle = .abbreviated
    rows.append(row())
    formatter.unitsStyle = .full
    formatter.dateTimeStyle = .named
    rows.append(row())
    #expect(
      rows == [
        "2 hours ago | in 1 hour | 1 day ago | in 2 days | 1 minute ago | in 0 seconds | 2 weeks ago | in 1 month",
        "2 hr. ago | in 1 hr. | 1 day ago | in 2 days | 1 min. ago | in 0 sec. | 2 wk. ago | in 1 mo.",
        "2h ago | in 1h | 1d ago | in 2d | 1m ago | in 0s | 2w ago | in 1mo",
        "2 hours ago | in 1 hour | yesterday | in 2 days | 1 minute ago | now | 2 weeks ago | next month",
      ])
    #expect(formatter.localizedString(fromTimeInterval: -3 * 3_600) == "3 hours ago")
    #expect(formatter.string(for: "not a date") == nil)
  }

  @Test func predicateFormatsComparingTheObjectItself() {
    let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
    let contains = NSPredicate(format: "SELF CONTAINS[c] %@", "segue")
    let begins = NSPredicate(format: "SELF BEGINSWITH 'ab'")
    let like = NSPredicate(format: "SELF LIKE %@", "a*c?")
    let unsupported = NSPredicate(format: "name == %@", "x")
    #expect(
      [
        email.evaluate(with: "a.b@example.com"), email.evaluate(with: "prefix a.b@example.com"),
        contains.evaluate(with: "SegueKit"), contains.evaluate(with: "UIKit"),
        begins.evaluate(with: "abc"), begins.evaluate(with: "cab"),
        like.evaluate(with: "abbcd"), like.evaluate(with: "abbc"),
        unsupported.evaluate(with: "x"),
      ] == [true, false, true, false, true, false, true, false, false])
  }

  @Test func placeholderTimerAndEmptyAttributedString() {
    let timer = Timer()
    #expect(!timer.isValid, "a placeholder: the app schedules the real timer when this one is not valid")
    #expect(NSAttributedString().length == 0)
  }

  /// Apple's documentation for `URLSessionConfiguration.background(withIdentifier:)`: "the identifier for the new
  /// session configuration", read back through `identifier`; ContactsMVP makes its shared session with one.
  @Test func backgroundConfigurationKeepsItsIdentifier() {
    let background = URLSessionConfiguration.background(withIdentifier: "com.example.transfers")
    let copy = background.copy() as? URLSessionConfiguration
    #expect(
      [background.identifier, copy?.identifier, URLSessionConfiguration.default.identifier]
        == ["com.example.transfers", "com.example.transfers", nil])
    _ = URLSession(configuration: background)
  }

  /// Apple's `NSHashTable` documentation: `weakObjects()` "returns a new hash table for storing weak references to
  /// its contents"; members are unique (`add(_:)` of a member does nothing). Ladybug keeps its multicast delegates so.
  @Test func weakHashTableForgetsObjectsThatAreGone() {
    let table = NSHashTable<NSObject>.weakObjects()
    let kept = NSObject()
    var gone: NSObject? = NSObject()
    table.add(kept)
    table.add(kept)
    table.add(gone)
    #expect(table.count == 2)
    gone = nil
    #expect(table.count == 1 && table.allObjects == [kept] && table.contains(kept))
    table.remove(kept)
    #expect(table.count == 0 && table.anyObject == nil)
    let strong = NSHashTable<NSObject>()
    var held: NSObject? = NSObject()
    weak let watched = held
    strong.add(held)
    held = nil
    #expect(watched != nil && strong.count == 1)
  }
}
