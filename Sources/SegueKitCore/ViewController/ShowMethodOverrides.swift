/// Which classes override `show(_:sender:)` or `showDetailViewController(_:sender:)`
/// (<doc:Containers#§3.1-The-show-target>).
///
/// UIKit asks `+doesOverrideViewControllerMethod:`, which compares a class's Objective-C method with
/// UIViewController's. Without the Objective-C runtime SegueKit compares the same thing one level down: the
/// method's entry in the class's Swift vtable. The entry's position is found once by comparing the metadata of a
/// private subclass that overrides only that method with a subclass that overrides nothing.
@MainActor
enum ShowMethodOverrides {
  private final class ShowProbe: UIViewController {
    override func show(_ vc: UIViewController, sender: Any?) {}
  }

  private final class ShowDetailProbe: UIViewController {
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {}
  }

  private final class NeutralProbe: UIViewController {}

  private static let showSlot = requiredSlot(overriddenBy: ShowProbe.self, "show(_:sender:)")
  private static let showDetailSlot = requiredSlot(
    overriddenBy: ShowDetailProbe.self, "showDetailViewController(_:sender:)")

  /// Whether `type` (a UIViewController subclass) overrides the method `action` names, relative to UIViewController.
  static func overrides(_ type: UIViewController.Type, _ action: Selector) -> Bool {
    let slot: Int
    switch action {
    case .showViewController: slot = showSlot
    case .showDetailViewController: slot = showDetailSlot
    default: return false
    }
    guard type != UIViewController.self else { return false }
    return metadataWords(type)[slot] != metadataWords(UIViewController.self)[slot]
  }

  /// The slot of the method `probe` overrides. Stops the process when it cannot be found, which only an unknown
  /// Swift metadata layout can cause: answering "no override" instead would silently send every `show` to the
  /// wrong container.
  private static func requiredSlot(overriddenBy probe: UIViewController.Type, _ method: String) -> Int {
    guard let slot = vtableSlot(overriddenBy: probe) else {
      fatalError(
        "SegueKit cannot find UIViewController.\(method) in this platform's Swift class metadata, so it cannot tell "
          + "which view controllers override it (SegueKit's Containers article, §3.1). Please report the platform and Swift version."
      )
    }
    return slot
  }

  /// The only metadata word in which `probe` differs from UIViewController while a subclass that overrides
  /// nothing does not; `nil` if that is not exactly one word (an unknown metadata layout).
  private static func vtableSlot(overriddenBy probe: UIViewController.Type) -> Int? {
    let base = metadataWords(UIViewController.self)
    let overriding = metadataWords(probe)
    let neutral = metadataWords(NeutralProbe.self)
    let slots = (0..<metadataWordCount(UIViewController.self)).filter {
      overriding[$0] != base[$0] && neutral[$0] == base[$0]
    }
    return slots.count == 1 ? slots[0] : nil
  }

  private static func metadataWords(_ type: AnyClass) -> UnsafePointer<UInt> {
    unsafeBitCast(type, to: UnsafePointer<UInt>.self)
  }

  /// The number of words from the metadata's address point to its end (Swift's class metadata layout: the class
  /// size and address point are two 32-bit fields after the header, which is longer with Objective-C interop).
  private static func metadataWordCount(_ type: AnyClass) -> Int {
    #if canImport(ObjectiveC)
      let sizeFieldWord = 7
    #else
      let sizeFieldWord = 4
    #endif
    let fields = unsafeBitCast(type, to: UnsafeRawPointer.self)
      .load(fromByteOffset: sizeFieldWord * MemoryLayout<UInt>.size, as: (UInt32, UInt32).self)
    return (Int(fields.0) - Int(fields.1)) / MemoryLayout<UInt>.size
  }
}
