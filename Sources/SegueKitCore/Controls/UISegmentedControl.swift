public import Foundation

/// A row of segments, each a title or an image, of which one is selected.
///
/// Mirrors UIKit's `UISegmentedControl`: ``selectedSegmentIndex`` set in code sends nothing; a user's choice
/// (``simulateSelectSegment(_:)``) of another, enabled segment selects it and sends `.valueChanged` (a momentary
/// control selects the segment only while its actions run).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The index meaning no segment is selected (`-1`).
  public static let noSegment = -1

  /// A segment's content and state.
  struct Segment {
    /// A `String` title or an image.
    var content: Any?
    var isEnabled = true
    var width: CGFloat = 0
  }

  var segments: [Segment] = []
  /// The selected segment's index, or ``noSegment``.
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// Whether segments stay selected only while touched.
  open var isMomentary = false
  /// Whether segment widths follow their content.
  open var apportionsSegmentWidthsByContent = false
  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// A control with a segment for each item: a `String` title or a `UIImage`.
  public init(items: [Any]?) {
    segments = (items ?? []).map { Segment(content: $0) }
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Inserts a segment titled `title` at `segment` (clamped to the ends); the selection stays on its segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(content: title), at: segment)
  }

  func insert(_ newSegment: Segment, at segment: Int) {
    let index = min(max(segment, 0), segments.count)
    segments.insert(newSegment, at: index)
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
  }

  /// Removes the segment at `segment`; removing the selected one leaves none selected.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
  }

  /// Removes every segment; none is selected.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
  }

  /// Sets the title of `segment` (replacing an image).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].content = title
  }

  /// The title of `segment`, or `nil` for an image segment or an index out of range.
  open func titleForSegment(at segment: Int) -> String? {
    guard segments.indices.contains(segment) else { return nil }
    return segments[segment].content as? String
  }

  /// Enables or disables `segment`.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether `segment` is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    guard segments.indices.contains(segment) else { return false }
    return segments[segment].isEnabled
  }

  /// Sets the width of `segment` (`0` sizes it automatically).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = width
  }

  /// The width of `segment` (`0` when sized automatically).
  open func widthForSegment(at segment: Int) -> CGFloat {
    guard segments.indices.contains(segment) else { return 0 }
    return segments[segment].width
  }

  /// Chooses `segment` as a user's tap does: nothing when the control or the segment is disabled, or the segment
  /// is already selected; else it is selected and `.valueChanged` is sent (a momentary control then deselects it).
  ///
  /// Not in UIKit.
  public func simulateSelectSegment(_ segment: Int) {
    guard isEnabled, !isHidden, isUserInteractionEnabled, segments.indices.contains(segment),
      segments[segment].isEnabled, isMomentary || segment != selectedSegmentIndex
    else { return }
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
    if isMomentary { selectedSegmentIndex = Self.noSegment }
  }
}
