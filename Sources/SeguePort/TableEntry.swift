/// One builder call of a generated connection table: the closure that sets an outlet or calls a method, with the
/// casts from the table's `AnyObject?`/`Any?` arguments to the declared types.
enum TableEntry {
  /// `.outlet("label") { owner, value in owner.label = value as? UILabel }`.
  static func outlet(_ outlet: PortedType.Outlet, cast: String?) -> String {
    let type = outlet.type.trimmingOptional
    let isOptional = outlet.type.hasSuffix("!") || outlet.type.hasSuffix("?")
    var conditions = cast.map { ["let owner = owner as? \($0)"] } ?? []
    let value: String
    if isOptional {
      value = "value as? \(type)"
    } else {
      conditions.append("let value = value as? \(type)")
      value = "value"
    }
    let body = statement("owner.\(outlet.name) = \(value)", conditions: conditions, orReturn: nil)
    return ".outlet(\"\(outlet.name)\") { owner, value in \(body) }"
  }

  /// The entry of an action, unwind action, segue action or `#selector` target; `nil` for a parameter count the
  /// table cannot call.
  static func method(_ method: PortedType.Method, cast: String?) -> String? {
    let ownerCondition = cast.map { ["let owner = owner as? \($0)"] } ?? []
    let selector = "\"\(method.selector)\""
    switch method.role {
    case .unwind:
      let call = discarding(method, ["segue"])
      return ".unwind(\(selector)) { owner, segue in \(statement(call, conditions: ownerCondition, orReturn: nil)) }"
    case .segueAction:
      let all = ["coder", "sender", "identifier"]
      guard (1...3).contains(method.parameterTypes.count) else { return nil }
      let call = self.call(method, Array(all.prefix(method.parameterTypes.count)))
      return ".segueAction(\(selector)) { owner, coder, sender, identifier in "
        + "\(statement(call, conditions: ownerCondition, orReturn: "nil", returns: true)) }"
    case .action, .plain:
      switch method.parameterTypes.count {
      case 0:
        return
          ".action(\(selector)) { owner, _ in \(statement(discarding(method, []), conditions: ownerCondition, orReturn: nil)) }"
      case 1:
        let (conditions, argument) = sender(as: method.parameterTypes[0])
        let body = statement(discarding(method, [argument]), conditions: ownerCondition + conditions, orReturn: nil)
        return ".action(\(selector)) { owner, sender in \(body) }"
      default:
        return nil
      }
    }
  }

  /// The conditions and the argument that pass the table's `sender: Any?` as a parameter of `declared` type.
  static func sender(as declared: String) -> (conditions: [String], argument: String) {
    let type = declared.trimmingOptional
    let isOptional = declared.hasSuffix("?") || declared.hasSuffix("!")
    switch (type, isOptional) {
    case ("Any", true): return ([], "sender")
    case ("Any", false): return ([], "sender as Any")
    case ("AnyObject", true): return ([], "sender.map { $0 as AnyObject }")
    case ("AnyObject", false): return (["let sender"], "sender as AnyObject")
    case (_, true): return ([], "sender as? \(type)")
    case (_, false): return (["let sender = sender as? \(type)"], "sender")
    }
  }

  /// `owner.buy(sender)`, `owner.changed(sender: sender)`.
  static func call(_ method: PortedType.Method, _ arguments: [String]) -> String {
    let list = zip(method.labels, arguments).map { label, argument in label.map { "\($0): \(argument)" } ?? argument }
    return "owner.\(method.baseName)(\(list.joined(separator: ", ")))"
  }

  /// `call`, its result discarded when the method returns one.
  static func discarding(_ method: PortedType.Method, _ arguments: [String]) -> String {
    (method.returnsValue ? "_ = " : "") + call(method, arguments)
  }

  /// `call`, behind a `guard` of `conditions` when there are any.
  static func statement(_ call: String, conditions: [String], orReturn value: String?, returns: Bool = false) -> String
  {
    let body = returns ? "return \(call)" : call
    guard !conditions.isEmpty else { return body }
    return "guard \(conditions.joined(separator: ", ")) else { return\(value.map { " \($0)" } ?? "") }; \(body)"
  }
}
