import AndroidFormat
import StoryboardFormat
import Testing

/// Broken and surprising layouts: each problem is one diagnostic with file:line:column and exact text (Android's own
/// where it has one), and the rest of the file still loads.
@Suite struct LayoutDiagnosticsTests {
  typealias F = LayoutFixtures

  func descriptions(_ text: String) -> [String] { F.decode(text).diagnostics.map(\.description) }

  @Test func fileThatIsNotALayoutSaysSo() {
    #expect(descriptions("") == ["layout.xml:1:1: error: The file is empty [empty-file]"])
    #expect(
      descriptions("<!-- nothing -->") == ["layout.xml:1:1: error: The file has no XML root element [not-a-layout]"])
    #expect(
      descriptions("<navigation>\n</navigation>") == [
        "layout.xml:1:1: error: The root element is '<navigation>', not a view, '<merge>' or '<layout>': this is not "
          + "a layout [not-a-layout]"
      ])
  }

  /// Texts of AOSP `LayoutInflater` (`rInflate`, `parseInclude`) and of AndroidX fragment.
  @Test func layoutTagsInTheWrongPlaceGiveAndroidsTexts() {
    let text = F.frame(
      """
        <merge/>
        <include android:id="@+id/bar"/>
        <view android:id="@+id/chart"/>
        <fragment android:id="@+id/summary"/>
        <androidx.fragment.app.FragmentContainerView android:name="com.example.Home" android:tag="home"/>
        <androidx.fragment.app.FragmentContainerView/>
      """)
    #expect(
      descriptions(text) == [
        "layout.xml:3:3: error: <merge /> must be the root element [merge-not-root]",
        "layout.xml:4:3: error: You must specify a layout in the include tag: <include layout=\"@layout/layoutID\" /> "
          + "[include-without-layout]",
        "layout.xml:5:3: error: '<view>' has no 'class' attribute; Android inflates the class it names "
          + "[view-without-class]",
        "layout.xml:6:3: error: '<fragment>' has neither 'class' nor 'android:name'; Android fails with 'Error "
          + "inflating class fragment' [fragment-without-class]",
        "layout.xml:7:3: error: FragmentContainerView must have an android:id to add Fragment com.example.Home with "
          + "tag home [fragment-container-without-id]",
      ])
    #expect(F.decode(text).views.count == 7, "every element is still in the tree")
    #expect(
      descriptions("<include xmlns:android=\"http://schemas.android.com/apk/res/android\" layout=\"@layout/x\"/>") == [
        "layout.xml:1:1: error: <include /> cannot be the root element [include-as-root]"
      ])
  }

  /// AndroidX's `FragmentLayoutInflaterFactory`: a `<fragment>` needs an id, a tag or a container with an id.
  @Test func fragmentWithNothingToFindItByGivesAndroidsText() {
    let text = F.frame(
      """
        <LinearLayout>
          <fragment android:name="com.example.A"/>
          <fragment android:name="com.example.B" android:tag="b"/>
        </LinearLayout>
        <fragment android:name="com.example.C"/>
      """)
    #expect(
      descriptions(text) == [
        "layout.xml:4:5: error: Must specify unique android:id, android:tag, or have a parent with an id for "
          + "com.example.A [fragment-without-id]"
      ])
    let root =
      "<merge xmlns:android=\"http://schemas.android.com/apk/res/android\"><fragment android:name=\"X\"/></merge>"
    #expect(descriptions(root) == [], "a root <merge>'s parent is the caller's")
  }

  @Test func namesAndAttributesAndroidDoesNotReadAreReportedAndKept() {
    let text = F.frame(
      """
        <textview android:id="@+id/a" text="Hi" bogus:hint="x" style="@style/Body" class="X"/>
        <com.example.Chart tools:ignore="x" layout="@layout/y"/>
      """)
    #expect(
      descriptions(text) == [
        "layout.xml:3:3: note: Attribute 'text' on '<textview>' has no namespace and is kept as is [unknown-attribute]",
        "layout.xml:3:3: warning: Prefix 'bogus' of attribute 'bogus:hint' is not bound to a namespace; the attribute "
          + "is kept but not read [unbound-prefix]",
        "layout.xml:3:3: note: Attribute 'class' on '<textview>' has no namespace and is kept as is "
          + "[unknown-attribute]",
        "layout.xml:3:3: warning: Unknown element '<textview>' is kept as is; it is no view class and no layout tag, "
          + "so Android fails with 'Error inflating class textview' [unknown-element]",
        "layout.xml:4:3: warning: Prefix 'tools' of attribute 'tools:ignore' is not bound to a namespace; the "
          + "attribute is kept but not read [unbound-prefix]",
        "layout.xml:4:3: note: Attribute 'layout' on '<com.example.Chart>' has no namespace and is kept as is "
          + "[unknown-attribute]",
      ])
    #expect(F.decode(text).views.map(\.attributes.count) == [3, 5, 2])
  }

  /// Texts of the data-binding compiler: `XmlEditor.strip`, `LayoutFileParser.parseOriginalXml`, `parseData`,
  /// `parseExpressions`.
  @Test func dataBindingShapesTheCompilerRefusesGiveItsTexts() {
    let text = F.bindingLayout(
      """
        <data>
          <variable name="user"/>
          <variable type="String"/>
          <import type=" "/>
          <varible name="x" type="int"/>
        </data>
        <data/>
        <merge>
          <include layout="@layout/row"/>
          <fragment android:name="com.example.F" android:tag="@{user.tag}"/>
          <TextView android:text="@{user.name"/>
        </merge>
        <TextView/>
      """)
    #expect(
      descriptions(text) == [
        "layout.xml:1:1: error: Only one layout element and one data element are allowed. '<layout>' has 2 "
          + "[binding-layout-shape]",
        "layout.xml:1:1: note: 2 data-binding expressions are kept as written and not evaluated; the attributes "
          + "they bind have no value here [binding-not-evaluated]",
        "layout.xml:4:5: error: variable must have a type definition [binding-declaration]",
        "layout.xml:5:5: error: variable must have a name [binding-declaration]",
        "layout.xml:6:5: error: Type of an import cannot be empty. [binding-declaration]",
        "layout.xml:7:5: note: Unknown element '<varible>' in '<data>' is kept as is. Did you mean 'variable'? "
          + "[unknown-element]",
        "layout.xml:9:3: error: Multiple binding data tags. Expecting a maximum of one. [binding-layout-shape]",
        "layout.xml:11:5: error: <include> elements are not supported as direct children of <merge> elements "
          + "[binding-layout-shape]",
        "layout.xml:12:5: error: fragments do not support data binding expressions. [binding-expression]",
        "layout.xml:13:5: error: Expecting '}' in expression '@{user.name' [binding-expression]",
      ])
    let layout = F.decode(text)
    #expect(layout.root?.element == "merge")
    #expect(layout.extras.map(\.element) == ["data", "TextView"])
    #expect(layout.data?.extras.map(\.element) == ["varible"])
    #expect(layout.bindings.map(\.isTerminated) == [true, false])
  }

  @Test func expressionsOutsideABindingLayoutAreReported() {
    #expect(
      descriptions(F.frame("  <TextView android:text=\"@{user.name}\"/>")) == [
        "layout.xml:3:3: warning: Data-binding expression in 'android:text' is outside a '<layout>' wrapper; data "
          + "binding does not compile it [binding-outside-layout]"
      ])
  }

  @Test func brokenXMLStillLoadsWhatItCan() {
    let layout = F.decode(F.frame("  <TextView android:id=\"@+id/a\">\n  <Button android:id=\"@+id/b\"/>"))
    #expect(layout.hasErrors)
    #expect(layout.diagnostics.allSatisfy { $0.code.rawValue.hasPrefix("xml-") })
    #expect(layout.view(withID: "b") != nil)
  }
}
