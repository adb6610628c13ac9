import AndroidControllers
import AndroidControllersTesting
import Foundation
import SegueTestSupport
import Testing

/// Stand-ins play the activities and fragments of an app folder whose classes were not given
/// (`playsMissingClasses`): the whole life cycle under the declared names, and the layouts whose `tools:context`
/// names them. Run on the AndroidShop example's folder with none of its classes.
@MainActor @Suite struct StandInTests {
  static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/AndroidShop/src/main")

  private func launch() throws -> AndroidApp {
    try AndroidApp.launch(appFolder: Self.shop, activities: [], playsMissingClasses: true)
  }

  @Test(.tags(.android1_1, .android5_4)) func standInsGoThroughTheLifeCycleUnderTheDeclaredNames() throws {
    let app = try launch()
    #expect(
      app.takeTrace() == [
        "Application.onCreate", "ProductListFragment.onAttach", "ProductListFragment.onCreate(null)",
        "MainActivity.onCreate(null)", "ProductListFragment.onCreateView", "ProductListFragment.onViewCreated",
        "ProductListFragment.onViewStateRestored", "ProductListFragment.onStart", "MainActivity.onStart",
        "MainActivity.onPostCreate(null)", "MainActivity.onResume", "ProductListFragment.onResume",
        "MainActivity.onPostResume", "MainActivity.onTopResumedActivityChanged(true)",
        "MainActivity.onWindowFocusChanged(true)",
      ])
    #expect(
      app.snapshot.description == """
        task 1: MainActivity RESUMED
          MainActivity fragments:
            ProductListFragment RESUMED in product_list
        app in front
        """)
    #expect(
      app.viewTree == """
        FrameLayout id/content
          LinearLayout
            AppCompatTextView id/title "Coffee gear"
            FragmentContainerView id/product_list
              LinearLayout
                AppCompatButton id/grinder "Grinder"
            AppCompatButton id/cart "Cart"
        """)
  }

  /// A view's `android:onClick` names the app's code, which a stand-in does not have: the click is told on the
  /// console instead of failing as a missing method would.
  @Test func anOnClickOfAStandInIsToldNotRun() throws {
    let app = try launch()
    try app.click(text: "Cart")
    #expect(app.consoleMessages == ["MainActivity.openCart(View) is the app's code, which a stand-in does not run"])
    #expect(
      app.snapshot.tasks.map(\.activities) == [
        [
          .init(
            "MainActivity", .RESUMED,
            fragments: .init([
              .init("ProductListFragment", .RESUMED, container: "product_list")
            ]))
        ]
      ])
  }

  /// A rotation re-creates a stand-in fragment from the saved class name, so it plays the same fragment (§1.5).
  @Test(.tags(.android1_5)) func aRotationRecreatesStandInsAsTheSameClasses() throws {
    let app = try launch()
    let before = app.snapshot
    _ = app.takeTrace()
    try app.rotate()
    #expect(app.snapshot == before)
    #expect(
      app.takeTrace().filter { $0.hasSuffix("onCreate(savedState)") } == [
        "ProductListFragment.onCreate(savedState)", "MainActivity.onCreate(savedState)",
      ])
  }

  /// Without `playsMissingClasses` a missing class fails as Android does.
  @Test(.tags(.androidAppendixA)) func withoutStandInsAMissingClassFailsToInstantiate() throws {
    let error = #expect(throws: (any Error).self) { try AndroidApp.launch(appFolder: Self.shop, activities: []) }
    #expect(
      error.map { "\($0)" }
        == "FATAL EXCEPTION: main\njava.lang.RuntimeException: Unable to instantiate activity "
        + "ComponentInfo{com.example.androidshop/com.example.androidshop.MainActivity}: "
        + "java.lang.ClassNotFoundException: Didn't find class \"com.example.androidshop.MainActivity\" among the "
        + "activity classes given to AndroidDevice")
  }
}
