/// One arrow direction a popover segue permits, with UIKit's names.
public enum PopoverArrowDirection: String, Sendable, Hashable, Codable, CaseIterable {
  case up, down, left, right
}

extension Segue {
  /// ``permittedArrowDirections``, typed; names the decoder does not know are left out here.
  public var popoverArrowDirections: Set<PopoverArrowDirection>? {
    permittedArrowDirections.map { Set($0.compactMap(PopoverArrowDirection.init(rawValue:))) }
  }
}
