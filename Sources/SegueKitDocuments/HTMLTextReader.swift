import Foundation

/// Reads an HTML document into the text a browser shows, as UIKit's HTML import (WebKit's `HTMLConverter`) lays it
/// out as characters: tags dropped, the contents of `head`, `script`, `style` and `title` left out, white space
/// collapsed, entities decoded, a `"\n"` around block elements, list items marked `"\t•\t"` / `"\t1.\t"`, and a
/// `<br>` a line separator (U+2028) inside a paragraph, list item or heading and a `"\n"` elsewhere. Links keep
/// their URL (`.link`); no other styling is carried.
///
/// Not in UIKit. The rules follow WebKit's `Source/WebCore/editing/cocoa/HTMLConverter.mm` (`_processText`,
/// `_newParagraphForElement`, `_newLineForElement`, `_enterElement`, `_exitElement`), for elements with the
/// default style sheet's display; CSS is not applied. Linear in the input; never fails (like a browser, it shows
/// what it can of malformed markup).
struct HTMLTextReader {
  /// The text and the UTF-16 ranges of its links.
  struct Result: Equatable {
    var text: String
    var links: [Link]
  }

  /// A link: the UTF-16 range of its text and its `href`.
  struct Link: Equatable {
    var range: NSRange
    var url: String
  }

  private struct OpenElement {
    let name: String
    let start: Int
    let href: String?
  }

  private let input: [Unicode.Scalar]
  private var position = 0
  private var output = String.UnicodeScalarView()
  private var utf16Length = 0
  private var isSoft = false
  private var stack: [OpenElement] = []
  /// How many elements of each name are open, and the open block elements' names, innermost last: constant-time
  /// answers however deep the markup nests.
  private var openCounts: [String: Int] = [:]
  private var openBlocks: [String] = []
  private var listCounters: [Int?] = []
  private var links: [Link] = []

  init(_ html: String) {
    input = Array(html.unicodeScalars)
  }

  /// Reads the whole document.
  static func read(_ html: String) -> Result {
    var reader = HTMLTextReader(html)
    return reader.read()
  }

  private mutating func read() -> Result {
    while position < input.count {
      if input[position] == "<", let next = peek(1), next.properties.isAlphabetic || next == "/" || next == "!" {
        readMarkup()
      } else {
        let start = position
        while position < input.count, !(input[position] == "<" && isMarkupStart(at: position)) { position += 1 }
        appendText(HTMLEntities.decode(input[start..<position]), preformatted: isOpen("pre"))
      }
    }
    while !stack.isEmpty { exit(pop()) }
    return Result(text: String(output), links: links)
  }

  // MARK: Markup

  private func peek(_ offset: Int) -> Unicode.Scalar? {
    position + offset < input.count ? input[position + offset] : nil
  }

  private func isMarkupStart(at index: Int) -> Bool {
    guard index + 1 < input.count else { return false }
    let next = input[index + 1]
    return next.properties.isAlphabetic || next == "/" || next == "!"
  }

  private mutating func readMarkup() {
    if matches("<!--") {
      skip(past: "-->")
    } else if peek(1) == "!" {
      skip(past: ">")
    } else if peek(1) == "/" {
      position += 2
      let name = readName()
      skip(past: ">")
      close(name)
    } else {
      position += 1
      let name = readName()
      let (attributes, selfClosing) = readAttributes()
      open(name, attributes: attributes, selfClosing: selfClosing)
    }
  }

  private func matches(_ literal: String) -> Bool {
    var index = position
    for scalar in literal.unicodeScalars {
      guard index < input.count, input[index].properties.lowercaseMapping == String(scalar) else { return false }
      index += 1
    }
    return true
  }

  private mutating func skip(past terminator: String) {
    while position < input.count, !matches(terminator) { position += 1 }
    position = min(input.count, position + terminator.unicodeScalars.count)
  }

