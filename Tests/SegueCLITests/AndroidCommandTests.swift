import Foundation
import SegueTestSupport
import Testing

/// `segue run`, `gen --android`, `inspect`, `lint` and `graph` on the AndroidShop example and on Android files the
/// CLI cannot drive (issue 14, point 9).
@Suite struct AndroidCommandTests {
  static let app = "Examples/AndroidShop/src/main"

  /// The checked-in `R.swift` is what `segue gen --android` writes for the example's `res/` folder.
  @Test func generatedRIsCheckedIn() throws {
    let result = try SegueProcess.run(["gen", "--android", Self.app + "/res"])
    #expect(result.standardError == "")
    #expect(result.status == 0)
    let checkedIn = try String(
      contentsOf: SegueProcess.packageRoot.appendingPathComponent("Examples/AndroidShop/Sources/R.swift"),
      encoding: .utf8)
    #expect(result.standardOutput == checkedIn)
  }

  @Test func genAndroidNeedsOneFolder() throws {
    let result = try SegueProcess.run(["gen", "--android", Self.app + "/AndroidManifest.xml"])
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("Error: --android takes one res/ folder, such as 'app/src/main/res'.\n"))
  }

  /// A script drives the example: each step echoed, then the tasks; `views` prints the window, fragments' views
  /// inside their containers.
  @Test func runDrivesTheAndroidExampleFromAScript() throws {
    let script = try RunCommandTests.script(
      """
      # Open the product, its reviews, then go back.
      click "Grinder"
      click "Reviews"
      views
      back
      rotate
      state
      """)
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try SegueProcess.run(["run", Self.app, "--script", script.path])
    #expect(result.standardError == "")
    #expect(result.status == 0)
    #expect(result.standardOutput == Self.runOutput)
  }

  static let runOutput = """
    Launched Examples/AndroidShop/src/main on an Android device (API 34).
    task 1: MainActivity RESUMED
      MainActivity fragments:
        ProductListFragment RESUMED in product_list
    app in front

    > click "Grinder"
    task 1: MainActivity CREATED > ProductActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    app in front

    > click "Reviews"
    task 1: MainActivity CREATED > ProductActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      ProductActivity fragments:
        ReviewsFragment RESUMED in detail_container tag reviews
        back stack: reviews
    app in front

    > views
    FrameLayout id/content
      LinearLayout
        AppCompatTextView id/name "Grinder"
        AppCompatButton id/show_reviews "Reviews"
        AppCompatButton id/buy "Buy"
        FrameLayout id/detail_container
          AppCompatTextView id/reviews_text "No reviews yet"

    > back
    task 1: MainActivity CREATED > ProductActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    app in front

    > rotate
    task 1: MainActivity CREATED > ProductActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    app in front

    > state
    task 1: MainActivity CREATED > ProductActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    app in front

    """

  /// Commands from a pipe are echoed; a failing one is reported on standard error and the input goes on.
  @Test func runReadsStandardInput() throws {
    let result = try SegueProcess.run(["run", Self.app], input: "click \"Nowhere\"\nclick id/cart\nquit\n")
    #expect(result.status == 0)
    #expect(result.standardError == "error: no view \"Nowhere\" is shown in com.example.androidshop.MainActivity@1\n")
    #expect(
      result.standardOutput == """
        Launched Examples/AndroidShop/src/main on an Android device (API 34).
        task 1: MainActivity RESUMED
          MainActivity fragments:
            ProductListFragment RESUMED in product_list
        app in front

        > click "Nowhere"

        > click id/cart
        task 1: MainActivity CREATED > CartActivity RESUMED
          MainActivity fragments:
            ProductListFragment CREATED in product_list
        app in front

        > quit

        """)
  }

  @Test func runReportsAnUnknownCommandWithItsLine() throws {
    let script = try RunCommandTests.script("back\nclik id/cart\n")
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try SegueProcess.run(["run", Self.app, "--script", script.path])
    #expect(result.status == 1)
    #expect(result.standardError == "error: \(script.path):2: Unknown command 'clik'. Did you mean 'click'?\n")
  }

  /// An app whose classes `segue` does not link runs with stand-ins: here AOSP's IntentPlayground manifest, driven by
  /// `start` with flags and `open`, its tasks as the launch modes and document flags make them.
  @Test(.tags(.android2_2)) func runDrivesAnotherAppsManifestWithStandIns() throws {
    let script = try RunCommandTests.script(
      """
      start .DocumentLaunchIntoActivity
      start SingleTopActivity NEW_DOCUMENT
      start SingleTopActivity
      start RegularActivity CLEAR_TASK NEW_TASK
      start RegularActivity NEW_TAKS

      """)
    defer { try? FileManager.default.removeItem(at: script) }
    let app = "Tests/Fixtures/Android/apps/IntentPlayground"
    let result = try SegueProcess.run(["run", app, "--script", script.path])
    #expect(result.status == 1)
    #expect(result.standardError == "error: \(script.path):5: Unknown flag 'NEW_TAKS'. Did you mean 'NEW_TASK'?\n")
    #expect(
      result.standardOutput == """
        segue links no classes of com.example.android.intentplayground: stand-ins play its activities and \
        fragments (life cycle, tasks, launch modes, tools:context layouts; none of the app's code). To run its code, \
        launch it from a Swift test with AndroidApp.launch(appFolder:activities:).
        Launched \(app) on an Android device (API 34).
        task 1: RegularActivity RESUMED
        app in front

        > start .DocumentLaunchIntoActivity
        task 2: DocumentLaunchIntoActivity RESUMED
        task 1: RegularActivity CREATED
        app in front

        > start SingleTopActivity NEW_DOCUMENT
        task 3: SingleTopActivity RESUMED
        task 2: DocumentLaunchIntoActivity CREATED
        task 1: RegularActivity CREATED
        app in front

        > start SingleTopActivity
        task 3: SingleTopActivity RESUMED
        task 2: DocumentLaunchIntoActivity CREATED
        task 1: RegularActivity CREATED
        app in front

        > start RegularActivity CLEAR_TASK NEW_TASK
        task 1: RegularActivity RESUMED
        task 3: SingleTopActivity CREATED
        task 2: DocumentLaunchIntoActivity CREATED
        app in front

        > start RegularActivity NEW_TAKS

        """)
  }

  @Test func runRefusesIOSOptionsForAnAndroidApp() throws {
    let result = try SegueProcess.run(["run", Self.app, "--device", "ipad"])
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix(
        "Error: --device chooses an iOS device; the Android app '\(Self.app)' runs on an Android phone.\n"))
  }

  /// A folder with a manifest shows the manifest and the layouts of the `res/` folder beside it.
  @Test func inspectShowsTheManifestAndTheLayouts() throws {
    let result = try SegueProcess.run(["inspect", Self.app])
    #expect(result.standardError == "")
    #expect(result.status == 0)
    #expect(result.standardOutput == Self.inspectOutput)
  }

  static let inspectOutput = """
    Examples/AndroidShop/src/main/AndroidManifest.xml: package com.example.androidshop, 5 activities, 0 aliases, 1 \
    launcher
      application theme=@style/Theme.AppCompat.Light
      activity com.example.androidshop.MainActivity exported
        filter action MAIN, category LAUNCHER [launcher]
      activity com.example.androidshop.ProductActivity parent=com.example.androidshop.MainActivity
      activity com.example.androidshop.CartActivity launchMode=singleTop parent=com.example.androidshop.MainActivity
      activity com.example.androidshop.StoreActivity exported
        filter action VIEW, category DEFAULT, BROWSABLE, data scheme=shop
        nav-graph @navigation/store_graph
      activity com.example.androidshop.ConfirmActivity theme=@style/Theme.AppCompat.Light.Dialog (dialog [I])

    1 manifest, 5 activities, 0 aliases, 1 launcher: 0 errors, 0 warnings

    Examples/AndroidShop/src/main/res/layout/activity_cart.xml: layout, 3 views
      LinearLayout
        TextView #cart_title text=@string/cart_title
        TextView #cart_items

    Examples/AndroidShop/src/main/res/layout/activity_confirm.xml: layout, 3 views
      LinearLayout
        Button #cancel text=@string/cancel
        Button #confirm text=@string/confirm

    Examples/AndroidShop/src/main/res/layout/activity_main.xml: layout, 4 views, 1 fragment host
      LinearLayout
        TextView #title text=@string/title
        androidx.fragment.app.FragmentContainerView #product_list fragment=com.example.androidshop.ProductListFragment
        Button #cart text=@string/open_cart onClick=openCart

    Examples/AndroidShop/src/main/res/layout/activity_product.xml: layout, 5 views
      LinearLayout
        TextView #name
        Button #show_reviews text=@string/reviews
        Button #buy text=@string/buy
        FrameLayout #detail_container

    Examples/AndroidShop/src/main/res/layout/activity_store.xml: layout, 6 views, 1 fragment host
      LinearLayout
        androidx.fragment.app.FragmentContainerView #nav_host fragment=androidx.navigation.fragment.NavHostFragment
        LinearLayout #bottom_nav
          Button #tab_catalog text=@string/tab_catalog
          Button #tab_basket text=@string/tab_basket
          Button #tab_account text=@string/tab_account

    Examples/AndroidShop/src/main/res/layout/fragment_product_list.xml: layout, 2 views
      LinearLayout
        Button #grinder text=@string/grinder

    Examples/AndroidShop/src/main/res/layout/fragment_reviews.xml: layout, 1 view
      TextView #reviews_text text=@string/no_reviews

    7 layouts, 24 views, 2 fragment hosts: 0 errors, 0 warnings

    Examples/AndroidShop/src/main/res/navigation/basket_graph.xml: navigation basket_graph, start basket, 2 \
    destinations, 2 actions
      fragment basket .BasketFragment "Basket"
        action to_checkout → checkout
      fragment checkout .CheckoutFragment "Checkout"
        action order_placed → basket popUpTo=basket inclusive

    Examples/AndroidShop/src/main/res/navigation/store_graph.xml: navigation store_graph, start catalog_graph, 4 \
    destinations, 2 actions
      navigation catalog_graph start=catalog
        fragment catalog .CatalogFragment "Catalog"
          action to_item → item
        fragment item .ItemFragment "Item"
          argument itemName: string (required)
          argument quantity: integer = 1
          deepLink shop://item/{itemName}
          action to_rate → rate
        dialog rate .RateDialogFragment "Rate"
          argument itemName: string (required)
      include @navigation/basket_graph
      fragment account .AccountFragment "Account"

    2 navigation graphs: 0 errors, 0 warnings

    """

  @Test func inspectJSONListsTheLayouts() throws {
    let result = try SegueProcess.run(["inspect", "--format", "json", Self.app + "/res/layout/activity_main.xml"])
    #expect(result.status == 0)
    let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let layouts = try #require(report?["layouts"] as? [[String: Any]])
    #expect(layouts.count == 1)
    #expect(layouts.first?["fragments"] as? [String] == ["com.example.androidshop.ProductListFragment"])
    #expect(layouts.first?["onClick"] as? [String] == ["openCart"])
    #expect(layouts.first?["ids"] as? [String] == ["@+id/title", "@+id/product_list", "@+id/cart"])
  }

  @Test func lintOfTheExampleIsClean() throws {
    let result = try SegueProcess.run(["lint", Self.app, "--sources", "Examples/AndroidShop/Sources"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == "Linted 1 manifest, 7 layouts and 2 navigation graphs: 0 errors, 0 warnings, 0 notes\n")
  }

  /// The three layout rules, on a copy of the example with a misspelt handler, fragment class and context.
  @Test func lintChecksLayoutsAgainstTheManifestAndSources() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-layouts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: SegueProcess.packageRoot.appendingPathComponent(Self.app), to: folder)
    let layouts = folder.appendingPathComponent("res/layout")
    for (file, old, new) in [
      ("activity_main.xml", "openCart", "openKart"), ("activity_main.xml", "ProductListFragment", "ProductsFragment"),
      ("activity_cart.xml", ".CartActivity", ".BasketActivity"),
    ] {
      let url = layouts.appendingPathComponent(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }
    let sources = SegueProcess.packageRoot.appendingPathComponent("Examples/AndroidShop/Sources").path
    let result = try SegueProcess.run(["lint", "AndroidManifest.xml", "res", "--sources", sources], in: folder)
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        res/layout/activity_cart.xml:2:1: warning: tools:context names '.BasketActivity' \
        (com.example.androidshop.BasketActivity), which AndroidManifest.xml does not declare \
        [layout-context-not-declared]
        res/layout/activity_main.xml:15:5: warning: androidx.fragment.app.FragmentContainerView names fragment class \
        'com.example.androidshop.ProductsFragment', which the sources do not declare [layout-fragment-class-not-found]
        res/layout/activity_main.xml:22:5: warning: android:onClick names 'openKart', which MainActivity does not \
        declare (MainActivity uses this layout by tools:context) [layout-onclick-without-method]
        Linted 1 manifest, 7 layouts and 2 navigation graphs: 0 errors, 3 warnings, 0 notes

        """)
  }

  /// An activity the example's code starts, taken out of a copy of the manifest.
  @Test func lintFindsAnExplicitIntentToAnUndeclaredActivity() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-intents-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: SegueProcess.packageRoot.appendingPathComponent(Self.app), to: folder)
    let manifest = folder.appendingPathComponent("AndroidManifest.xml")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\".ProductActivity\"", with: "\".ItemActivity\"").utf8).write(to: manifest)
    let sources = SegueProcess.packageRoot.appendingPathComponent("Examples/AndroidShop/Sources")
    let result = try SegueProcess.run(["lint", "AndroidManifest.xml", "--sources", sources.path], in: folder)
    #expect(result.status == 0)
    #expect(
      result.standardOutput.split(separator: "\n").filter { $0.contains("[explicit-intent-undeclared-activity]") } == [
        "\(sources.path)/ProductListFragment.swift:18:30: warning: An explicit intent names 'ProductActivity', which "
          + "no manifest declares: startActivity throws ActivityNotFoundException [explicit-intent-undeclared-activity]"
      ])
  }

  /// Kotlin and Java sources serve the rules as Swift ones do: an explicit intent in Kotlin to an activity the
  /// manifest lost, `android:onClick` methods found in Kotlin, a fragment's `tools:context` known from its superclass.
  @Test func lintReadsKotlinAndJavaSources() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-kotlin-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: SegueProcess.packageRoot.appendingPathComponent(Self.app), to: folder)
    let manifest = folder.appendingPathComponent("AndroidManifest.xml")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\".ProductActivity\"", with: "\".ItemActivity\"").utf8).write(to: manifest)
    let reviews = folder.appendingPathComponent("res/layout/fragment_reviews.xml")
    let layout = try String(contentsOf: reviews, encoding: .utf8)
    try Data(layout.replacingOccurrences(of: ".ReviewsFragment", with: ".Reviews").utf8).write(to: reviews)
    let java = folder.appendingPathComponent("java")
    try FileManager.default.createDirectory(at: java, withIntermediateDirectories: true)
    try Data(
      """
      class MainActivity : AppCompatActivity() {
          fun openCart(view: View) = startActivity(Intent(this, CartActivity::class.java))
      }
      class ProductListFragment : Fragment() {
          fun open() = startActivity(Intent(requireContext(), ProductActivity::class.java))
      }
      class Reviews : Fragment()

      """.utf8
    ).write(to: java.appendingPathComponent("Shop.kt"))
    try Data(
      """
      public class CartActivity extends AppCompatActivity {
          public void checkOut(View v) { startActivity(new Intent(this, ConfirmActivity.class)); }
      }

      """.utf8
    ).write(to: java.appendingPathComponent("CartActivity.java"))
    let result = try SegueProcess.run(["lint", "AndroidManifest.xml", "res", "--sources", "java"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        java/Shop.kt:5:32: warning: An explicit intent names 'ProductActivity', which no manifest declares: \
        startActivity throws ActivityNotFoundException [explicit-intent-undeclared-activity]
        res/layout/activity_product.xml:2:1: warning: tools:context names '.ProductActivity' \
        (com.example.androidshop.ProductActivity), which AndroidManifest.xml does not declare \
        [layout-context-not-declared]
        Linted 1 manifest, 7 layouts and 2 navigation graphs: 0 errors, 2 warnings, 0 notes

        """)
  }

  @Test func graphDrawsActivitiesParentsAndHostedFragments() throws {
    let dot = try SegueProcess.run(["graph", Self.app])
    #expect(dot.status == 0)
    #expect(
      dot.standardError
        == "5 activities, 1 launcher, 2 parent edges, 2 hosted fragments; 2 navigation graphs, 6 destinations, "
        + "4 actions, 1 deep link\n")
    #expect(dot.standardOutput == Self.dot)
    let mermaid = try SegueProcess.run(["graph", "--format", "mermaid", Self.app])
    #expect(mermaid.standardOutput == Self.mermaid)
  }

  static let dot = """
    digraph android {
      rankdir=LR;
      node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];
      edge [fontname="Helvetica", fontsize=9];
      "com.example.androidshop.MainActivity" [label="MainActivity\\n(launcher)", penwidth=2];
      "com.example.androidshop.ProductActivity" [label="ProductActivity"];
      "com.example.androidshop.CartActivity" [label="CartActivity\\nsingleTop"];
      "com.example.androidshop.StoreActivity" [label="StoreActivity"];
      "com.example.androidshop.ConfirmActivity" [label="ConfirmActivity\\ndialog"];
      "com.example.androidshop.MainActivity/com.example.androidshop.ProductListFragment" \
    [label="ProductListFragment\\nfragment", style="rounded,dashed"];
      "com.example.androidshop.StoreActivity/androidx.navigation.fragment.NavHostFragment" \
    [label="NavHostFragment\\nfragment", style="rounded,dashed"];
      "com.example.androidshop.ProductActivity" -> "com.example.androidshop.MainActivity" [label="parent", \
    style=dotted];
      "com.example.androidshop.CartActivity" -> "com.example.androidshop.MainActivity" [label="parent", style=dotted];
      "com.example.androidshop.MainActivity" -> \
    "com.example.androidshop.MainActivity/com.example.androidshop.ProductListFragment" [label="activity_main.xml \
    #product_list"];
      "com.example.androidshop.StoreActivity" -> \
    "com.example.androidshop.StoreActivity/androidx.navigation.fragment.NavHostFragment" [label="activity_store.xml \
    #nav_host"];
      compound=true;
      subgraph "cluster_store_graph" {
        label="navigation store_graph";
        style=dashed;
        color=gray60;
        "start_store_graph" [label="▶ store_graph", shape=plaintext];
        "account" [label="account\\nAccountFragment"];
        subgraph "cluster_catalog_graph" {
          label="navigation catalog_graph";
          style=dashed;
          color=gray60;
          "start_catalog_graph" [label="▶ catalog_graph", shape=plaintext];
          "catalog" [label="catalog\\nCatalogFragment"];
          "item" [label="item\\nItemFragment"];
          "rate" [label="rate\\nRateDialogFragment\\ndialog", style="rounded,dashed"];
        }
        subgraph "cluster_basket_graph" {
          label="navigation basket_graph";
          style=dashed;
          color=gray60;
          "start_basket_graph" [label="▶ basket_graph", shape=plaintext];
          "basket" [label="basket\\nBasketFragment"];
          "checkout" [label="checkout\\nCheckoutFragment"];
        }
      }
      "deeplink" [label="deep link", shape=cds];
      "start_store_graph" -> "start_catalog_graph" [style=bold, arrowhead=diamond, color=gray40];
      "start_catalog_graph" -> "catalog" [style=bold, arrowhead=diamond, color=gray40];
      "catalog" -> "item" [label="to_item"];
      "item" -> "rate" [label="to_rate"];
      "deeplink" -> "item" [label="shop://item/{itemName}", style=dotted];
      "start_basket_graph" -> "basket" [style=bold, arrowhead=diamond, color=gray40];
      "basket" -> "checkout" [label="to_checkout"];
      "checkout" -> "basket" [label="order_placed"];
      "checkout" -> "basket" [label="popUpTo inclusive (order_placed)", style=dashed, color=gray50];
    }

    """

  static let mermaid = """
    flowchart LR
      com_example_androidshop_MainActivity["MainActivity<br/>(launcher)"]
      com_example_androidshop_ProductActivity["ProductActivity"]
      com_example_androidshop_CartActivity["CartActivity<br/>singleTop"]
      com_example_androidshop_StoreActivity["StoreActivity"]
      com_example_androidshop_ConfirmActivity["ConfirmActivity<br/>dialog"]
      com_example_androidshop_MainActivity_com_example_androidshop_ProductListFragment(["ProductListFragment<br/>fragment"])
      com_example_androidshop_StoreActivity_androidx_navigation_fragment_NavHostFragment(["NavHostFragment<br/>fragment"])
      com_example_androidshop_ProductActivity -. parent .-> com_example_androidshop_MainActivity
      com_example_androidshop_CartActivity -. parent .-> com_example_androidshop_MainActivity
      com_example_androidshop_MainActivity -- "activity_main.xml #product_list" --> \
    com_example_androidshop_MainActivity_com_example_androidshop_ProductListFragment
      com_example_androidshop_StoreActivity -- "activity_store.xml #nav_host" --> \
    com_example_androidshop_StoreActivity_androidx_navigation_fragment_NavHostFragment
      style com_example_androidshop_MainActivity stroke-width:3px
      subgraph cluster_store_graph["navigation store_graph"]
        start_store_graph["▶ store_graph"]
        account["account<br/>AccountFragment"]
        subgraph cluster_catalog_graph["navigation catalog_graph"]
          start_catalog_graph["▶ catalog_graph"]
          catalog["catalog<br/>CatalogFragment"]
          item["item<br/>ItemFragment"]
          rate(["rate<br/>RateDialogFragment<br/>dialog"])
        end
        subgraph cluster_basket_graph["navigation basket_graph"]
          start_basket_graph["▶ basket_graph"]
          basket["basket<br/>BasketFragment"]
          checkout["checkout<br/>CheckoutFragment"]
        end
      end
      deeplink>"deep link"]
      start_store_graph ==> start_catalog_graph
      start_catalog_graph ==> catalog
      catalog -- "to_item" --> item
      item -- "to_rate" --> rate
      deeplink -. "shop://item/{itemName}" .-> item
      start_basket_graph ==> basket
      basket -- "to_checkout" --> checkout
      checkout -- "order_placed" --> basket
      checkout -. "popUpTo inclusive (order_placed)" .-> basket

    """

  @Test func graphRefusesStoryboardsWithAnAndroidApp() throws {
    let result = try SegueProcess.run(["graph", "Examples/Shop", Self.app + "/AndroidManifest.xml"])
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix(
        "Error: 'Examples/Shop' is not an Android app's file; segue graph draws storyboards or an Android app, not "
          + "both.\n"))
  }
}
