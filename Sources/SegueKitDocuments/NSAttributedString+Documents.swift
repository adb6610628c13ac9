public import Foundation

// UIKit's (UIFoundation's) initializers that read a document — plain text, HTML or RTF — into an attributed
// string. SegueKit reads the document's text (see `AttributedStringDocument`, `HTMLTextReader`, `RTFTextReader`)
// and carries no fonts, colours or paragraph styles; HTML links keep their URL. Bad data throws a `CocoaError`
// (`.fileReadCorruptFile`, `.fileReadInapplicableStringEncoding`), as UIKit throws Cocoa errors.
//
// UIKit's `documentAttributes` parameter is an `AutoreleasingUnsafeMutablePointer<NSDictionary?>?`, a type that
// exists only with the Objective-C runtime; here it is an `UnsafeMutablePointer<NSDictionary?>?`, which takes the
// same `nil` and `&attributes` arguments.

extension NSAttributedString {
  /// Reads a document from `data`.
  ///
  /// Mirrors UIKit's `init(data:options:documentAttributes:)`: the type is the `.documentType` option, or
  /// detected; `.characterEncoding` sets the encoding (HTML without one is read as its `charset`, else as
  /// Windows-1252, as WebKit does). HTML becomes the text a browser shows (`"<p>Hi<br>there</p>"` reads
  /// `"Hi\u{2028}there\n"`), RTF its plain text. `dict`, when given, receives the document's type and encoding.
  public convenience init(
    data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
    documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
  ) throws {
    let document = try AttributedStringDocument(data: data, options: options)
    dict?.pointee = document.attributeDictionary
    self.init(attributedString: document.string)
  }

  /// Reads the document at the file `url`; its extension names the type when the options do not.
  ///
  /// Mirrors UIKit's `init(url:options:documentAttributes:)`; see `init(data:options:documentAttributes:)`. A
  /// missing file throws the `CocoaError` `Data(contentsOf:)` throws.
  public convenience init(
    url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
    documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
  ) throws {
    let document = try AttributedStringDocument(data: Data(contentsOf: url), options: options, url: url)
    dict?.pointee = document.attributeDictionary
    self.init(attributedString: document.string)
  }
}

extension NSMutableAttributedString {
  /// Replaces the string's contents with the document in `data`.
  ///
  /// Mirrors UIKit's `read(from:options:documentAttributes:)` taking data; see
  /// `NSAttributedString.init(data:options:documentAttributes:)`.
  public func read(
    from data: Data, options opts: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
    documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
  ) throws {
    let document = try AttributedStringDocument(data: data, options: opts)
    dict?.pointee = document.attributeDictionary
    setAttributedString(document.string)
  }

  /// Replaces the string's contents with the document at the file `url`.
  ///
  /// Mirrors UIKit's `read(from:options:documentAttributes:)` taking a URL.
  public func read(
    from url: URL, options opts: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
    documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
  ) throws {
    let document = try AttributedStringDocument(data: Data(contentsOf: url), options: opts, url: url)
    dict?.pointee = document.attributeDictionary
    setAttributedString(document.string)
  }
}
