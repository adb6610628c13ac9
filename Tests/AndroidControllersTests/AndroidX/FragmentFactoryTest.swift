import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `FragmentFactoryTest` (androidx/androidx,
/// fragment/fragment/src/androidTest/java/androidx/fragment/app/FragmentFactoryTest.kt, read at
/// 06305aa450506660e31b7b01495c29c106b70ca0; Apache-2.0). The original inflates its test app's
/// `activity_inflated_fragment` layout; here the Notes fixture app's `activity_notes` layout, whose
/// `FragmentContainerView` names one fragment, plays that part.
@MainActor @Suite struct FragmentFactoryTest {
  /// The original's `TestFragmentFactory`: counts `instantiate` calls.
  final class TestFragmentFactory: FragmentFactory {
    var instantiateCount = 0

    override func instantiate(_ className: String) -> Fragment {
      instantiateCount += 1
      return super.instantiate(className)
    }
  }

  @Test(.tags(.android5_1)) func testActivityFragmentManagerFactory() throws {
    let fragmentFactory = TestFragmentFactory()
    NotesActivity.fragmentFactory = fragmentFactory
    defer { NotesActivity.fragmentFactory = nil }
    NotesActivity.abouts = 0
    let app = try AndroidApp.launch(
      appFolder: LayoutAppTests.folder, activities: [NotesActivity.self, NoteActivity.self],
      fragments: [NoteListFragment.self])
    // The FragmentFactory is used for inflated fragments.
    #expect(fragmentFactory.instantiateCount == 1)
    #expect(app.topActivity.map { "\($0)".hasPrefix("org.example.notes.NotesActivity") } == true)
  }
}
