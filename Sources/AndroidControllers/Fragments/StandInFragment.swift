/// Plays a fragment a layout or a saved state names whose class the device was not given, when the device plays
/// missing classes (``AndroidDevice/playsMissingClasses``): it goes through the fragment life cycle under the named
/// class's name and shows the layout whose root names that class in `tools:context`, if any.
///
/// Not in Android; the fragment counterpart of the stand-in activity.
@preconcurrency @MainActor
final class StandInFragment: Fragment {
  /// The fully qualified class name this instance plays, as the layout or saved state gave it.
  var playedClassName = "StandInFragment"

  required init() {}

  var playedName: String {
    ActivityClassTable.simpleName(of: playedClassName)
  }

  override func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    guard let resources = activity?.resources, let layout = resources.layoutName(forContext: playedName) else {
      return nil
    }
    return inflater.inflate(resources.getIdentifier(layout, "layout", ""), container, false)
  }
}
