import Foundation
import SegueKit
import Testing

/// The Objective-C runtime's associated objects, as SnapKit and Toast-Swift use them: `objc_setAssociatedObject`,
/// `objc_getAssociatedObject`, `objc_removeAssociatedObjects` and `objc_AssociationPolicy`. Source: Apple's
/// Objective-C runtime reference (`<objc/runtime.h>`): "OBJC_ASSOCIATION_ASSIGN: a weak reference",
/// "OBJC_ASSOCIATION_RETAIN_NONATOMIC: a strong reference", "OBJC_ASSOCIATION_COPY_NONATOMIC: the associated object
/// is copied", setting `nil` clears the association, and the runtime releases an object's associated values when the
/// object is deallocated (objc4's `objc_destructInstance` calls `_object_remove_assocations`).
@MainActor
@Suite(.serialized) struct AssociatedObjectsTests {
  /// Keys are the addresses of variables, as apps declare them (`private var toastKey = "toast"`).
  nonisolated(unsafe) private static var toastKey: UInt8 = 0
  nonisolated(unsafe) private static var timerKey: UInt8 = 0
  nonisolated(unsafe) private static var titleKey: UInt8 = 0

  /// Records its own release.
  final class Tracked: NSObject, NSCopying {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
    }
    func copy(with zone: NSZone? = nil) -> Any {
      log.lines.append("copy \(name)")
      return Tracked(name + "'", log: log)
    }
    deinit { log.lines.append("release \(name)") }
  }

  final class Log: @unchecked Sendable {
    var lines: [String] = []
  }

  final class Owner {}

  @Test func eachPolicyKeepsTheValueAsObjectiveCDoes() {
    let log = Log()
    let view = UIView()
    var retained: Tracked? = Tracked("queue", log: log)
    var assigned: Tracked? = Tracked("delegate", log: log)
    let original = Tracked("title", log: log)
    objc_setAssociatedObject(view, &Self.toastKey, retained, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(view, &Self.timerKey, assigned, .OBJC_ASSOCIATION_ASSIGN)
    objc_setAssociatedObject(view, &Self.titleKey, original, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    retained = nil
    assigned = nil
    let copied = objc_getAssociatedObject(view, &Self.titleKey) as? Tracked
    log.lines.append("copied: \(copied?.name ?? "nil"), same object: \(copied === original)")
    log.lines.append("retained: \((objc_getAssociatedObject(view, &Self.toastKey) as? Tracked)?.name ?? "nil")")
    log.lines.append("assigned: \((objc_getAssociatedObject(view, &Self.timerKey) as? Tracked)?.name ?? "nil")")
    objc_setAssociatedObject(view, &Self.toastKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    log.lines.append("cleared: \(objc_getAssociatedObject(view, &Self.toastKey) == nil)")
    objc_setAssociatedObject(view, &Self.toastKey, 42, .OBJC_ASSOCIATION_RETAIN)
    log.lines.append("a Swift value: \(objc_getAssociatedObject(view, &Self.toastKey) as? Int ?? 0)")
    #expect(
      log.lines == [
        "copy title",
        "release delegate",
        "copied: title', same object: false",
        "retained: queue",
        "assigned: nil",
        "release queue",
        "cleared: true",
        "a Swift value: 42",
      ])
  }

  @Test func aViewsValuesAreReleasedWithTheView() {
    let log = Log()
    var view: UIView? = UIView()
    var constraint: NSLayoutConstraint? = UIView().widthAnchor.constraint(equalToConstant: 10)
    objc_setAssociatedObject(view!, &Self.toastKey, Tracked("toast", log: log), .OBJC_ASSOCIATION_RETAIN)
    objc_setAssociatedObject(constraint!, &Self.toastKey, Tracked("snap", log: log), .OBJC_ASSOCIATION_RETAIN)
    log.lines.append("set")
    view = nil
    log.lines.append("view gone")
    constraint = nil
    log.lines.append("constraint gone")
    #expect(log.lines == ["set", "release toast", "view gone", "release snap", "constraint gone"])
  }

  @Test func anyOtherObjectsValuesGoAtTheNextSweepAndRemoveAllReleasesAtOnce() {
    let log = Log()
    var owner: Owner? = Owner()
    objc_setAssociatedObject(owner!, &Self.toastKey, Tracked("plain", log: log), .OBJC_ASSOCIATION_RETAIN)
    let kept = Owner()
    objc_setAssociatedObject(kept, &Self.toastKey, Tracked("kept", log: log), .OBJC_ASSOCIATION_RETAIN)
    objc_removeAssociatedObjects(kept)
    log.lines.append("removed")
    owner = nil
    log.lines.append("owner gone")
    // The table sweeps dead owners once it has doubled since the last sweep (at least 64 owners).
    let others = (0..<130).map { _ in Owner() }
    for other in others { objc_setAssociatedObject(other, &Self.titleKey, 1, .OBJC_ASSOCIATION_RETAIN) }
    log.lines.append("swept")
    #expect(log.lines == ["release kept", "removed", "owner gone", "release plain", "swept"])
    for other in others { objc_removeAssociatedObjects(other) }
    #expect(objc_getAssociatedObject(kept, &Self.toastKey) == nil)
  }
}
