/// Makes fragments from class names, when a fragment manager re-creates them and for ``FragmentTransaction``'s
/// class-based `add`/`replace`.
///
/// Mirrors AndroidX's `FragmentFactory`; `instantiate` takes no `ClassLoader` (Swift has none). The default finds the
/// class through the Swift runtime by its module-qualified name (what a fragment manager saves) and calls the
/// no-argument `init`. Set a subclass on `supportFragmentManager.fragmentFactory` before `super.onCreate` to give
/// fragments constructor arguments.
@preconcurrency @MainActor
open class FragmentFactory {
  public init() {}

  /// AndroidX's `instantiate(ClassLoader, String)`.
  open func instantiate(_ className: String) -> Fragment {
    let simple = ActivityClassTable.simpleName(of: className)
    guard let type = Self.registered[simple] ?? _typeByName(className) as? Fragment.Type else {
      if Self.playsMissingClasses {
        let standIn = StandInFragment()
        standIn.playedClassName = className
        return standIn
      }
      AndroidException.raise(
        AndroidException(
          "androidx.fragment.app.Fragment$InstantiationException",
          "Unable to instantiate fragment \(className): make sure class name exists"))
      return Fragment()
    }
    return type.init()
  }

  /// The fragment classes an ``AndroidDevice`` was given, by simple name: how a layout's `com.example.HomeFragment`
  /// finds the Swift class `HomeFragment`.
  private static var registered: [String: Fragment.Type] = [:]

  static func register(_ types: [Fragment.Type]) {
    for type in types {
      registered[String(describing: type).split(separator: ".").last.map(String.init) ?? ""] = type
    }
  }

  /// Whether a class not found is played by a stand-in (``AndroidDevice/playsMissingClasses``).
  static var playsMissingClasses = false

  /// The name a fragment manager saves for `type`, which ``instantiate(_:)`` finds again.
  static func className(of type: Fragment.Type) -> String { String(reflecting: type) }

  /// The name a fragment manager saves for `fragment`: its class's, or the one a stand-in plays.
  static func className(of fragment: Fragment) -> String {
    (fragment as? StandInFragment)?.playedClassName ?? className(of: type(of: fragment))
  }
}
