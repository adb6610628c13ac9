import AndroidFormat
import StoryboardFormat

/// Small hand-written manifests for the decoder's tests.
enum ManifestFixtures {
  /// Every element and attribute the model reads, with `a:` as Android's prefix (bound by URI, not by name).
  static let everything = """
    <?xml version="1.0" encoding="utf-8"?>
    <manifest xmlns:a="http://schemas.android.com/apk/res/android"
        xmlns:tools="http://schemas.android.com/tools"
        package="com.example.shop" a:versionCode="7">
      <uses-sdk a:minSdkVersion="24" a:targetSdkVersion="34"/>
      <uses-permission a:name="android.permission.INTERNET"/>
      <application a:name=".ShopApplication" a:theme="@style/Theme.Shop" a:taskAffinity="com.example.shop.main"
          a:label="@string/app_name" tools:ignore="GoogleAppIndexingWarning">
        <meta-data a:name="com.example.KEY" a:value="${apiKey}"/>
        <activity a:name=".MainActivity" a:exported="true" a:launchMode="singleTask"
            a:configChanges="orientation|screenSize" a:screenOrientation="portrait">
          <intent-filter>
            <action a:name="android.intent.action.MAIN"/>
            <category a:name="android.intent.category.LAUNCHER"/>
          </intent-filter>
          <nav-graph a:value="@navigation/main"/>
        </activity>
        <activity a:name="ItemActivity" a:theme="@style/Theme.AppCompat.Dialog" a:taskAffinity=""
            a:noHistory="true" a:excludeFromRecents="false" a:documentLaunchMode="intoExisting"
            a:parentActivityName=".MainActivity" a:launchMode="singleInstancePerTask">
          <intent-filter a:priority="5">
            <action a:name="android.intent.action.VIEW"/>
            <category a:name="android.intent.category.DEFAULT"/>
            <category a:name="android.intent.category.BROWSABLE"/>
            <data a:scheme="https" a:host="shop.example.com" a:pathPrefix="/items"/>
            <data a:mimeType="text/plain"/>
          </intent-filter>
          <meta-data a:name="android.support.PARENT_ACTIVITY" a:value=".MainActivity"/>
        </activity>
        <activity a:name="org.partner.CheckoutActivity" a:theme="@android:style/Theme.Translucent.NoTitleBar"/>
        <activity-alias a:name=".Start" a:targetActivity=".MainActivity" a:exported="true"/>
        <service a:name=".SyncService"/>
      </application>
    </manifest>
    """

  static func decode(_ text: String, path: String = "AndroidManifest.xml") -> AndroidManifest {
    ManifestDecoder.decode(Array(text.utf8), path: path)
  }

  /// A manifest with Android's usual prefix around `body`, on line 3 onwards.
  static func manifest(_ body: String, package: String = "com.example") -> String {
    """
    <?xml version="1.0" encoding="utf-8"?>
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(package)">
    \(body)
    </manifest>
    """
  }

  static func at(_ line: Int, _ column: Int, file: String = "AndroidManifest.xml") -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }
}
