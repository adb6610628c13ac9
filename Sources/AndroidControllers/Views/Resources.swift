internal import AndroidFormat

/// The app's resources: layouts, strings and their ids. Android's `android.content.res.Resources` for what
/// navigation code asks of it.
///
/// Ids are numbered as AndroidFormat's `AndroidResources` numbers them, which is what `segue gen --android` writes
/// into an app's `R`.
@preconcurrency @MainActor
public final class Resources {
  let table: AndroidResources
  private let packageName: String
  private var idsByType: [String: [String: Int32]] = [:]
  private var entries: [Int32: String] = [:]

  init(_ table: AndroidResources, packageName: String) {
    self.table = table
    self.packageName = packageName
    // The names of each type once, numbered by their index as `AndroidResources.identifier` numbers them (asking
    // it for each name would sort the names again each time).
    for (type, typeByte) in AndroidResources.typeBytes {
      var ids: [String: Int32] = [:]
      for (index, name) in table.names(ofType: type).enumerated() {
        let id = 0x7f00_0000 | typeByte << 16 | Int32(index)
        ids[name] = id
        entries[id] = name
      }
      idsByType[type] = ids
    }
  }

  /// Android's `getIdentifier(String name, String defType, String defPackage)`: 0 when there is no such resource.
  /// `name` may be qualified (`com.example:id/buy`, `id/buy`).
  public func getIdentifier(_ name: String, _ defType: String, _ defPackage: String) -> Int32 {
    var type = defType
    var entry = name
    if let slash = name.lastIndex(of: "/") {
      type = String(name[..<slash].split(separator: ":").last ?? "")
      entry = String(name[name.index(after: slash)...])
    }
    return idsByType[type]?[entry] ?? 0
  }

  /// Android's `getString(int)`; an unknown id throws Android's `Resources$NotFoundException`.
  public func getString(_ id: Int32) -> String {
    guard let text = string(id) else {
      AndroidException.raise(
        AndroidException(
          "android.content.res.Resources$NotFoundException",
          "String resource ID #0x\(String(UInt32(bitPattern: id), radix: 16))"))
      return ""
    }
    return text
  }

  /// Android's `getResourceEntryName(int)`; the platform's own ids too (`content` for `AndroidR.id.content`).
  public func getResourceEntryName(_ resid: Int32) -> String? { entryName(resid) ?? AndroidR.id.name(of: resid) }

  /// Android's `getResourceName(int)`: `com.example:id/buy`.
  public func getResourceName(_ resid: Int32) -> String? {
    guard let (name, type) = table.name(of: resid) else {
      return AndroidR.id.name(of: resid).map { "android:id/\($0)" }
    }
    return "\(packageName):\(type)/\(name)"
  }

  /// The layout whose `tools:context` names `className` (a simple class name), as Android Studio writes it for the
  /// activity or fragment it made the layout with; the first by name when several do.
  func layoutName(forContext className: String) -> String? {
    table.layouts.keys.sorted().first { name in
      let context = table.layouts[name]?.toolsContext
      return context.map(ActivityClassTable.simpleName(of:)) == className
    }
  }

  func entryName(_ id: Int32) -> String? { entries[id] }
  func string(_ id: Int32) -> String? { entries[id].flatMap { table.strings[$0] } }
  func layout(_ id: Int32) -> AndroidLayout? { entries[id].flatMap { table.layouts[$0] } }
  func layout(named name: String) -> AndroidLayout? { table.layouts[name] }
  /// The navigation graph file with the resource id `id` (`R.navigation.nav_graph`).
  func navigation(_ id: Int32) -> NavigationDocument? {
    guard let (name, type) = table.name(of: id), type == "navigation" else { return nil }
    return table.navigations[name]
  }
  /// The navigation graph files, for `<include>`s.
  var navigations: [String: NavigationDocument] { table.navigations }
  func id(named name: String) -> Int32 { idsByType["id"]?[name] ?? View.NO_ID }

  /// The text an `android:text` value shows: a `@string/` reference resolved, anything else as written.
  func text(_ value: String) -> String {
    guard value.hasPrefix("@string/") else { return value }
    return table.strings[String(value.dropFirst("@string/".count))] ?? value
  }
}
