public import Foundation

/// How a date picker shows its value.
///
/// Mirrors UIKit's `UIDatePickerStyle`.
public enum UIDatePickerStyle: Int, Sendable {
  case automatic = 0
  case wheels = 1
  case compact = 2
  case inline = 3
}

/// A control for choosing a date, a time, both, or a countdown duration.
///
/// Mirrors UIKit's `UIDatePicker`: ``date`` is kept within ``minimumDate``…``maximumDate``; setting it in code sends
/// nothing; a user's pick (``simulatePick(_:)``) changes it and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What the picker chooses.
  ///
  /// Mirrors UIKit's `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    case time = 0
    case date = 1
    case dateAndTime = 2
    case countDownTimer = 3
    case yearAndMonth = 4
  }

  private var storedDate = Date()
  /// The chosen date (the current date by default), kept within the minimum and maximum dates.
  open var date: Date {
    get { storedDate }
    set { storedDate = clamped(newValue) }
  }
  /// The earliest date; the date moves up to it.
  open var minimumDate: Date? {
    didSet { storedDate = clamped(storedDate) }
  }
  /// The latest date; the date moves down to it.
  open var maximumDate: Date? {
    didSet { storedDate = clamped(storedDate) }
  }
  /// What the picker chooses; `.dateAndTime` by default.
  open var datePickerMode: Mode = .dateAndTime
  /// The style asked for.
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
  /// The style shown: the preferred one, `.automatic` resolving to `.compact` (`.wheels` for a countdown).
  open var datePickerStyle: UIDatePickerStyle {
    guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
    return datePickerMode == .countDownTimer ? .wheels : .compact
  }
  /// The locale for the shown date.
  open var locale: Locale?
  /// The calendar for the shown date.
  open var calendar: Calendar! = Calendar.current
  /// The time zone for the shown date.
  open var timeZone: TimeZone?
  /// The interval of the minute wheel; `1` by default.
  open var minuteInterval = 1
  /// The countdown duration in seconds, in `.countDownTimer` mode.
  open var countDownDuration: TimeInterval = 0
  /// Whether the date rounds to the minute interval.
  open var roundsToMinuteInterval = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the date (kept within the range); sends no event.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  private func clamped(_ date: Date) -> Date {
    var date = date
    if let maximumDate, date > maximumDate { date = maximumDate }
    if let minimumDate, date < minimumDate { date = minimumDate }
    return date
  }

  /// Picks `date` as a user's wheel or calendar does: the date (kept within the range) changes and
  /// `.valueChanged` is sent when it differs. Nothing happens when the picker is disabled or hidden.
  ///
  /// Not in UIKit.
  public final func simulatePick(_ date: Date) {
    guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
    let old = self.date
    self.date = date
    if self.date != old { sendActions(for: .valueChanged) }
  }
}
