internal import AndroidFormat

/// Plays an activity the manifest declares but whose class the device was not given, when the device is set to
/// (``AndroidDevice/playsMissingClasses``): it goes through the whole life cycle, tasks and launch modes as the
/// declared activity, under that activity's name, and shows the layout Android Studio ties to it (the layout whose
/// root names the activity in `tools:context`), if any. It runs none of the app's code.
///
/// Not in Android: what lets `segue run` drive a real app's manifest and layouts without its Kotlin or Java classes.
@preconcurrency @MainActor
final class StandInActivity: AppCompatActivity {
  required init() {}

  /// The simple name of the class this instance plays: `RegularActivity` for `.RegularActivity`.
  var playedName: String {
    ActivityClassTable.simpleName(of: intent.component?.className ?? "StandInActivity")
  }

  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    if let layout = resources.layoutName(forContext: playedName) {
      setContentView(resources.getIdentifier(layout, "layout", ""))
    }
  }
}

/// The name a trace gives an activity or fragment: its class's simple name, or the one a stand-in plays.
///
/// Not in Android.
@MainActor
package func simpleClassName(of object: AnyObject) -> String {
  // A stand-in's class is never stored (its name is the one it plays), so a stored name is looked up first and the
  // casts run only for a class not seen yet.
  let key = ObjectIdentifier(type(of: object))
  if let known = SimpleClassNames.byType[key] { return known }
  if let standIn = object as? StandInActivity { return standIn.playedName }
  if let standIn = object as? StandInFragment { return standIn.playedName }
  let name = String(describing: type(of: object)).split(separator: ".").last.map(String.init) ?? "?"
  SimpleClassNames.byType[key] = name
  return name
}

/// The simple names already worked out, by class: the life-cycle trace asks for one on every callback, and
/// `String(describing:)` of a type is costly.
@MainActor
private enum SimpleClassNames {
  static var byType: [ObjectIdentifier: String] = [:]
}
