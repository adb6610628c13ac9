import AndroidControllersTesting
import AndroidShop
import ArgumentParser
import Foundation

// `segue demo --android`: the AndroidShop example's tour.
extension Demo {
  /// Each step: a `segue run` command for an Android app, and what it shows.
  static let androidTour: [(command: String, about: String)] = [
    ("click \"Grinder\"", "a button of the fragment the layout's FragmentContainerView hosts starts ProductActivity"),
    ("click \"Reviews\"", "a fragment transaction puts ReviewsFragment in the detail container, on the back stack"),
    ("back", "Back pops the fragment back stack first; the activity stays"),
    ("click \"Buy\"", "a dialog-themed activity: ProductActivity below it is paused, not stopped"),
    ("click \"Confirm\"", "finish(): the dialog goes, ProductActivity resumes"),
    ("rotate", "a configuration change: ProductActivity is destroyed and a new instance re-created from its state"),
    ("back", "Back finishes ProductActivity; MainActivity, stopped through the rotation, is re-created for it"),
    ("click id/cart", "android:onClick=\"openCart\" calls MainActivity.openCart(View), which starts a singleTop cart"),
    ("home", "Home: the task goes to the background, its activities stopped"),
    ("kill", "the system kills the process; the task keeps its records and their saved state"),
    ("launch", "the launcher icon brings the task back: only the top activity is re-created, from its saved state"),
    ("back", "Back: MainActivity, below it, is re-created only now"),
    ("start .StoreActivity", "a NavHostFragment shows store_graph's start: the catalog, in a nested graph"),
    ("click \"Kettle\"", "an action with an argument: FragmentNavigator commits a replace on the back stack"),
    ("click \"Rate\"", "a dialog destination: a DialogFragment over the item, whose entry stays STARTED"),
    ("back", "Back pops the dialog first (the NavHostFragment is the default nav host)"),
    ("click \"Basket\"", "a tab: popUpTo the start with saveState; the included basket graph is shown"),
    ("click \"Checkout\"", "an action inside the basket tab"),
    ("click \"Catalog\"", "back to the first tab: restoreState brings its saved stack back, the item on top"),
    ("open shop://item/Espresso", "a deep link: a new StoreActivity shows the item over its graph alone"),
    ("back", "one destination on its back stack: Back finishes that activity"),
  ]

  /// The folder laid out as Android's `src/main/`, below the example.
  static let androidExample = "Examples/AndroidShop/src/main"

  func runAndroid() throws {
    guard let folder = app ?? Self.exampleFolder(Self.androidExample, marker: "AndroidManifest.xml") else {
      FileHandle.standardError.write(
        Data(
          ("error: cannot find the example app '\(Self.androidExample)'; run 'swift run segue demo --android' from "
            + "the package root, or pass --app PATH\n").utf8))
      throw ExitCode(1)
    }
    do {
      try MainActor.assumeIsolated { try androidTour(folder) }
    } catch let failure as CommandFailure {
      failure.report()
      throw ExitCode(1)
    }
  }

  @MainActor
  private func androidTour(_ folder: String) throws {
    let session: AndroidDriverSession
    do {
      session = AndroidDriverSession(
        app: try AndroidApp.launch(
          appFolder: URL(fileURLWithPath: folder), activities: AndroidShopClasses.activities,
          fragments: AndroidShopClasses.fragments))
    } catch {
      throw CommandFailure("cannot launch the example app in '\(folder)': \(error)")
    }
    print("SegueKit demo: the AndroidShop example app, run headlessly from its manifest and layouts (API 34).")
    print("\nStep 0: launch from AndroidManifest.xml (the MAIN/LAUNCHER activity, in a new task)")
    print(session.launchReport(), terminator: "")
    print(Self.indentedViews(session), terminator: "")
    print(Self.indentedTrace(session), terminator: "")
    for (index, step) in Self.androidTour.enumerated() {
      print("\nStep \(index + 1): \(step.command)  — \(step.about)")
      do {
        guard let command = try AndroidDriverCommand.parse(step.command) else { continue }
        print(try session.run(command), terminator: "")
      } catch {
        throw CommandFailure("step \(index + 1) '\(step.command)': \(error)")
      }
      print(Self.indentedTrace(session), terminator: "")
    }
    print(
      "\nNext: 'swift run segue run \(Self.androidExample)' to drive it yourself; 'swift test' runs the tests.")
  }

  @MainActor
  private static func indentedViews(_ session: AndroidDriverSession) -> String {
    "window:\n" + session.app.viewTree.split(separator: "\n").map { "  \($0)\n" }.joined()
  }

  @MainActor
  private static func indentedTrace(_ session: AndroidDriverSession) -> String {
    let events = session.app.takeTrace()
    return "life cycle:\n" + (events.isEmpty ? "  (none)\n" : events.map { "  \($0)\n" }.joined())
  }
}
