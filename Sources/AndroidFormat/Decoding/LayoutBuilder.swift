import StoryboardFormat

/// Turns the elements of one layout file, as the shared reader records them, into an ``AndroidLayout``, reporting
/// what Android would refuse.
///
/// The checks and their texts follow AOSP's `LayoutInflater.inflate`/`rInflate`/`parseInclude`
/// (`frameworks/base/core/java/android/view/LayoutInflater.java`), AndroidX's `FragmentContainerView` and
/// `FragmentLayoutInflaterFactory`, and the data-binding compiler's `LayoutFileParser` and `XmlEditor`
/// (`platform/frameworks/data-binding`, `compilerCommon/src/main/java/android/databinding/tool/`).
struct LayoutBuilder: AndroidXMLBuilder {
  let path: String
  var diagnostics: [Diagnostic] = []
  /// Data-binding expressions met so far.
  var expressionCount = 0
  var attributeScratch = AttributeScratch()
  let readsAttributesAsStrings: Bool

  init(path: String, readsAttributesAsStrings: Bool = false) {
    self.path = path
    self.readsAttributesAsStrings = readsAttributesAsStrings
  }

  mutating func build(_ bytes: [UInt8]) -> AndroidLayout {
    var layout = AndroidLayout(path: path)
    read(bytes, into: &layout)
    layout.diagnostics = sortedDiagnostics
    return layout
  }

  private mutating func read(_ bytes: [UInt8], into layout: inout AndroidLayout) {
    guard let root = rootElement(of: bytes, missingRootCode: .notALayout) else { return }
    if root.element == "layout" {
      readBindingLayout(root, into: &layout)
    } else if LayoutVocabulary.isViewOrTag(root.element) {
      layout.root = view(root, in: NamespaceScope(), isRoot: true, inBinding: false)
    } else {
      report(
        .error, .notALayout,
        "The root element is '<\(root.element)>', not a view, '<merge>' or '<layout>': this is not a layout",
        at: root.location)
    }
  }

  /// An element of the view tree and everything below it. `parentWithoutID` is true when the element's parent is a
  /// view of this file without an `android:id` (the root's parent, and a root `<merge>`'s, is the caller's).
  mutating func view(
    _ node: RecordedElement, in parentScope: NamespaceScope, isRoot: Bool, inBinding: Bool,
    parentWithoutID: Bool = false
  ) -> LayoutView {
    let read = read(node, in: parentScope, plain: LayoutVocabulary.plainAttributes(of: node.element))
    check(node, android: read.android, isRoot: isRoot, inBinding: inBinding)
    if node.element == "fragment", parentWithoutID, read.android["id"] == nil, read.android["tag"] == nil,
      let name = node.attributes["class"] ?? read.android["name"]
    {
      // FragmentLayoutInflaterFactory.onCreateView (AndroidX fragment) throws this IllegalArgumentException, after
      // the parser's position, when neither the fragment nor its container has an id and it has no tag.
      report(
        .error, .fragmentWithoutID,
        "Must specify unique android:id, android:tag, or have a parent with an id for \(name)", at: node.location)
    }
    let withoutID = read.android["id"] == nil && !(isRoot && node.element == "merge")
    var children: [LayoutView] = []
    for child in node.children {
      children.append(
        view(child, in: read.scope, isRoot: false, inBinding: inBinding, parentWithoutID: withoutID))
    }
    return LayoutView(
      element: node.element, attributes: node.attributes, androidAttributes: read.android, appAttributes: read.app,
      children: children, content: node.content, location: node.location)
  }

