import AndroidFormat
import StoryboardFormat

/// Small hand-written layouts for the decoder's tests.
enum LayoutFixtures {
  /// Every element kind the model reads, with `a:` as Android's prefix and `custom:` as the app's (bound by URI).
  static let everything = """
    <?xml version="1.0" encoding="utf-8"?>
    <LinearLayout xmlns:a="http://schemas.android.com/apk/res/android"
        xmlns:custom="http://schemas.android.com/apk/res-auto"
        xmlns:tools="http://schemas.android.com/tools"
        a:orientation="vertical" tools:context=".MainActivity">
      <TextView a:id="@+id/title" a:text="@string/title" style="@style/Title" tools:text="Shop"/>
      <Button a:id="@+id/buy" a:text="Buy" a:onClick="onBuy">
        <requestFocus/>
        <tag a:id="@+id/analytics" a:value="buy"/>
      </Button>
      <view class="com.example.shop.ChartView" a:id="@android:id/list"/>
      <include layout="@layout/toolbar" a:id="@+id/toolbar"/>
      <fragment a:id="@+id/summary" a:name="com.example.shop.SummaryFragment"/>
      <androidx.fragment.app.FragmentContainerView a:id="@+id/nav_host"
          a:name="androidx.navigation.fragment.NavHostFragment" custom:navGraph="@navigation/main"
          custom:defaultNavHost="true"/>
    </LinearLayout>
    """

  /// A data-binding layout: `<layout>`, `<data>` with a class, imports and variables, one-way and two-way expressions.
  static let binding = """
    <layout xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto">
      <data class=".CartBinding">
        <import type="android.view.View"/>
        <import type="com.example.shop.Money" alias="Cash"/>
        <variable name="cart" type="com.example.shop.Cart"/>
        <variable name="items" type="java.util.List&lt;String>"/>
      </data>
      <LinearLayout android:id="@+id/cart">
        <TextView android:id="@+id/total" android:text="@{Cash.format(cart.total)}"
            android:visibility="@{cart.isEmpty ? View.GONE : View.VISIBLE}"/>
        <EditText android:id="@+id/note" android:text="@={cart.note}"/>
        <Button android:text="@string/pay" android:onClick="@{() -> cart.pay()}"/>
      </LinearLayout>
    </layout>
    """

  static func decode(_ text: String, path: String = "layout.xml") -> AndroidLayout {
    LayoutDecoder.decode(Array(text.utf8), path: path)
  }

  /// A layout with Android's and the app's usual prefixes on its root `FrameLayout`, `body` from line 3 onwards.
  static func frame(_ body: String) -> String {
    """
    <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/frame">
    \(body)
    </FrameLayout>
    """
  }

  /// A data-binding layout around `body`, which starts on line 3.
  static func bindingLayout(_ body: String) -> String {
    """
    <layout xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto">
    \(body)
    </layout>
    """
  }

  static func at(_ line: Int, _ column: Int, file: String = "layout.xml") -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }
}
