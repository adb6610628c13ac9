import AndroidControllers
import AndroidControllersTesting
import Foundation
import SegueTestSupport
import Testing

/// An app folder laid out as Android's `src/main/` (Tests/Fixtures/Android/apps/Notes): layouts inflated, string
/// resources, clicks by id and text, `android:onClick`, `<include>` of a `<merge>`, and a `FragmentContainerView`
/// that names its fragment.
@MainActor @Suite struct LayoutAppTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Android/apps/Notes")

  private func launch() throws -> AndroidApp {
    NotesActivity.abouts = 0
    return try AndroidApp.launch(
      appFolder: Self.folder, activities: [NotesActivity.self, NoteActivity.self], fragments: [NoteListFragment.self])
  }

  @Test(.tags(.android5_4)) func theLayoutIsInflatedWithItsStringsAndItsFragment() throws {
    let app = try launch()
    #expect(
      app.viewTree == """
        FrameLayout id/content
          LinearLayout id/root
            AppCompatTextView id/title "Notes"
            AppCompatButton id/open "Open first note"
            AppCompatButton id/about "About"
            AppCompatButton id/hidden "Hidden" (gone)
            FragmentContainerView id/list
              LinearLayout
                AppCompatTextView id/count "3 notes"
        """)
    #expect(
      app.trace.prefix(4) == [
        "Application.onCreate", "NoteListFragment.onAttach", "NoteListFragment.onCreate(null)",
        "NotesActivity.onCreate(null)",
      ])
  }

  @Test(.tags(.android1_2, .android3_2)) func clickingAButtonStartsTheNextActivityWithItsExtras() throws {
    let app = try launch()
    try app.click(text: "Open first note")
    #expect(
      app.snapshot.description == """
        task 1: NotesActivity CREATED > NoteActivity RESUMED
          NotesActivity fragments:
            NoteListFragment CREATED in list
        app in front
        """)
    #expect(
      app.viewTree == """
        FrameLayout id/content
          FrameLayout
            AppCompatTextView id/body "Milk"
            AppCompatButton id/done "Back to notes"
        """)
    try app.click(id: "done")
    #expect(
      app.snapshot.description == """
        task 1: NotesActivity RESUMED
          NotesActivity fragments:
            NoteListFragment RESUMED in list
        app in front
        """)
  }

  /// `android:onClick` calls the named method on the view's context [I]: AOSP `View.DeclaredOnClickListener`
  /// (frameworks/base core/java/android/view/View.java) resolves `name(View)` on the context when first clicked.
  @Test func androidOnClickCallsTheActivitysHandler() throws {
    let app = try launch()
    try app.click(id: "about")
    #expect(NotesActivity.abouts == 1)
  }

  @Test(.tags(.androidAppendixA)) func anOnClickWithoutAHandlerThrowsAospsText() throws {
    let app = try launch()
    NotesActivity.listsHandlers = false
    defer { NotesActivity.listsHandlers = true }
    #expect(
      throws: AndroidAppError.exception(
        .init(
          "java.lang.IllegalStateException",
          "Could not find method showAbout(View) in a parent or ancestor Context for android:onClick attribute "
            + "defined on view class androidx.appcompat.widget.AppCompatButton with id 'about'"))
    ) { try app.click(id: "about") }
  }

  /// A rule of the test driver, not of Android (Espresso's `click()` likewise refuses a view that is not
  /// displayed): `click` finds only views shown in the front activity's window.
  @Test func hiddenOrMissingViewsCannotBeClicked() throws {
    let app = try launch()
    #expect(throws: AndroidAppError.noSuchView("\"Hidden\"", activity: "org.example.notes.NotesActivity@1")) {
      try app.click(text: "Hidden")
    }
    #expect(throws: AndroidAppError.noSuchView("id/nowhere", activity: "org.example.notes.NotesActivity@1")) {
      try app.click(id: "nowhere")
    }
  }

  @Test(.tags(.android1_4, .android5_4)) func rotationRestoresTheLayoutsFragmentIntoItsContainer() throws {
    let app = try launch()
    let before = try #require((app.topActivity as? NotesActivity)?.supportFragmentManager.fragments.first)
    try app.rotate()
    let activity = try #require(app.topActivity as? NotesActivity)
    let after = try #require(activity.supportFragmentManager.fragments.first)
    #expect(after !== before && activity.supportFragmentManager.fragments.count == 1)
    #expect(
      app.viewTree.hasSuffix(
        "FragmentContainerView id/list\n      LinearLayout\n        AppCompatTextView id/count \"3 notes\""))
  }
}

/// The notes list: `NotesActivity`'s launcher screen.
final class NotesActivity: AppCompatActivity {
  static var abouts = 0
  /// False to see what Android does when the method `android:onClick` names is missing.
  static var listsHandlers = true

  override class var onClickHandlers: [String: (Activity, View) -> Void] {
    listsHandlers ? ["showAbout": { activity, _ in (activity as? NotesActivity)?.showAbout() }] : [:]
  }

  /// The factory the activity gives its fragment manager before inflating its layout, when a test sets one.
  static var fragmentFactory: FragmentFactory?

  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    if let factory = Self.fragmentFactory { supportFragmentManager.fragmentFactory = factory }
    setContentView(resources.getIdentifier("activity_notes", "layout", packageName))
    findViewById(resources.getIdentifier("open", "id", packageName))?.setOnClickListener { [unowned self] _ in
      startActivity(Intent(self, NoteActivity.self).putExtra("note", "Milk"))
    }
  }

  func showAbout() { Self.abouts += 1 }
}

final class NoteActivity: AppCompatActivity {
  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    setContentView(resources.getIdentifier("activity_note", "layout", packageName))
    let body: TextView? = findViewById(resources.getIdentifier("body", "id", packageName))
    body?.text = intent.getStringExtra("note") ?? ""
    findViewById(resources.getIdentifier("done", "id", packageName))?.setOnClickListener { [unowned self] _ in
      finish()
    }
  }
}

final class NoteListFragment: Fragment {
  override func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    let resources = requireActivity().resources
    let view = inflater.inflate(resources.getIdentifier("fragment_note_list", "layout", ""), container, false)
    let count: TextView? = view.findViewById(resources.getIdentifier("count", "id", ""))
    count?.text = "3 notes"
    return view
  }
}
