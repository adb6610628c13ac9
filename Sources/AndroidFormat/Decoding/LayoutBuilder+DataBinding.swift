import StoryboardFormat

extension LayoutBuilder {
  /// A data-binding layout: `<layout>` with at most one `<data>` and exactly one view root.
  ///
  /// The rules and texts are the data-binding compiler's: `XmlEditor.strip` ("Multiple binding data tags. Expecting a
  /// maximum of one.", "Only one layout element and one data element are allowed. %s has %d") and
  /// `LayoutFileParser.parseOriginalXml` (`ErrorMessages.INCLUDE_INSIDE_MERGE`).
  mutating func readBindingLayout(_ root: RecordedElement, into layout: inout AndroidLayout) {
    layout.isDataBinding = true
    layout.layoutAttributes = root.attributes
    let scope = read(root, in: NamespaceScope(), plain: []).scope
    var views: [RecordedElement] = []
    for child in root.children {
      guard child.element == "data" else {
        views.append(child)
        continue
      }
      if layout.data == nil {
        layout.data = data(child, in: scope)
      } else {
        report(
          .error, .bindingLayoutShape,
          "Multiple binding data tags. Expecting a maximum of one.", at: child.location)
        layout.extras.append(kept(child))
      }
    }
    if views.count != 1 {
      report(
        .error, .bindingLayoutShape,
        "Only one layout element and one data element are allowed. '<layout>' has \(views.count)", at: root.location)
    }
    for (index, node) in views.enumerated() {
      let view = view(node, in: scope, isRoot: true, inBinding: true)
      if index == 0 { layout.root = view } else { layout.extras.append(view) }
    }
    if let merge = layout.root, merge.element == "merge",
      let include = merge.children.first(where: {
        $0.element == "include"
      })
    {
      report(
        .error, .bindingLayoutShape,
        "<include> elements are not supported as direct children of <merge> elements", at: include.location)
    }
    if expressionCount > 0 {
      let count =
        expressionCount == 1 ? "1 data-binding expression is" : "\(expressionCount) data-binding expressions are"
      report(
        .note, .bindingNotEvaluated,
        "\(count) kept as written and not evaluated; the attributes they bind have no value here", at: root.location)
    }
  }

  /// The `<data>` element: its binding class, variables and imports, with what the data-binding compiler refuses.
  private mutating func data(_ node: RecordedElement, in parent: NamespaceScope) -> LayoutData {
    let scope = read(node, in: parent, plain: ["class"]).scope
    var data = LayoutData(location: node.location)
    data.attributes = node.attributes
    data.bindingClass = node.attributes["class"]
    for child in node.children {
      let attributes = child.attributes
      switch child.element {
      case "variable":
        _ = read(child, in: scope, plain: ["name", "type"])
        let name = attributes["name"] ?? ""
        let type = attributes["type"] ?? ""
        if name.isEmpty { declarationError("variable must have a name", at: child.location) }
        if type.isEmpty { declarationError("variable must have a type definition", at: child.location) }
        data.variables.append(LayoutVariable(name: name, type: type, location: child.location))
      case "import":
        _ = read(child, in: scope, plain: ["type", "alias"])
        let type = attributes["type"] ?? ""
        if type.allSatisfy(\.isWhitespace) {
          declarationError("Type of an import cannot be empty.", at: child.location)
        }
        data.imports.append(LayoutImport(type: type, alias: attributes["alias"], location: child.location))
      default:
        let suggestion = Spelling.closest(to: child.element, among: ["import", "variable"]).map {
          " Did you mean '\($0)'?"
        }
        report(
          .note, .unknownElement,
          "Unknown element '<\(child.element)>' in '<data>' is kept as is.\(suggestion ?? "")", at: child.location)
        data.extras.append(kept(child))
      }
    }
    return data
  }

  private mutating func declarationError(_ message: String, at location: SourceLocation) {
    report(.error, .bindingDeclaration, message, at: location)
  }
}
