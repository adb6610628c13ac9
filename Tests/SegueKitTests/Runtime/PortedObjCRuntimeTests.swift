import Foundation
import SegueKit
import Testing

/// Optional protocol requirements returning a value, as `segue port` writes them: the call is `nil` when the
/// conformer does not implement the requirement. [I] Source: *The Swift Programming Language*, "Optional Protocol
/// Requirements" ("the type of the property or method … becomes an optional … when it's used").
@MainActor
@Suite struct PortedObjCRuntimeTests {
  // `@objc protocol TanInputDelegate { @objc optional func … }`, as ported (the defaults below the suite).
  protocol TanInputDelegate: AnyObject {
    func tanDidTapReturn(_ input: TanInput) -> Bool
    func tanLimit(_ input: TanInput) -> [String: Int]?
  }

  final class TanInput {
    weak var delegate: (any TanInputDelegate)?
    var log: [String] = []

    func tapReturn() {
      if OptionalRequirement.call({ delegate?.tanDidTapReturn(self) }) ?? true { log.append("resign") }
    }
    func limitCount() -> Int? { OptionalRequirement.call { delegate?.tanLimit(self)?.count } }
  }

  final class Implementing: TanInputDelegate {
    var tanReturns = false
    func tanDidTapReturn(_ input: TanInput) -> Bool {
      // A call inside an implementation does not mark the outer call.
      _ = OptionalRequirement.call { input.delegate?.tanLimit(input) }
      return tanReturns
    }
  }

  final class Silent: TanInputDelegate {}

  @Test func anUnimplementedValuedRequirementMakesTheCallNil() {
    let input = TanInput()
    input.tapReturn()
    let silent = Silent()
    input.delegate = silent
    input.tapReturn()
    #expect(input.limitCount() == nil)
    let implementing = Implementing()
    input.delegate = implementing
    input.tapReturn()
    implementing.tanReturns = true
    input.tapReturn()
    #expect(input.limitCount() == nil)
    #expect(input.log == ["resign", "resign", "resign"])
  }
}

extension PortedObjCRuntimeTests.TanInputDelegate {
  func tanDidTapReturn(_ input: PortedObjCRuntimeTests.TanInput) -> Bool { OptionalRequirement.unimplemented(false) }
  func tanLimit(_ input: PortedObjCRuntimeTests.TanInput) -> [String: Int]? { OptionalRequirement.unimplemented(nil) }
}
