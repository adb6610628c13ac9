/// Perform handlers of the deprecated kinds that need more than one call (<doc:Segues#§1.2-Kinds>,
/// <doc:Segues#§1.4-Exceptions>).
@MainActor
enum LegacySegues {
  /// `replace`: the split view controller's child at `index` becomes the destination.
  static func replace(source: UIViewController, destination: UIViewController, index: Int, identifier: String?) {
    guard let split = source.splitViewController else {
      UIKitException.raise(
        .internalInconsistency,
        "Could not find a split view controller ancestor for '\(source)', while performing a split view controller "
          + "replace segue (identifier '\(identifier ?? "(null)")') with destination '\(destination)'")
      return
    }
    var controllers = split.viewControllers
    guard index < controllers.count else {
      UIKitException.raise(
        .internalInconsistency,
        "Unexpected number of view controllers (\(controllers.count)) for split view controller '\(split)'. Expected "
          + "at least \(index + 1) view controllers to be present, to perform a replace segue for index \(index).")
      return
    }
    controllers[index] = destination
    split.viewControllers = controllers
  }
}
