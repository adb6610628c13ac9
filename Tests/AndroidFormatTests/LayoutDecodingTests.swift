import AndroidFormat
import StoryboardFormat
import Testing

/// What the layout decoder reads: the view tree with ids, text, `onClick` handlers, fragment hosts and includes,
/// namespaces found by URI, and data binding's wrapper kept with its declarations and expressions.
@Suite struct LayoutDecodingTests {
  typealias F = LayoutFixtures

  @Test func viewTreeIsReadWithWhatTestsFindViewsBy() {
    let layout = F.decode(F.everything)
    #expect(layout.diagnostics == [])
    #expect(!layout.isDataBinding)
    #expect(
      layout.outline == """
        LinearLayout
          TextView #title text=@string/title
          Button #buy text=Buy onClick=onBuy
            requestFocus
            tag #analytics
          view #list class=com.example.shop.ChartView
          include #toolbar layout=@layout/toolbar
          fragment #summary fragment=com.example.shop.SummaryFragment
          androidx.fragment.app.FragmentContainerView #nav_host fragment=androidx.navigation.fragment.NavHostFragment
        """)
    #expect(layout.includedLayouts == ["@layout/toolbar"])
    #expect(
      layout.fragmentHosts.map { [$0.idName, $0.fragmentClassName] } == [
        ["summary", "com.example.shop.SummaryFragment"], ["nav_host", "androidx.navigation.fragment.NavHostFragment"],
      ])
  }

  @Test func attributesAreFoundByNamespaceURIAndKeptAsWritten() throws {
    let layout = F.decode(F.everything)
    let title = try #require(layout.view(withID: "title"))
    #expect(title.androidAttributes == ["id": "@+id/title", "text": "@string/title"])
    #expect(
      title.attributes.all.map(\.name) == ["a:id", "a:text", "style", "tools:text"],
      "tools: attributes are kept in `attributes` and not read")
    #expect(layout.view(withID: "@+id/title") == title)
    #expect(layout.view(withID: "list")?.viewClass == "com.example.shop.ChartView")
    let host = try #require(layout.view(withID: "nav_host"))
    #expect(host.appAttributes == ["navGraph": "@navigation/main", "defaultNavHost": "true"])
    #expect(
      layout.views.map(\.viewClass).compactMap { $0 }.count == 5, "include, requestFocus, tag and fragment make no view"
    )
  }

  @Test func dataBindingWrapperIsKeptWithItsDeclarations() throws {
    let layout = F.decode(F.binding)
    #expect(
      layout.diagnostics.map(\.description) == [
        "layout.xml:1:1: note: 4 data-binding expressions are kept as written and not evaluated; the attributes "
          + "they bind have no value here [binding-not-evaluated]"
      ])
    #expect(layout.isDataBinding)
    #expect(
      layout.outline == """
        <layout> class=.CartBinding data: import android.view.View; import com.example.shop.Money as Cash; \
        cart: com.example.shop.Cart; items: java.util.List<String>
        LinearLayout #cart
          TextView #total bind=android:text,android:visibility
          EditText #note bind=android:text
          Button text=@string/pay bind=android:onClick
        """)
    let data = try #require(layout.data)
    #expect(data.imports.map(\.name) == ["View", "Cash"])
    #expect(data.variables.map(\.location.line) == [6, 7])
    #expect(
      layout.bindings == [
        LayoutBinding(attribute: "android:text", expression: "Cash.format(cart.total)"),
        LayoutBinding(attribute: "android:visibility", expression: "cart.isEmpty ? View.GONE : View.VISIBLE"),
        LayoutBinding(attribute: "android:text", expression: "cart.note", isTwoWay: true),
        LayoutBinding(attribute: "android:onClick", expression: "() -> cart.pay()"),
      ])
    #expect(layout.views.map(\.text) == [nil, nil, nil, "@string/pay"], "a bound attribute has no literal value")
    #expect(layout.views.last?.onClick == nil)
  }

  @Test func idNamesReadEveryIdReferenceForm() {
    let ids = ["@+id/a", "@id/b", "@android:id/c", "@+android:id/d", "@string/e", "f", "@id/"]
    let names = ids.map { LayoutView(element: "View", androidAttributes: ["id": $0], location: F.at(1, 1)).idName }
    #expect(names == ["a", "b", "c", "d", nil, nil, nil])
  }

  @Test func mergeRootKeepsItsChildren() {
    let layout = F.decode(
      """
      <merge xmlns:android="http://schemas.android.com/apk/res/android">
        <ImageView android:id="@+id/icon"/>
        <TextView android:id="@+id/label" android:text="Label"/>
      </merge>
      """)
    #expect(layout.diagnostics == [])
    #expect(layout.outline == "merge\n  ImageView #icon\n  TextView #label text=Label")
  }

  @Test func preGradleAppNamespaceIsTheApps() {
    let layout = F.decode(
      """
      <com.example.Chart xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:chart="http://schemas.android.com/apk/res/com.example" chart:bars="3"/>
      """)
    #expect(layout.diagnostics == [])
    #expect(layout.root?.appAttributes == ["bars": "3"])
  }
}
