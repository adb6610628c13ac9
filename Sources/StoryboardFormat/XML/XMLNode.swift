/// One element of the raw XML tree the scanner builds; the decoder turns it into the public model.
struct XMLNode {
  var name: String
  var attributes: [Attributes.Attribute]
  var children: [XMLNode]
  /// Character data inside the element, entities decoded, when it is not all white space.
  var text: String?
  /// Byte offset of the element's `<`.
  var offset: Int

  init(name: String, attributes: [Attributes.Attribute], offset: Int) {
    self.name = name
    self.attributes = attributes
    self.children = []
    self.text = nil
    self.offset = offset
  }

  subscript(attribute name: String) -> String? {
    for attribute in attributes where attribute.name == name { return attribute.value }
    return nil
  }
}

/// A problem the scanner met, at a byte offset; the decoder adds the file position.
struct XMLProblem {
  enum Severity { case error, warning }
  var severity: Severity
  var code: String
  var message: String
  var offset: Int
}