  /// What Android refuses about one element of the view tree, with its text.
  private mutating func check(_ node: RecordedElement, android: [String: String], isRoot: Bool, inBinding: Bool) {
    let at = node.location
    switch node.element {
    case "merge" where !isRoot:
      report(.error, .mergeNotRoot, "<merge /> must be the root element", at: at)
    case "include":
      if isRoot {
        report(.error, .includeAsRoot, "<include /> cannot be the root element", at: at)
      }
      if (node.attributes["layout"] ?? "").isEmpty {
        report(
          .error, .includeWithoutLayout,
          "You must specify a layout in the include tag: <include layout=\"@layout/layoutID\" />", at: at)
      }
    case "view" where (node.attributes["class"] ?? "").isEmpty:
      report(
        .error, .viewWithoutClass,
        "'<view>' has no 'class' attribute; Android inflates the class it names", at: at)
    case "fragment":
      if node.attributes["class"] == nil, android["name"] == nil {
        report(
          .error, .fragmentWithoutClass,
          "'<fragment>' has neither 'class' nor 'android:name'; Android fails with 'Error inflating class fragment'",
          at: at)
      }
      if inBinding, node.attributes.contains(where: { LayoutBinding.isExpression($0.value) }) {
        report(
          .error, .bindingExpression,
          "fragments do not support data binding expressions.", at: at)
      }
    case LayoutView.fragmentContainerView:
      // FragmentContainerView's inflating constructor (AndroidX fragment, `FragmentContainerView`): the `class`
      // attribute, else `android:name`; without an id it throws this IllegalStateException.
      if let name = node.attributes["class"] ?? android["name"], android["id"] == nil {
        let tag = android["tag"].map { " with tag \($0)" } ?? ""
        report(
          .error, .fragmentContainerWithoutID,
          "FragmentContainerView must have an android:id to add Fragment \(name)\(tag)", at: at)
      }
    default:
      if !LayoutVocabulary.isViewOrTag(node.element) {
        report(
          .warning, .unknownElement,
          "Unknown element '<\(node.element)>' is kept as is; it is no view class and no layout tag, so Android fails "
            + "with 'Error inflating class \(node.element)'", at: at)
      }
    }
    checkBindings(node, inBinding: inBinding)
  }

  /// Each data-binding expression of `node`: counted, and checked as the data-binding compiler checks it.
  private mutating func checkBindings(_ node: RecordedElement, inBinding: Bool) {
    // Only the attributes whose value starts with the bytes of `@{` or `@={` can hold one (a value with that
    // prefix as characters starts with those bytes); strings are made of those alone.
    let candidates: [Attributes.Attribute] = node.attributes.withPackedBytes { packed in
      var found: [Attributes.Attribute] = []
      var position = 0
      while position < packed.count, let nameEnd = PackedBytes.offsetOfNUL(in: packed, from: position),
        let valueEnd = PackedBytes.offsetOfNUL(in: packed, from: nameEnd + 1)
      {
        let value = (nameEnd + 1)..<valueEnd
        if PackedBytes.hasPrefix(packed, value, "@{") || PackedBytes.hasPrefix(packed, value, "@={") {
          found.append(
            Attributes.Attribute(
              name: String(decoding: UnsafeBufferPointer(rebasing: packed[position..<nameEnd]), as: UTF8.self),
              value: String(decoding: UnsafeBufferPointer(rebasing: packed[value]), as: UTF8.self)))
        }
        position = valueEnd + 1
      }
      return found
    }
    for attribute in candidates {
      guard let binding = LayoutBinding(attribute: attribute.name, value: attribute.value) else { continue }
      expressionCount += 1
      if !inBinding {
        report(
          .warning, .bindingOutsideLayout,
          "Data-binding expression in '\(attribute.name)' is outside a '<layout>' wrapper; data binding does not "
            + "compile it", at: node.location)
      }
      if !binding.isTerminated {
        report(
          .error, .bindingExpression,
          "Expecting '}' in expression '\(attribute.value)'", at: node.location)
      }
    }
  }

  /// The scope inside `node` and its attributes in Android's and the app's namespaces by local name, from one pass
  /// over its attributes; reports unbound prefixes and prefix-less attributes other than `plain`.
  mutating func read(_ node: RecordedElement, in parent: NamespaceScope, plain: Set<String>) -> AttributeRead {
    readAttributes(node, in: parent, keepsApp: true) { builder, name in
      guard !plain.contains(name) else { return }
      builder.report(
        .note, .unknownAttribute, "Attribute '\(name)' on '<\(node.element)>' has no namespace and is kept as is",
        at: node.location)
    }
  }

  /// `node` and everything below it, kept with no reading and no checks.
  func kept(_ node: RecordedElement) -> LayoutView {
    LayoutView(
      element: node.element, attributes: node.attributes, children: node.children.map(kept), content: node.content,
      location: node.location)
  }

}
