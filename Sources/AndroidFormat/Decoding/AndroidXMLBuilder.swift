import StoryboardFormat

/// What the builders of Android's XML files (manifests, layouts) share: the diagnostics they collect, the reading of
/// the file's one root element, and attribute names split by namespace.
protocol AndroidXMLBuilder {
  /// The file, as diagnostics name it.
  var path: String { get }
  var diagnostics: [Diagnostic] { get set }
  /// What `readAttributes` reuses from one element to the next, and where it leaves the values asked for by name.
  var attributeScratch: AttributeScratch { get set }
  /// Whether every element's attributes are read as strings, never on their bytes: for the tests that check both
  /// readings give the same result.
  var readsAttributesAsStrings: Bool { get }
}

extension AndroidXMLBuilder {
  mutating func report(
    _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, at location: SourceLocation
  ) {
    diagnostics.append(Diagnostic(severity: severity, code: code, message: message, location: location))
  }

  /// The diagnostics so far, by position in the file.
  var sortedDiagnostics: [Diagnostic] {
    diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
  }

  /// The root element of `bytes`, with the XML reader's problems, an empty file, a missing root (reported under
  /// `missingRootCode`) and extra roots reported; `nil` when there is no root to read.
  ///
  /// The builders share this driver: the reader records the elements in document order (no generic tree is built)
  /// and each builder walks them from the root, element by element, with its own recursion.
  mutating func rootElement(of bytes: [UInt8], missingRootCode: DiagnosticCode) -> RecordedElement? {
    let start = SourceLocation(file: path, line: 1, column: 1)
    guard !bytes.isEmpty else {
      report(.error, .emptyFile, "The file is empty", at: start)
      return nil
    }
    let records = XMLTree.readRecords(bytes, path: path)
    diagnostics += records.diagnostics
    guard let root = records.roots.first else {
      if !records.refused { report(.error, missingRootCode, "The file has no XML root element", at: start) }
      return nil
    }
    for extra in records.roots.dropFirst() {
      let element = records.elements[extra]
      report(.error, .xmlSyntax, "Second root element '<\(element.element)>' is ignored", at: element.location)
    }
    return RecordedElement(records: records, index: root)
  }

  /// The local name and namespace URI of a prefixed attribute of `node` in `scope`; `nil` for a name without a
  /// prefix. An unbound prefix is reported (under `unboundCode`) and gives a `nil` URI.
  mutating func qualified(
    _ name: String, of node: RecordedElement, in scope: NamespaceScope, unboundCode: DiagnosticCode
  ) -> (local: String, uri: String?)? {
    guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    let prefix = name[..<colon]
    let uri = scope.uri(of: prefix)
    if uri == nil {
      report(
        .warning, unboundCode,
        "Prefix '\(prefix)' of attribute '\(name)' is not bound to a namespace; the attribute is kept but not read",
        at: node.location)
    }
    return (String(name[name.index(after: colon)...]), uri)
  }
}