  private mutating func readName() -> String {
    let start = position
    while position < input.count, !Self.isSpace(input[position]), input[position] != ">", input[position] != "/" {
      position += 1
    }
    return String(String.UnicodeScalarView(input[start..<position])).lowercased()
  }

  /// The attributes up to the tag's `>`, and whether it ends in `/>`.
  private mutating func readAttributes() -> ([String: String], Bool) {
    var attributes: [String: String] = [:]
    var selfClosing = false
    while position < input.count, input[position] != ">" {
      let scalar = input[position]
      if Self.isSpace(scalar) || scalar == "/" {
        selfClosing = scalar == "/"
        position += 1
        continue
      }
      selfClosing = false
      let start = position
      while position < input.count, !Self.isSpace(input[position]), !"=>/".unicodeScalars.contains(input[position]) {
        position += 1
      }
      let name = String(String.UnicodeScalarView(input[start..<position])).lowercased()
      while position < input.count, Self.isSpace(input[position]) { position += 1 }
      guard position < input.count, input[position] == "=" else {
        attributes[name] = ""
        continue
      }
      position += 1
      while position < input.count, Self.isSpace(input[position]) { position += 1 }
      attributes[name] = String(String.UnicodeScalarView(HTMLEntities.decode(readAttributeValue())))
    }
    position = min(input.count, position + 1)
    return (attributes, selfClosing)
  }

  private mutating func readAttributeValue() -> ArraySlice<Unicode.Scalar> {
    guard position < input.count else { return [] }
    let quote = input[position]
    if quote == "\"" || quote == "'" {
      let start = position + 1
      position = start
      while position < input.count, input[position] != quote { position += 1 }
      defer { position = min(input.count, position + 1) }
      return input[start..<position]
    }
    let start = position
    while position < input.count, !Self.isSpace(input[position]), input[position] != ">" { position += 1 }
    return input[start..<position]
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{0C}"
  }

  // MARK: Elements

  private func isOpen(_ name: String) -> Bool { openCounts[name, default: 0] > 0 }

  private mutating func push(_ element: OpenElement) {
    stack.append(element)
    openCounts[element.name, default: 0] += 1
    if HTMLElements.isBlock(element.name) { openBlocks.append(element.name) }
  }

  private mutating func pop() -> OpenElement {
    let element = stack.removeLast()
    openCounts[element.name, default: 1] -= 1
    if HTMLElements.isBlock(element.name) { openBlocks.removeLast() }
    return element
  }

  private mutating func open(_ name: String, attributes: [String: String], selfClosing: Bool) {
    if HTMLElements.hidden.contains(name) {
      if !selfClosing { skipHiddenContent(of: name) }
      return
    }
    if name == "br" {
      lineBreak()
      return
    }
    closeImplied(by: name)
    let element = OpenElement(name: name, start: utf16Length, href: name == "a" ? attributes["href"] : nil)
    if HTMLElements.isBlock(name) { newParagraph(for: name, always: false, suppressTrailingSpace: true) }
    if name == "ul" || name == "ol" { listCounters.append(name == "ol" ? Int(attributes["start"] ?? "") ?? 1 : nil) }
    if name == "li" { appendMarker() }
    if selfClosing || HTMLElements.void.contains(name) {
      exit(element)
    } else {
      push(element)
    }
  }

  /// Skips a hidden element (`head`, `script` …) to its end tag, or to the end of the input; a `head` also ends
  /// where `body` starts (its end tag may be left out).
  private mutating func skipHiddenContent(of name: String) {
    while position < input.count {
      if matches("</" + name) {
        skip(past: ">")
        return
      }
      if name == "head", matches("<body") { return }
      position += 1
    }
  }

  /// Closes what a start tag closes implicitly in HTML: an open `p` before a block, an `li`, `td` or `tr` before
  /// its sibling.
  private mutating func closeImplied(by name: String) {
    if HTMLElements.isBlock(name), stack.last?.name == "p" { exit(pop()) }
    while let top = stack.last, HTMLElements.closedBySibling[name]?.contains(top.name) == true { exit(pop()) }
  }

