import Foundation
import SegueTestSupport
import Testing

/// `segue inspect`, `lint` and `graph` on Navigation graphs (the AndroidShop example's `res/navigation`, and a graph
/// written to break each navigation lint rule); `gen --android`'s Safe Args part is checked by
/// `AndroidCommandTests.generatedRIsCheckedIn` (the example compiles the checked-in file).
@Suite struct NavigationCommandTests {
  static let graphs = "Examples/AndroidShop/src/main/res/navigation"

  @Test(.tags(.android6_1)) func inspectPrintsEachGraphAsATree() throws {
    let result = try SegueProcess.run(["inspect", Self.graphs])
    #expect(result.status == 0 && result.standardError == "")
    #expect(
      result.standardOutput == """
        \(Self.graphs)/basket_graph.xml: navigation basket_graph, start basket, 2 destinations, 2 actions
          fragment basket .BasketFragment "Basket"
            action to_checkout → checkout
          fragment checkout .CheckoutFragment "Checkout"
            action order_placed → basket popUpTo=basket inclusive

        \(Self.graphs)/store_graph.xml: navigation store_graph, start catalog_graph, 4 destinations, 2 actions
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

        """)
  }

  /// Every navigation lint rule, once each, with the manifest the activity rule reads.
  @Test(.tags(.android6_2)) func lintFindsWhatNavControllerWouldTripOn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-nav-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("res/navigation"), withIntermediateDirectories: true)
    try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("AndroidManifest.xml"))
    try Data(Self.graph.utf8).write(to: folder.appendingPathComponent("res/navigation/main.xml"))
    let result = try SegueProcess.run(["lint", "AndroidManifest.xml", "res", "--no-cache"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        res/navigation/main.xml:5:5: error: Action 'to_detail' leads to 'detail', which cannot be found from 'home' \
        [nav-action-destination-missing]
        res/navigation/main.xml:7:7: error: Action 'to_orders' gives 'count' the string 'many'; 'orders' declares it \
        integer [nav-argument-type-mismatch]
        res/navigation/main.xml:14:5: warning: Action 'back_to_settings' pops up to 'settings', which no path leads \
        from to 'orders' [nav-popupto-not-on-path]
        res/navigation/main.xml:19:7: warning: Deep link 'example://orders/{id}' of 'detail' has the pattern of one of \
        'orders', which is matched first [nav-deep-link-collision]
        res/navigation/main.xml:21:5: warning: 'about' in graph 'settings' is not its start destination and no action \
        or deep link leads to it [nav-unreachable-destination]
        res/navigation/main.xml:23:3: warning: Activity destination 'help' starts '.HelpActivity', which no manifest \
        declares [nav-activity-not-declared]
        Linted 1 manifest and 1 navigation graph: 2 errors, 4 warnings, 0 notes

        """)
  }

  @Test(.tags(.android6_1)) func theRulesAreListed() throws {
    let result = try SegueProcess.run(["lint", "--list-rules"])
    let navigation = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("nav-") }
    let expected: [String] = [
      "nav-action-destination-missing [error]: A navigation action's destination cannot be found from the "
        + "destination the action belongs to.",
      "nav-activity-not-declared [warning]: An <activity> destination names a class the app's manifest does not "
        + "declare.",
      "nav-argument-type-mismatch [error]: An action's default argument has another type than the destination's "
        + "argument of that name.",
      "nav-deep-link-collision [warning]: Two destinations have deep links with the same URI pattern.",
      "nav-popupto-not-on-path [warning]: An action pops up to a destination that is on no path to the action's "
        + "destination.",
      "nav-unreachable-destination [warning]: A destination inside a nested graph that no action, start "
        + "destination or deep link leads to.",
    ]
    #expect(navigation.map(String.init) == expected)
  }

  /// Clusters for graphs, the start as a bold edge, actions labelled, popUpTo dashed, deep links dotted: the
  /// storyboard graphs' notation (Documentation/android-mapping.md).
  @Test(.tags(.android6_1)) func graphDrawsNestedGraphsAsClustersAndActionsByKind() throws {
    let result = try SegueProcess.run(["graph", "--format", "mermaid", Self.graphs])
    #expect(result.status == 0)
    #expect(result.standardError == "2 navigation graphs, 6 destinations, 4 actions, 1 deep link\n")
    #expect(
      result.standardOutput == """
        flowchart LR
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

        """)
  }

  static let manifest = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.nav">
      <application>
        <activity android:name=".MainActivity" android:exported="true">
          <intent-filter>
            <action android:name="android.intent.action.MAIN"/>
            <category android:name="android.intent.category.LAUNCHER"/>
          </intent-filter>
        </activity>
      </application>
    </manifest>
    """

  static let graph = """
    <navigation xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto"
        android:id="@+id/main" app:startDestination="@id/home">
      <fragment android:id="@+id/home" android:name=".HomeFragment">
        <action android:id="@+id/to_detail" app:destination="@id/detail"/>
        <action android:id="@+id/to_orders" app:destination="@id/orders">
          <argument android:name="count" android:defaultValue="many"/>
        </action>
        <action android:id="@+id/to_help" app:destination="@id/help"/>
      </fragment>
      <fragment android:id="@+id/orders" android:name=".OrdersFragment">
        <argument android:name="count" app:argType="integer"/>
        <deepLink app:uri="example://orders/{count}"/>
        <action android:id="@+id/back_to_settings" app:destination="@id/home" app:popUpTo="@id/settings"/>
      </fragment>
      <navigation android:id="@+id/settings" app:startDestination="@id/prefs">
        <fragment android:id="@+id/prefs" android:name=".PrefsFragment"/>
        <fragment android:id="@+id/detail" android:name=".DetailFragment">
          <deepLink app:uri="example://orders/{id}"/>
        </fragment>
        <fragment android:id="@+id/about" android:name=".AboutFragment"/>
      </navigation>
      <activity android:id="@+id/help" android:name=".HelpActivity"/>
    </navigation>
    """
}

extension NavigationCommandTests {
  @Test(.tags(.android6_1)) func inspectJSONListsTheGraphsDestinations() throws {
    let result = try SegueProcess.run(["inspect", "--format", "json", Self.graphs])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let navigations = object?["navigations"] as? [[String: Any]] ?? []
    #expect(navigations.map { $0["id"] as? String } == ["basket_graph", "store_graph"])
    let store = navigations.last?["destinations"] as? [[String: Any]] ?? []
    #expect(
      store.map { "\($0["element"] ?? "") \($0["id"] ?? $0["includedGraph"] ?? "") in \($0["graph"] ?? "")" } == [
        "navigation catalog_graph in store_graph", "fragment catalog in catalog_graph",
        "fragment item in catalog_graph",
        "dialog rate in catalog_graph", "include @navigation/basket_graph in store_graph",
        "fragment account in store_graph",
      ])
    #expect(store[2]["arguments"] as? [String] == ["itemName: string (required)", "quantity: integer = 1"])
    #expect(store[2]["deepLinks"] as? [String] == ["shop://item/{itemName}"])
  }
}

