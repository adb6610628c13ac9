/// Makes fragments from class names, when a fragment manager re-creates them and for ``FragmentTransaction``'s
/// class-based `add`/`replace`.
///
/// Mirrors AndroidX's `FragmentFactory`; `instantiate` takes no `ClassLoader` (Swift has none). The default finds the
/// class among the fragment classes of its manager's app by the name given (a layout's Java name, or the
/// module-qualified Swift name a fragment manager saves), else through the Swift runtime, and calls the no-argument
/// `init`. Set a subclass on `supportFragmentManager.fragmentFactory` before `super.onCreate` to give
/// fragments constructor arguments.
@preconcurrency @MainActor
open class FragmentFactory {
  public init() {}

  /// The fragment manager the factory is set on (the last one, when one factory is set on several): its host's device
  /// is the app whose classes the factory finds.
  weak var manager: FragmentManager?

  /// AndroidX's `instantiate(ClassLoader, String)`. The class is the one the app of the factory's fragment manager was
  /// given under that name (by the Swift name a saved state gives, else by the simple name of a layout's or
  /// navigation graph's `com.example.HomeFragment`), else the class the Swift runtime finds by that name. A factory
  /// on no app's manager finds the classes of the device made last.
  open func instantiate(_ className: String) -> Fragment {
    let device = manager?.hostActivity?.device
    let classes = device?.fragmentClasses ?? Self.lastDeviceClasses
    guard let type = classes.type(named: className) ?? _typeByName(className) as? Fragment.Type else {
      if device?.playsMissingClasses ?? Self.playsMissingClasses {
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

  /// The fragment classes of the ``AndroidDevice`` made last, for a factory whose manager has no device.
  private static var lastDeviceClasses = FragmentClassTable([])

  static func register(_ table: FragmentClassTable) { lastDeviceClasses = table }

  /// Whether a class not found is played by a stand-in, for a factory whose manager has no device (the device made or
  /// changed last says; ``AndroidDevice/playsMissingClasses``).
  static var playsMissingClasses = false

  /// The name a fragment manager saves for `type`, which ``instantiate(_:)`` finds again.
  static func className(of type: Fragment.Type) -> String { String(reflecting: type) }

  /// The name a fragment manager saves for `fragment`: its class's, or the one a stand-in plays.
  static func className(of fragment: Fragment) -> String {
    (fragment as? StandInFragment)?.playedClassName ?? className(of: type(of: fragment))
  }
}
