public import Foundation

// UIKit's (UIFoundation's) document types and keys for reading attributed strings from documents; Linux Foundation
// has none of them. The raw values are UIKit's (`NSPlainTextDocumentType` is "NSPlainText", the reading option
// and document attribute keys are "DocumentType", "CharacterEncoding" …).

extension NSAttributedString {
  /// The format of a document read into an attributed string.
  ///
  /// Mirrors UIKit's `NSAttributedString.DocumentType`.
  public struct DocumentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a type from its raw string. Mirrors UIKit's `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates a type from its raw string. Mirrors UIKit's `init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Plain text. Mirrors UIKit's `plain`.
    public static let plain = DocumentType("NSPlainText")
    /// Rich Text Format. Mirrors UIKit's `rtf`.
    public static let rtf = DocumentType("NSRTF")
    /// Rich Text Format with attachments (a package). Mirrors UIKit's `rtfd`.
    public static let rtfd = DocumentType("NSRTFD")
    /// HTML. Mirrors UIKit's `html`.
    public static let html = DocumentType("NSHTML")
  }

  /// A key of the options for reading a document.
  ///
  /// Mirrors UIKit's `NSAttributedString.DocumentReadingOptionKey`.
  public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a key from its raw string. Mirrors UIKit's `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its raw string. Mirrors UIKit's `init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The document's `NSAttributedString.DocumentType`; without it the type is detected. Mirrors UIKit's
    /// `documentType`.
    public static let documentType = DocumentReadingOptionKey("DocumentType")
    /// Attributes for plain text, `[NSAttributedString.Key: Any]`. Mirrors UIKit's `defaultAttributes`.
    public static let defaultAttributes = DocumentReadingOptionKey("DefaultAttributes")
    /// The text encoding, a `String.Encoding` raw value (`UInt`). Mirrors UIKit's `characterEncoding`.
    public static let characterEncoding = DocumentReadingOptionKey("CharacterEncoding")
    /// The text scaling to convert to. Mirrors UIKit's `targetTextScaling`.
    public static let targetTextScaling = DocumentReadingOptionKey("TargetTextScaling")
    /// The text scaling of the document. Mirrors UIKit's `sourceTextScaling`.
    public static let sourceTextScaling = DocumentReadingOptionKey("SourceTextScaling")
  }

  /// A key of the attributes of a document read, or to write.
  ///
  /// Mirrors UIKit's `NSAttributedString.DocumentAttributeKey`.
  public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a key from its raw string. Mirrors UIKit's `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its raw string. Mirrors UIKit's `init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The document's type, a `NSAttributedString.DocumentType` raw value. Mirrors UIKit's `documentType`.
    public static let documentType = DocumentAttributeKey("DocumentType")
    /// The document's text encoding, a `String.Encoding` raw value. Mirrors UIKit's `characterEncoding`.
    public static let characterEncoding = DocumentAttributeKey("CharacterEncoding")
    /// Attributes of plain text. Mirrors UIKit's `defaultAttributes`.
    public static let defaultAttributes = DocumentAttributeKey("DefaultAttributes")
    /// The paper size. Mirrors UIKit's `paperSize`.
    public static let paperSize = DocumentAttributeKey("PaperSize")
    /// The paper margins. Mirrors UIKit's `paperMargin`.
    public static let paperMargin = DocumentAttributeKey("PaperMargin")
    /// The view size. Mirrors UIKit's `viewSize`.
    public static let viewSize = DocumentAttributeKey("ViewSize")
    /// The view zoom. Mirrors UIKit's `viewZoom`.
    public static let viewZoom = DocumentAttributeKey("ViewZoom")
    /// The view mode. Mirrors UIKit's `viewMode`.
    public static let viewMode = DocumentAttributeKey("ViewMode")
    /// Whether the document is read-only. Mirrors UIKit's `readOnly`.
    public static let readOnly = DocumentAttributeKey("ReadOnly")
    /// The background colour. Mirrors UIKit's `backgroundColor`.
    public static let backgroundColor = DocumentAttributeKey("BackgroundColor")
    /// The hyphenation factor. Mirrors UIKit's `hyphenationFactor`.
    public static let hyphenationFactor = DocumentAttributeKey("HyphenationFactor")
    /// The default tab interval. Mirrors UIKit's `defaultTabInterval`.
    public static let defaultTabInterval = DocumentAttributeKey("DefaultTabInterval")
    /// The text layout sections. Mirrors UIKit's `textLayoutSections`.
    public static let textLayoutSections = DocumentAttributeKey("NSTextLayoutSectionsAttribute")
    /// The text scaling. Mirrors UIKit's `textScaling`.
    public static let textScaling = DocumentAttributeKey("TextScaling")
    /// The text scaling of the source. Mirrors UIKit's `sourceTextScaling`.
    public static let sourceTextScaling = DocumentAttributeKey("SourceTextScaling")
    /// The Cocoa version of the document. Mirrors UIKit's `cocoaVersionDocumentAttribute`.
    public static let cocoaVersionDocumentAttribute = DocumentAttributeKey("CocoaVersion")
  }
}
