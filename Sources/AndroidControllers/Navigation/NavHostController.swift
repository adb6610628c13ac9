package import AndroidFormat

/// The `NavController` a ``NavHostFragment`` owns: AndroidX's `NavHostController`, which adds what its host sets
/// (the lifecycle owner, the Back dispatcher); here the host wires its navigators itself.
@preconcurrency @MainActor
open class NavHostController: NavController {
  /// AndroidX's `NavHostController(Context)`.
  public override init(_ context: Context) {
    super.init(context)
  }

  package override init(resources: AndroidResources, packageName: String) {
    super.init(resources: resources, packageName: packageName)
  }

  override var javaClassName: String { "androidx.navigation.NavHostController" }
}

extension NavController: @MainActor CustomStringConvertible {
  /// `androidx.navigation.NavHostController@<n>`, as Java's default `toString()` names it; a counter stands for the
  /// hash code, so messages are the same every run.
  public var description: String { "\(javaClassName)@\(String(instanceNumber, radix: 16))" }
}
