import AndroidFormat

/// Navigation graphs written for the decoder's tests: one with every element and attribute, and helpers.
enum NavigationFixtures {
  /// Every element and attribute the decoder reads, plus an unknown element, an unknown attribute and a custom
  /// navigator's destination.
  static let everything = """
    <?xml version="1.0" encoding="utf-8"?>
    <navigation xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto"
        xmlns:tools="http://schemas.android.com/tools"
        android:id="@+id/main_graph" app:startDestination="@id/home" tools:ignore="UnusedNavigation">
      <fragment android:id="@+id/home" android:name=".HomeFragment" android:label="Home" tools:layout="@layout/home">
        <action android:id="@+id/to_detail" app:destination="@id/detail" app:launchSingleTop="true"
            app:enterAnim="@anim/slide_in" app:exitAnim="@anim/fade_out" app:popEnterAnim="@anim/fade_in"
            app:popExitAnim="@anim/slide_out">
          <argument android:name="source" android:defaultValue="home"/>
        </action>
        <deepLink app:uri="https://example.com/home" android:autoVerify="true"/>
      </fragment>
      <fragment android:id="@+id/detail" android:name="com.example.DetailFragment" app:shared="x">
        <argument android:name="itemId" app:argType="integer"/>
        <argument android:name="title" app:argType="string" app:nullable="true" android:defaultValue="@null"/>
        <deepLink app:uri="example://item/{itemId}" app:action="android.intent.action.VIEW"
            app:mimeType="text/plain"/>
        <action android:id="@+id/back_home" app:popUpTo="@id/home" app:popUpToInclusive="false"
            app:popUpToSaveState="true" app:restoreState="true"/>
        <note text="kept"/>
      </fragment>
      <dialog android:id="@+id/confirm" android:name=".ConfirmDialog"/>
      <activity android:id="@+id/settings" app:action="android.settings.SETTINGS" app:data="package:com.example"
          app:dataPattern="https://example.com/{topic}" app:targetPackage="com.example"/>
      <navigation android:id="@+id/checkout" app:startDestination="@id/cart">
        <fragment android:id="@+id/cart" android:name=".CartFragment"/>
      </navigation>
      <include app:graph="@navigation/settings_graph"/>
      <keep_state_fragment android:id="@+id/custom" android:name=".CustomFragment"/>
      <action android:id="@+id/global_home" app:destination="@id/home" app:popUpTo="@id/main_graph"
          app:popUpToInclusive="true"/>
    </navigation>
    """

  /// A graph around `body`, with the usual namespaces and `home` as the start.
  static func graph(_ body: String, start: String = "@id/home") -> String {
    """
    <navigation xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/g" app:startDestination="\(start)">
    \(body)
    </navigation>
    """
  }

  static func decode(_ text: String, path: String = "nav_graph.xml") -> NavigationDocument {
    NavigationDecoder.decode(Array(text.utf8), path: path)
  }
}
