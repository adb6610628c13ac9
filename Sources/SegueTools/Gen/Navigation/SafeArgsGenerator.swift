public import AndroidFormat

/// Writes Swift for an app's navigation graphs in Safe Args' role (the `androidx.navigation.safeargs` Gradle plugin):
/// for every destination with actions a `<Class>Directions` enum with one function per action returning its
/// `NavDirections`, and for every destination with arguments a `<Class>Args` struct with `fromBundle(_:)` and
/// `toBundle()` (spec §6.3). Appended by `segue gen --android` to the `R` enum when `res/navigation` has graphs.
///
/// Types: `integer` and `reference` are `Int32`, `long` `Int64`, `float` `Float`, `boolean` `Bool`, `string`
/// `String` (`String?` when nullable), `integer[]` `[Int32]`, `string[]` `[String]`; other types (Parcelable,
/// Serializable and enum classes) have no Swift counterpart here and are left out with a comment. `fromBundle`
/// throws Safe Args' `IllegalArgumentException` texts.
public struct SafeArgsGenerator: Sendable {
  let resources: AndroidResources
  let packageName: String
  let accessLevel: GenAccessLevel

  /// A generator for the navigation graphs of `resources`; `packageName` resolves `.Relative` class names.
  public init(resources: AndroidResources, packageName: String = "", accessLevel: GenAccessLevel = .internal) {
    self.resources = resources
    self.packageName = packageName
    self.accessLevel = accessLevel
  }

  /// The Swift source; empty when there is no navigation graph.
  public func generate() -> String {
    let nodes = resources.navigations.keys.sorted().flatMap { resources.navigations[$0]?.allNodes ?? [] }
    guard !nodes.isEmpty else { return "" }
    let byID = Dictionary(
      nodes.compactMap { node in node.destinationID.map { ($0, node) } }, uniquingKeysWith: { first, _ in first })
    var seen: Set<String> = []
    var parts: [String] = []
    for node in nodes where node.kind != .include {
      let name = Self.className(of: node)
      guard seen.insert(name).inserted else { continue }
      if !node.actions.isEmpty { parts.append(directions(node, name: name, byID: byID)) }
      if !node.arguments.isEmpty, !node.isGraph { parts.append(arguments(node, name: name)) }
    }
    return "\n// Safe Args: the directions and arguments of the navigation graphs.\n\n" + parts.joined(separator: "\n")
  }

  private var access: String { accessLevel == .internal ? "" : "\(accessLevel.rawValue) " }

  /// Safe Args names classes after the destination's class (`CatalogFragment`), else its id (`StoreGraph`).
  static func className(of node: NavigationNode) -> String {
    if let name = node.name, let simple = name.split(separator: ".").last { return String(simple) }
    return camel(node.destinationID ?? node.element, upper: true)
  }

