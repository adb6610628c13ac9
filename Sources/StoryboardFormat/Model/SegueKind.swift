/// The `kind` of a segue, as written in the file.
///
/// Kinds the decoder does not know are kept under their own name (``isKnown`` is false) and
/// reported, so a file from a newer Xcode still loads.
public struct SegueKind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let show = SegueKind(rawValue: "show")
  public static let showDetail = SegueKind(rawValue: "showDetail")
  /// "Present Modally".
  public static let presentation = SegueKind(rawValue: "presentation")
  /// "Present As Popover".
  public static let popoverPresentation = SegueKind(rawValue: "popoverPresentation")
  public static let embed = SegueKind(rawValue: "embed")
  public static let unwind = SegueKind(rawValue: "unwind")
  public static let custom = SegueKind(rawValue: "custom")
  /// Container contents; see ``Segue/relationship``.
  public static let relationship = SegueKind(rawValue: "relationship")
  /// Deprecated in iOS 8.
  public static let push = SegueKind(rawValue: "push")
  /// Deprecated in iOS 8; current on macOS.
  public static let modal = SegueKind(rawValue: "modal")
  /// Deprecated in iOS 8; current on macOS.
  public static let popover = SegueKind(rawValue: "popover")
  /// Deprecated in iOS 8 (iPad split view pane replacement).
  public static let replace = SegueKind(rawValue: "replace")
  /// macOS sheet.
  public static let sheet = SegueKind(rawValue: "sheet")

  public static let allKnown: [SegueKind] = [
    .show, .showDetail, .presentation, .popoverPresentation, .embed, .unwind, .custom, .relationship,
    .push, .modal, .popover, .replace, .sheet,
  ]

  public var isKnown: Bool { Self.allKnown.contains(self) }

  public var description: String { rawValue }
}
