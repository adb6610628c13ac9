import AndroidControllers
import AndroidControllersTesting
import Foundation
import SegueTestSupport
import Testing

/// A second fragment class with the simple name of the Notes app's `NoteListFragment`, as another app or a test's
/// fixture would have.
enum Impostor {
  final class NoteListFragment: Fragment {}
}

/// Two apps with fragment classes of the same simple name: each app's fragment managers find the app's own class by
/// the name its layout gives (`org.example.notes.NoteListFragment`) and by the Swift name its saved state gives,
/// whichever app was made last. On Android each app's `ClassLoader` sees only its own classes (AndroidX's
/// `FragmentFactory.instantiate(ClassLoader, String)` loads the class through the app's loader).
@MainActor @Suite(.serialized) struct SameNamedFragmentsTests {
  private func listFragmentClass(_ app: AndroidApp) throws -> String {
    let activity = try #require(app.topActivity as? FragmentActivity)
    let fragment = try #require(activity.supportFragmentManager.fragments.first)
    return String(reflecting: type(of: fragment))
  }

  /// The Notes app keeps finding its own class after a device with the other class is made: when rotating re-creates
  /// the fragment from its saved state, and when a new activity inflates the layout again.
  @Test(.tags(.android5_4)) func anAppFindsItsOwnClassAfterAnotherAppRegisteredTheSameName() throws {
    let notes = try AndroidApp.launch(
      appFolder: LayoutAppTests.folder, activities: [NotesActivity.self, NoteActivity.self],
      fragments: [NoteListFragment.self])
    _ = AndroidDevice(
      manifest: testManifest(launcher: "HostActivity"), activities: [HostActivity.self],
      fragments: [Impostor.NoteListFragment.self])
    try notes.rotate()
    #expect(try listFragmentClass(notes) == "AndroidControllersTests.NoteListFragment")
    try notes.pressBack()
    try notes.relaunch()
    #expect(try listFragmentClass(notes) == "AndroidControllersTests.NoteListFragment")
  }

  /// The same layout, launched by two apps given different classes under its name: each inflates its own.
  @Test(.tags(.android5_4)) func eachAppInflatesItsOwnClassForTheSameLayoutName() throws {
    let impostor = try AndroidApp.launch(
      appFolder: LayoutAppTests.folder, activities: [NotesActivity.self, NoteActivity.self],
      fragments: [Impostor.NoteListFragment.self])
    let notes = try AndroidApp.launch(
      appFolder: LayoutAppTests.folder, activities: [NotesActivity.self, NoteActivity.self],
      fragments: [NoteListFragment.self])
    #expect(try listFragmentClass(notes) == "AndroidControllersTests.NoteListFragment")
    try impostor.rotate()
    #expect(try listFragmentClass(impostor) == "AndroidControllersTests.Impostor.NoteListFragment")
  }
}
