public import Foundation

/// A formatter of how far a date is from another, in words: "2 hours ago", "in 3 days", "yesterday".
///
/// Foundation's `RelativeDateTimeFormatter` (iOS 13), which swift-corelibs-foundation lacks; declared here so that
/// apps that use it build on Linux. It writes English (the locale is kept but not used), in the unit Apple's picks:
/// the largest of years, months, weeks, days, hours, minutes and seconds between the two dates (by the calendar) that
/// is not zero. The words are CLDR's English relative-time patterns: `full` ("in 2 hours", "2 hours ago"), `short`
/// ("in 2 hr.", "2 hr. ago") and `abbreviated`, CLDR's narrow forms ("in 2h", "2h ago"); `spellOut` writes the number
/// in digits, as `full` does. The `named` style says "now", "today", "yesterday", "tomorrow", "last week", "next month"
/// … where CLDR has a word.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
  /// Whether a word replaces the number where English has one. Mirrors Foundation's
  /// `RelativeDateTimeFormatter.DateTimeStyle`.
  public enum DateTimeStyle: Int, Sendable {
    /// Always a number: "1 day ago".
    case numeric = 0
    /// A word where English has one: "yesterday".
    case named = 1
  }

  /// How units are written. Mirrors Foundation's `RelativeDateTimeFormatter.UnitsStyle`.
  public enum UnitsStyle: Int, Sendable {
    case full = 0
    case spellOut = 1
    case short = 2
    case abbreviated = 3
  }

  /// Numbers or words; `.numeric` by default.
  open var dateTimeStyle = DateTimeStyle.numeric
  /// How units are written; `.full` by default.
  open var unitsStyle = UnitsStyle.full
  /// The calendar the distance between two dates is measured in.
  open var calendar: Calendar! = Calendar.current
  /// The locale; kept, but SegueKit writes English.
  open var locale: Locale! = Locale.current

  public override init() { super.init() }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The distance from `referenceDate` to `date`: "in 2 days" when `date` is later, "2 days ago" when earlier.
  open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
    let units: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    let components = calendar.dateComponents(Set(units), from: referenceDate, to: date)
    for unit in units {
      if let value = components.value(for: unit), value != 0 { return phrase(value, unit) }
    }
    return phrase(0, .second)
  }

  /// The distance a time interval spans, in its largest whole unit (a 30-day month, a 365-day year).
  open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
    let steps: [(Calendar.Component, TimeInterval)] = [
      (.year, 365 * 86_400), (.month, 30 * 86_400), (.weekOfMonth, 7 * 86_400), (.day, 86_400), (.hour, 3_600),
      (.minute, 60),
    ]
    for (unit, seconds) in steps where abs(timeInterval) >= seconds {
      return phrase(Int(timeInterval / seconds), unit)
    }
    return phrase(Int(timeInterval), .second)
  }

  /// The distance the first non-zero of the components' years, months, weeks, days, hours, minutes and seconds says.
  open func localizedString(from dateComponents: DateComponents) -> String {
    let units: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    for unit in units {
      if let value = dateComponents.value(for: unit), value != 0 { return phrase(value, unit) }
    }
    return phrase(0, .second)
  }

  /// A date's distance from now, for a `Date`; `nil` for anything else.
  open override func string(for obj: Any?) -> String? {
    (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
  }

  private func phrase(_ value: Int, _ unit: Calendar.Component) -> String {
    if dateTimeStyle == .named, let word = Self.namedWord(value, unit) { return word }
    let count = abs(value)
    let amount: String
    switch unitsStyle {
    case .full, .spellOut:
      let name = Self.fullNames[unit] ?? "second"
      amount = "\(count) \(name)\(count == 1 ? "" : "s")"
    case .short:
      let name = Self.shortNames[unit] ?? "sec."
      amount = "\(count) \(unit == .day ? (count == 1 ? "day" : "days") : name)"
    case .abbreviated:
      amount = "\(count)\(Self.narrowNames[unit] ?? "s")"
    }
    return value < 0 ? "\(amount) ago" : "in \(amount)"
  }

  private static func namedWord(_ value: Int, _ unit: Calendar.Component) -> String? {
    if value == 0 { return unit == .second ? "now" : unit == .day ? "today" : "this \(fullNames[unit] ?? "")" }
    switch (value, unit) {
    case (-1, .day): return "yesterday"
    case (1, .day): return "tomorrow"
    case (-1, _) where unit != .hour && unit != .minute && unit != .second: return "last \(fullNames[unit] ?? "")"
    case (1, _) where unit != .hour && unit != .minute && unit != .second: return "next \(fullNames[unit] ?? "")"
    default: return nil
    }
  }

  private static let fullNames: [Calendar.Component: String] = [
    .year: "year", .month: "month", .weekOfMonth: "week", .day: "day", .hour: "hour", .minute: "minute",
    .second: "second",
  ]
  private static let shortNames: [Calendar.Component: String] = [
    .year: "yr.", .month: "mo.", .weekOfMonth: "wk.", .hour: "hr.", .minute: "min.", .second: "sec.",
  ]
  private static let narrowNames: [Calendar.Component: String] = [
    .year: "y", .month: "mo", .weekOfMonth: "w", .day: "d", .hour: "h", .minute: "m", .second: "s",
  ]
}