  /// `to_item` → `toItem` (or `ToItem`), as Safe Args names actions and classes from ids.
  static func camel(_ id: String, upper: Bool) -> String {
    let words = id.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." }).map(String.init)
    let joined = words.enumerated().map { index, word in
      index == 0 && !upper
        ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    return joined.isEmpty ? "destination" : joined
  }

  private func directions(_ node: NavigationNode, name: String, byID: [String: NavigationNode]) -> String {
    var functions: [String] = []
    for action in node.actions {
      guard let actionID = action.actionID else { continue }
      // The destination's arguments, with the action's defaults over theirs (Safe Args merges them so).
      var arguments = action.destinationID.flatMap { byID[$0] }.map { $0.isGraph ? [] : $0.arguments } ?? []
      for override in action.arguments {
        if let index = arguments.firstIndex(where: { $0.name == override.name }) {
          arguments[index].defaultValue = override.defaultValue
        } else {
          arguments.append(override)
        }
      }
      let typed = arguments.compactMap { argument in Self.swiftType(argument).map { (argument, $0) } }
      let parameters = typed.map { argument, type in
        "\(Self.identifier(argument.name ?? "")): \(type)"
          + (Self.defaultLiteral(argument, type).map { " = \($0)" } ?? "")
      }
      let puts = typed.map { argument, type in
        "    \(Self.put(argument.name ?? "", type, value: Self.identifier(argument.name ?? "")))"
      }
      let skipped = arguments.filter { Self.swiftType($0) == nil }.map {
        "    // '\($0.name ?? "")' (\($0.argType ?? "?")) has no Swift type here and is not passed.\n"
      }
      functions.append(
        """
          /// `@id/\(actionID)`\(action.destinationID.map { " to `@id/\($0)`" } ?? "").
          @MainActor \(access)static func \(Self.identifier(Self.camel(actionID, upper: false)))(\(parameters.joined(separator: ", "))) -> any NavDirections {
            let bundle = Bundle()
        \(skipped.joined())\(puts.map { "\($0)\n" }.joined())    return Directions(actionId: R.id.\(AndroidRGenerator.identifier(actionID)), arguments: bundle)
          }

        """)
    }
    return """
      /// Safe Args' `\(name)Directions`: the actions of `@id/\(node.destinationID ?? node.element)`.
      \(access)enum \(name)Directions {
        private struct Directions: NavDirections {
          let actionId: Int32
          let arguments: Bundle
        }

      \(functions.joined(separator: "\n"))}

      """
  }

  private func arguments(_ node: NavigationNode, name: String) -> String {
    let typed = node.arguments.compactMap { argument in Self.swiftType(argument).map { (argument, $0) } }
    let properties = typed.map { argument, type in
      "  \(access)let \(Self.identifier(argument.name ?? "")): \(type)\n"
    }
    let reads = typed.map { argument, type in Self.read(argument, type) }
    let puts = typed.map { argument, type in
      "    \(Self.put(argument.name ?? "", type, value: Self.identifier(argument.name ?? "")))\n"
    }
    let initializer = typed.map { argument, type in
      "\(Self.identifier(argument.name ?? "")): \(type)"
        + (Self.defaultLiteral(argument, type).map { " = \($0)" } ?? "")
    }
    let assignments = typed.map { argument, _ in
      "    self.\(Self.identifier(argument.name ?? "")) = \(Self.identifier(argument.name ?? ""))\n"
    }
    return """
      /// Safe Args' `\(name)Args`: the arguments of `@id/\(node.destinationID ?? node.element)`.
      \(access)struct \(name)Args: Sendable, Equatable {
      \(properties.joined())
        \(access)init(\(initializer.joined(separator: ", "))) {
      \(assignments.joined())  }

        /// Safe Args' `fromBundle(Bundle)`: throws its `IllegalArgumentException` for a required argument that is
        /// missing or a non-null one that is null.
        @MainActor \(access)static func fromBundle(_ bundle: Bundle) throws(AndroidException) -> \(name)Args {
      \(reads.joined())    return \(name)Args(\(typed.map { "\(Self.identifier($0.0.name ?? "")): \(Self.identifier($0.0.name ?? ""))" }.joined(separator: ", ")))
        }

        /// Safe Args' `toBundle()`.
        @MainActor \(access)func toBundle() -> Bundle {
          let bundle = Bundle()
      \(puts.joined())    return bundle
        }
      }

      """
  }

  /// The Swift type of an argument, or `nil` for one that has none here.
  static func swiftType(_ argument: NavigationArgumentNode) -> String? {
    let nullable = argument.nullable == true
    let type = argument.argType ?? argument.defaultValue.map(inferredType) ?? "string"
    switch type {
    case "integer", "reference": return "Int32"
    case "long": return "Int64"
    case "float": return "Float"
    case "boolean": return "Bool"
    case "string": return nullable ? "String?" : "String"
    case "integer[]": return nullable ? "[Int32]?" : "[Int32]"
    case "string[]": return nullable ? "[String]?" : "[String]"
    default: return nil
    }
  }

  private static func inferredType(_ value: String) -> String {
    if value == "@null" { return "string" }
    if value.hasPrefix("@") { return "reference" }
    if Int32(value) != nil { return "integer" }
    if value.hasSuffix("L"), Int64(value.dropLast()) != nil { return "long" }
    if Float(value) != nil { return "float" }
    if value == "true" || value == "false" { return "boolean" }
    return "string"
  }

  /// The default value as a Swift literal, or `nil` when there is none (or none that can be written).
  static func defaultLiteral(_ argument: NavigationArgumentNode, _ type: String) -> String? {
    guard let value = argument.defaultValue else { return nil }
    if value == "@null" { return type.hasSuffix("?") ? "nil" : nil }
    switch type {
    case "Int32": return Int32(value).map(String.init)
    case "Int64": return Int64(value.hasSuffix("L") ? String(value.dropLast()) : value).map(String.init)
    case "Float": return Float(value).map { "\($0)" }
    case "Bool": return value == "true" || value == "false" ? value : nil
    case "String", "String?": return stringLiteral(value)
    default: return nil
    }
  }

  private static func stringLiteral(_ value: String) -> String {
    var escaped = ""
    for character in value {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }

  private static func put(_ name: String, _ type: String, value: String) -> String {
    let key = stringLiteral(name)
    switch type {
    case "Int32": return "bundle.putInt(\(key), \(value))"
    case "Int64": return "bundle.putLong(\(key), \(value))"
    case "Float": return "bundle.putFloat(\(key), \(value))"
    case "Bool": return "bundle.putBoolean(\(key), \(value))"
    case "[Int32]", "[Int32]?": return "bundle.putIntArray(\(key), \(value))"
    case "[String]", "[String]?": return "bundle.putStringArray(\(key), \(value))"
    default: return "bundle.putString(\(key), \(value))"
    }
  }

  /// The `fromBundle` lines of one argument: present → read; absent → its default or Safe Args' missing text.
  private static func read(_ argument: NavigationArgumentNode, _ type: String) -> String {
    let name = argument.name ?? ""
    let key = stringLiteral(name)
    let variable = identifier(name)
    let getter: String
    switch type {
    case "Int32": getter = "bundle.getInt(\(key))"
    case "Int64": getter = "bundle.getLong(\(key))"
    case "Float": getter = "bundle.getFloat(\(key))"
    case "Bool": getter = "bundle.getBoolean(\(key))"
    case "[Int32]", "[Int32]?": getter = "bundle.getIntArray(\(key))"
    case "[String]", "[String]?": getter = "bundle.getStringArray(\(key))"
    default: getter = "bundle.getString(\(key))"
    }
    let missing: String
    if let literal = defaultLiteral(argument, type) {
      missing = "      \(variable) = \(literal)\n"
    } else {
      missing =
        "      throw AndroidException(\"java.lang.IllegalArgumentException\", "
        + "\"Required argument \\\"\(name)\\\" is missing and does not have an android:defaultValue\")\n"
    }
    let nonOptional = !type.hasSuffix("?") && (type == "String" || type.hasPrefix("["))
    let value =
      nonOptional
      ? """
            guard let value = \(getter) else {
              throw AndroidException("java.lang.IllegalArgumentException", "Argument \\"\(name)\\" is marked as non-null but was passed a null value.")
            }
            \(variable) = value

      """
      : "      \(variable) = \(getter)\n"
    return """
          let \(variable): \(type)
          if bundle.containsKey(\(key)) {
      \(value)    } else {
      \(missing)    }

      """
  }

  private static func identifier(_ name: String) -> String { AndroidRGenerator.identifier(name) }
}
