/// The generated `PortedApp` of a package that `segue port` wrote: it registers the app's classes (storyboard classes
/// with `StoryboardClassRegistry`, delegate classes with ``DelegateClassRegistry``). Not in UIKit.
@preconcurrency @MainActor
public protocol PortedAppRegistration {
  /// Registers the app's classes; calling it again changes nothing.
  static func registerClasses()
}
