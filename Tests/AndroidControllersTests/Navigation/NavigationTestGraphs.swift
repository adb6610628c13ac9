import AndroidControllers
import AndroidControllersTesting
import AndroidFormat

/// The graphs AndroidX's navigation-runtime tests use (navigation/navigation-runtime/src/androidTest/res/navigation/
/// `nav_simple.xml`, `nav_multiple_navigation.xml`, read at androidx/androidx 098293bc and 8e6dba3b), rewritten with
/// the same ids, destinations, actions and deep links, so that the expectations ported from `NavControllerTest.kt`
/// hold for the same structure. `<test>` is the test navigator's element, as there.
@MainActor
enum NavigationTestGraphs {
  static let namespaces = """
    xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
    """

  static let simple = """
    <navigation \(namespaces) android:id="@+id/nav_root" android:label="" app:startDestination="@+id/start_test">
      <test android:id="@+id/start_test">
        <action android:id="@+id/second" app:destination="@+id/second_test"/>
      </test>
      <test android:id="@+id/second_test">
        <argument android:name="arg2" app:argType="string"/>
        <action android:id="@+id/self" app:destination="@+id/second_test" app:launchSingleTop="true"/>
        <action android:id="@+id/finish" app:popUpTo="@id/start_test"/>
        <action android:id="@+id/finish_self" app:popUpTo="@id/second_test" app:popUpToInclusive="true"/>
        <deepLink app:uri="android-app://androidx.navigation.test/test" app:action="test.action"
            app:mimeType="type/test"/>
        <deepLink app:uri="android-app://androidx.navigation.test/test/{arg1}/{arg2}" app:action=""/>
      </test>
    </navigation>
    """

  static let multipleNavigation = """
    <navigation \(namespaces) android:id="@+id/nav_multi_module_base" app:startDestination="@+id/simple_child_start">
      <navigation android:id="@+id/simple_child_start" app:startDestination="@+id/simple_child_start_test">
        <test android:id="@+id/simple_child_start_test">
          <action android:id="@+id/pop_forward" app:destination="@+id/simple_child_second_test"
              app:popUpTo="@id/simple_child_start_test" app:popUpToInclusive="true"/>
          <action android:id="@+id/navigate_pop_base" app:destination="@+id/deep_link_child_start"
              app:popUpTo="@id/nav_multi_module_base" app:popUpToInclusive="true"/>
        </test>
        <test android:id="@+id/simple_child_second_test"/>
      </navigation>
      <navigation android:id="@+id/deep_link_child_start" app:startDestination="@+id/deep_link_child_start_test">
        <test android:id="@+id/deep_link_child_start_test">
          <action android:id="@+id/deep_link_child_second" app:destination="@+id/deep_link_child_second_test"/>
          <action android:id="@+id/navigate_start_pop_base" app:destination="@+id/simple_child_start"
              app:popUpTo="@id/nav_multi_module_base" app:popUpToInclusive="true"/>
        </test>
        <test android:id="@+id/deep_link_child_second_test">
          <action android:id="@+id/deep_link_child_finish" app:popUpTo="@id/deep_link_child_start_test"/>
          <deepLink app:uri="android-app://androidx.navigation.test/test"/>
        </test>
        <navigation android:id="@+id/deep_link_child_second" app:startDestination="@+id/deep_link_grandchild_start_test">
          <test android:id="@+id/deep_link_grandchild_start_test">
            <action android:id="@+id/deep_link_child_finish" app:popUpTo="@+id/deep_link_child_start_test"/>
            <deepLink app:uri="android-app://androidx.navigation.test/grand_child_test"/>
          </test>
        </navigation>
      </navigation>
    </navigation>
    """

  /// `nav_arguments.xml`'s structure as `NavControllerTest` describes it: defaults, one without a default, one an
  /// action overrides.
  static let arguments = """
    <navigation \(namespaces) android:id="@+id/nav_root" app:startDestination="@+id/start_test">
      <test android:id="@+id/start_test">
        <argument android:name="test_start_default" android:defaultValue="default"/>
        <action android:id="@+id/second" app:destination="@+id/second_test">
          <argument android:name="test_action_overriden_value" android:defaultValue="override"/>
        </action>
      </test>
      <test android:id="@+id/second_test">
        <argument android:name="test_no_default_value" app:argType="string"/>
        <argument android:name="test_default_value" android:defaultValue="default"/>
        <argument android:name="test_overriden_value" android:defaultValue="default"/>
        <argument android:name="test_action_overriden_value" android:defaultValue="default"/>
      </test>
    </navigation>
    """

  static let resources: AndroidResources = {
    var resources = AndroidResources()
    for (name, text) in [
      ("nav_simple", simple), ("nav_multiple_navigation", multipleNavigation),
      ("nav_arguments", arguments),
    ] {
      resources.navigations[name] = NavigationDecoder.decode(Array(text.utf8), path: "navigation/\(name).xml")
    }
    return resources
  }()

  /// `R.id.<name>` / `R.navigation.<name>` as the resources number them.
  static func id(_ name: String) -> Int32 { resources.identifier(name, "id") }
  static func navigation(_ name: String) -> Int32 { resources.identifier(name, "navigation") }

  /// `createNavController()` of the original: a controller whose navigators only keep the back stack.
  static func controller() -> TestNavHostController {
    TestNavHostController(resources: resources, packageName: "androidx.navigation.test")
  }
}

extension NavController {
  /// The original's `navigator.backStack.size`: the entries that are not graphs.
  var navigatorBackStackSize: Int { backStack.count { !($0.destination is NavGraph) } }
  /// The original's `currentDestination?.id ?: 0`.
  var currentId: Int32 { currentDestination?.id ?? 0 }
}