extension NavigationCommandTests {
  /// `segue graph --format json` of the example's graphs: the whole document, with the `navigation` object
  /// (Documentation/graph-json.md, "Navigation"): the include resolved in place (basket_graph nested in store_graph),
  /// the start edges, actions with their ids, `popUpTo` with `inclusive`, arguments and deep links on destinations.
  @Test(.tags(.android6_1)) func graphJSONHasTheNavigationGraphs() throws {
    let result = try SegueProcess.run(["graph", "--format", "json", Self.graphs])
    #expect(result.status == 0)
    #expect(result.standardError == "2 navigation graphs, 6 destinations, 4 actions, 1 deep link\n")
    #expect(
      result.standardOutput == """
        {
          "activities" : [

          ],
          "edges" : [

          ],
          "fragments" : [

          ],
          "navigation" : {
            "destinations" : [
              {
                "arguments" : [

                ],
                "className" : ".CatalogFragment",
                "deepLinks" : [

                ],
                "element" : "fragment",
                "graph" : "catalog_graph",
                "id" : "catalog",
                "label" : "Catalog",
                "location" : "Examples/AndroidShop/src/main/res/navigation/store_graph.xml:13:9"
              },
              {
                "arguments" : [
                  {
                    "name" : "itemName",
                    "type" : "string"
                  },
                  {
                    "defaultValue" : "1",
                    "name" : "quantity",
                    "type" : "integer"
                  }
                ],
                "className" : ".ItemFragment",
                "deepLinks" : [
                  "shop://item/{itemName}"
                ],
                "element" : "fragment",
                "graph" : "catalog_graph",
                "id" : "item",
                "label" : "Item",
                "location" : "Examples/AndroidShop/src/main/res/navigation/store_graph.xml:24:9"
              },
              {
                "arguments" : [
                  {
                    "name" : "itemName",
                    "type" : "string"
                  }
                ],
                "className" : ".RateDialogFragment",
                "deepLinks" : [

                ],
                "element" : "dialog",
                "graph" : "catalog_graph",
                "id" : "rate",
                "label" : "Rate",
                "location" : "Examples/AndroidShop/src/main/res/navigation/store_graph.xml:41:9"
              },
              {
                "arguments" : [

                ],
                "className" : ".BasketFragment",
                "deepLinks" : [

                ],
                "element" : "fragment",
                "graph" : "basket_graph",
                "id" : "basket",
                "label" : "Basket",
                "location" : "Examples/AndroidShop/src/main/res/navigation/basket_graph.xml:8:5"
              },
              {
                "arguments" : [

                ],
                "className" : ".CheckoutFragment",
                "deepLinks" : [

                ],
                "element" : "fragment",
                "graph" : "basket_graph",
                "id" : "checkout",
                "label" : "Checkout",
                "location" : "Examples/AndroidShop/src/main/res/navigation/basket_graph.xml:17:5"
              },
              {
                "arguments" : [

                ],
                "className" : ".AccountFragment",
                "deepLinks" : [

                ],
                "element" : "fragment",
                "graph" : "store_graph",
                "id" : "account",
                "label" : "Account",
                "location" : "Examples/AndroidShop/src/main/res/navigation/store_graph.xml:53:5"
              }
            ],
            "edges" : [
              {
                "from" : "store_graph",
                "kind" : "start",
                "location" : "Examples/AndroidShop/src/main/res/navigation/store_graph.xml:4:1",
                "to" : "catalog_graph"
              },
              {
                "from" : "catalog_graph",
                "kind" : "start",
                "location" : "Examples/AndroidShop/src/main/res/navigation/store_graph.xml:9:5",
                "to" : "catalog"
              },
              {
                "action" : "to_item",
                "from" : "catalog",
                "kind" : "action",
                "location" : "Examples/AndroidShop/src/main/res/navigation/store_graph.xml:17:13",
                "to" : "item"
              },
              {
                "action" : "to_rate",
                "from" : "item",
                "kind" : "action",
                "location" : "Examples/AndroidShop/src/main/res/navigation/store_graph.xml:36:13",
                "to" : "rate"
              },
              {
                "from" : "basket_graph",
                "kind" : "start",
                "location" : "Examples/AndroidShop/src/main/res/navigation/basket_graph.xml:3:1",
                "to" : "basket"
              },
              {
                "action" : "to_checkout",
                "from" : "basket",
                "kind" : "action",
                "location" : "Examples/AndroidShop/src/main/res/navigation/basket_graph.xml:12:9",
                "to" : "checkout"
              },
              {
                "action" : "order_placed",
                "from" : "checkout",
                "kind" : "action",
                "location" : "Examples/AndroidShop/src/main/res/navigation/basket_graph.xml:21:9",
                "to" : "basket"
              },
              {
                "action" : "order_placed",
                "from" : "checkout",
                "inclusive" : true,
                "kind" : "popUpTo",
                "location" : "Examples/AndroidShop/src/main/res/navigation/basket_graph.xml:21:9",
                "to" : "basket"
              }
            ],
            "graphs" : [
              {
                "id" : "store_graph",
                "location" : "Examples/AndroidShop/src/main/res/navigation/store_graph.xml:4:1",
                "startDestination" : "catalog_graph"
              },
              {
                "id" : "catalog_graph",
                "location" : "Examples/AndroidShop/src/main/res/navigation/store_graph.xml:9:5",
                "parent" : "store_graph",
                "startDestination" : "catalog"
              },
              {
                "id" : "basket_graph",
                "location" : "Examples/AndroidShop/src/main/res/navigation/basket_graph.xml:3:1",
                "parent" : "store_graph",
                "startDestination" : "basket"
              }
            ]
          },
          "schemaVersion" : 1
        }

        """)
  }
}
