import AndroidFormat
import SeguePictures
import SegueTestSupport
import Testing

/// RelativeLayout's rules and ConstraintLayout's guidelines and bias, mapped onto anchors (Android's
/// `RelativeLayout.LayoutParams` and AndroidX ConstraintLayout's `Guideline` and `layout_constraintHorizontal_bias`).
@Suite struct AndroidMeasureTests {
  @Test func relativeLayoutRulesPlaceViews() throws {
    let xml = """
      <RelativeLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:layout_centerHorizontal="true" android:text="Title" />
        <Button android:id="@+id/ok" android:layout_width="100dp" android:layout_height="48dp"
            android:layout_alignParentBottom="true" android:layout_alignParentEnd="true" android:text="OK" />
        <EditText android:id="@+id/name" android:layout_width="match_parent" android:layout_height="wrap_content"
            android:layout_below="@id/title" android:layout_marginTop="8dp" android:hint="Name" />
        <Button android:layout_width="100dp" android:layout_height="48dp" android:layout_toStartOf="@id/ok"
            android:layout_alignTop="@id/ok" android:text="Cancel" />
      </RelativeLayout>
      """
    let layout = LayoutDecoder.decode(Array(xml.utf8), path: "res/layout/form.xml")
    let lines = Wireframe(layout: layout).allBoxes.map { BoxLine.line($0, marksHidden: true) }
    #expect(
      lines == [
        "view 0,24 360x616 -",
        "label 162.5,0 35x20 Title",
        "button 260,568 100x48 OK",
        "textField 0,28 360x48 Name",
        "button 160,568 100x48 Cancel",
        "statusBar 0,0 360x24 12:00",
      ])
  }

  @Test func constraintGuidelineAndBias() throws {
    let xml = """
      <androidx.constraintlayout.widget.ConstraintLayout xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <androidx.constraintlayout.widget.Guideline android:id="@+id/half" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:orientation="vertical"
            app:layout_constraintGuide_percent="0.5" />
        <View android:id="@+id/left" android:layout_width="0dp" android:layout_height="40dp"
            app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/half" />
        <View android:layout_width="60dp" android:layout_height="40dp" app:layout_constraintHorizontal_bias="0"
            app:layout_constraintStart_toEndOf="@id/half" app:layout_constraintEnd_toEndOf="parent"
            app:layout_constraintTop_toBottomOf="@id/left" />
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    let layout = LayoutDecoder.decode(Array(xml.utf8), path: "res/layout/split.xml")
    let lines = Wireframe(layout: layout).allBoxes.map { BoxLine.line($0, marksHidden: true) }
    #expect(
      lines == [
        "view 0,24 360x616 -",
        "group 180,0 0x616 -",
        "view 0,0 180x40 -",
        "view 180,40 60x40 -",
        "statusBar 0,0 360x24 12:00",
      ])
  }
}