  private mutating func close(_ name: String) {
    guard isOpen(name) else { return }
    while !stack.isEmpty {
      let element = pop()
      exit(element)
      if element.name == name { return }
    }
  }

  private mutating func exit(_ element: OpenElement) {
    if let href = element.href, utf16Length > element.start {
      let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
      if !trimmed.isEmpty, !trimmed.hasPrefix("#") {
        links.append(Link(range: NSRange(location: element.start, length: utf16Length - element.start), url: trimmed))
      }
    }
    if element.name == "ul" || element.name == "ol" { _ = listCounters.popLast() }
    if HTMLElements.isBlock(element.name) {
      newParagraph(for: element.name, always: utf16Length == element.start, suppressTrailingSpace: true)
    }
  }

  // MARK: Text

  private var lastScalar: Unicode.Scalar { output.last ?? "\n" }

  private mutating func append(_ scalars: some Sequence<Unicode.Scalar>) {
    for scalar in scalars {
      output.append(scalar)
      utf16Length += UTF16.width(scalar)
    }
  }

  private mutating func removeLast() {
    if let last = output.popLast() { utf16Length -= UTF16.width(last) }
  }

  /// WebKit's `_newParagraphForElement`: a `"\n"` unless the text already ends a paragraph (or `always`), none for
  /// `body` and `html`; a trailing collapsible space is dropped first.
  private mutating func newParagraph(for name: String, always: Bool, suppressTrailingSpace: Bool) {
    let last = lastScalar
    guard always || last != "\n" else { return }
    if suppressTrailingSpace, isSoft, last == " " || last == "\u{2028}" { removeLast() }
    if name != "body" && name != "html" { append(["\n"]) }
    isSoft = true
  }

  /// A `<br>`: WebKit's `_newLineForElement` (U+2028) in a paragraph, list item or heading, else a new paragraph.
  private mutating func lineBreak() {
    let block = openBlocks.last
    if let block, block == "p" || block == "li" || HTMLElements.headings.contains(block) {
      append(["\u{2028}"])
      isSoft = true
    } else {
      newParagraph(for: "br", always: true, suppressTrailingSpace: false)
    }
  }

  private mutating func appendMarker() {
    guard !listCounters.isEmpty else { return }
    let marker: String
    if let number = listCounters[listCounters.count - 1] {
      marker = "\(number)."
      listCounters[listCounters.count - 1] = number + 1
    } else {
      let depth = listCounters.count { $0 == nil }
      marker = ["•", "◦", "▪"][min(depth, 3) - 1]
    }
    append("\t\(marker)\t".unicodeScalars)
    isSoft = true
  }

  /// WebKit's `_processText`: runs of white space become one space, dropped at the start of a line or after a
  /// collapsible space; a no-break space stays. Preformatted text is kept as written.
  private mutating func appendText(_ text: [Unicode.Scalar], preformatted: Bool) {
    guard !text.isEmpty else { return }
    if preformatted {
      append(text)
      isSoft = false
      return
    }
    let last = lastScalar
    let suppressLeadingSpace =
      (isSoft && last == " ") || "\n\r\t\u{2029}\u{2028}\u{0C}\u{85}".unicodeScalars.contains(last)
    var collapsed: [Unicode.Scalar] = []
    var wasSpace = false
    var wasLeading = true
    for scalar in text {
      if Self.isSpace(scalar) || scalar == "\u{200B}" {
        wasSpace = !wasLeading || !suppressLeadingSpace
      } else {
        if wasSpace { collapsed.append(" ") }
        collapsed.append(scalar)
        wasSpace = false
        wasLeading = false
      }
    }
    if wasSpace { collapsed.append(" ") }
    guard !collapsed.isEmpty else { return }
    append(collapsed)
    isSoft = wasSpace
  }
}
