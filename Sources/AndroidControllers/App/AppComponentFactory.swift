/// Makes the app's activities and its `Application` from their class names: what the manifest's
/// `<application android:appComponentFactory>` names, so that an app (a dependency-injection setup) or a test can
/// supply the instances, with constructor arguments, one Swift class for several names if it likes.
///
/// Mirrors `android.app.AppComponentFactory` (API 28): the system calls ``instantiateActivity(_:_:_:)`` for every
/// new activity instance (first launch, re-creation after a configuration change or process death) and
/// ``instantiateApplication(_:_:)`` when the process starts; the defaults load the class and call its no-argument
/// initializer, as `cl.loadClass(className).newInstance()` does.
///
/// Android makes the factory itself from the class the manifest names (AOSP `LoadedApk.createAppFactory`); here the
/// ``AndroidDevice`` is given the instance (not in Android). When the manifest names a factory and the device was
/// given none, the device logs `LoadedApk`'s error and uses the default, as Android does when the class cannot be
/// made.
///
/// ```swift
/// final class Injecting: AppComponentFactory {
///   override func instantiateActivity(_ cl: ClassLoader, _ className: String, _ intent: Intent?) throws -> Activity {
///     className.hasSuffix(".CheckoutActivity") ? CheckoutActivity(cart: cart) : try super.instantiateActivity(cl, className, intent)
///   }
/// }
/// ```
@preconcurrency @MainActor
open class AppComponentFactory {
  public init() {}

  /// Android's `instantiateActivity(ClassLoader, String, Intent)`: a new instance of the activity `className` names,
  /// for the start `intent`. Throws ``ClassNotFoundException`` when no class has the name.
  open func instantiateActivity(_ cl: ClassLoader, _ className: String, _ intent: Intent?) throws -> Activity {
    let loaded: AnyClass = try cl.loadClass(className)
    guard let type = loaded as? Activity.Type else {
      throw ClassCastException(message: "\(String(reflecting: loaded)) cannot be cast to android.app.Activity")
    }
    return type.init()
  }

  /// Android's `instantiateApplication(ClassLoader, String)`: the process's `Application`.
  open func instantiateApplication(_ cl: ClassLoader, _ className: String) throws -> Application {
    let loaded: AnyClass = try cl.loadClass(className)
    guard let type = loaded as? Application.Type else {
      throw ClassCastException(message: "\(String(reflecting: loaded)) cannot be cast to android.app.Application")
    }
    return type.init()
  }
}

/// Java's `ClassCastException`, thrown by ``AppComponentFactory``'s defaults when a name finds a class of another
/// kind. Not in Android as a Swift type.
public struct ClassCastException: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message, as the JVM words it.
  public let message: String

  public var description: String { "java.lang.ClassCastException: \(message)" }
}
