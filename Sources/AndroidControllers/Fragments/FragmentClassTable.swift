/// The fragment classes one app was given, found by the name a layout, a navigation graph or a saved state gives:
/// the module-qualified Swift name a fragment manager saves (`AndroidShop.HomeFragment`) exactly, else the last
/// component of a Java name (`com.example.shop.HomeFragment`, `.HomeFragment`) by simple name.
///
/// Not in Android: Android's `ClassLoader` finds a class by its fully qualified name in the app's own dex files, so two
/// apps (or a test and its fixture) never see each other's classes. Swift classes have no Java package, so a Java name
/// is matched by its simple name, among this app's classes only; when two of the app's classes share a simple name,
/// the one given first is found (the other still by its Swift name).
struct FragmentClassTable {
  private var byQualifiedName: [String: Fragment.Type] = [:]
  private var bySimpleName: [String: Fragment.Type] = [:]

  init(_ types: [Fragment.Type]) {
    for type in types {
      // What `FragmentFactory.className(of:)` saves.
      let qualified = String(reflecting: type)
      if byQualifiedName[qualified] == nil { byQualifiedName[qualified] = type }
      let simple = ActivityClassTable.simpleName(of: qualified)
      if bySimpleName[simple] == nil { bySimpleName[simple] = type }
    }
  }

  /// The class `className` names, if it is one of the table's.
  func type(named className: String) -> Fragment.Type? {
    byQualifiedName[className] ?? bySimpleName[ActivityClassTable.simpleName(of: className)]
  }
}
