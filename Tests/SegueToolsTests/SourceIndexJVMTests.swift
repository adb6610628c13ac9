import SegueTestSupport
import SegueTools
import StoryboardFormat
import Testing

/// The line scanner's Kotlin and Java part, for the Android rules: classes with superclasses, method names (what
/// `android:onClick` finds) and explicit intents, in the shapes real apps write them (AndroidX samples:
/// `Intent(context, FilterActivity::class.java).putExtra(…)`, `class GameOver : Fragment()`).
@Suite struct SourceIndexJVMTests {
  @Test func kotlinClassesMethodsAndIntents() {
    var index = SourceIndex()
    index.add(
      """
      package com.example.notes

      // class Commented : Activity()
      class NotesActivity : AppCompatActivity() {
          override fun onCreate(savedInstanceState: Bundle?) {
              super.onCreate(savedInstanceState)
              startActivity(Intent(this, NoteActivity::class.java))
          }

          fun openSettings(view: View) = startActivity(Intent(this@NotesActivity, SettingsActivity::class.java))

          companion object {
              fun newIntent(context: Context) =
                  Intent(context, NotesActivity::class.java).putExtra("k", 1)
          }
      }

      class GameOver @Inject constructor(private val score: Score<Int>) : Fragment() {
          private fun share() = startActivity(Intent(requireContext(), ShareActivity::class.java))
      }

      data class Note(val id: Int)
      """, language: .kotlin, path: "Notes.kt")
    #expect(index.classes == ["NotesActivity": .kotlin, "GameOver": .kotlin, "Note": .kotlin])
    #expect(index.superclasses == ["NotesActivity": "AppCompatActivity", "GameOver": "Fragment"])
    #expect(index.methods == ["NotesActivity": ["onCreate", "openSettings", "newIntent"], "GameOver": ["share"]])
    #expect(
      index.explicitIntents.map { "\($0.className) \($0.location.line):\($0.location.column)" } == [
        "NoteActivity 7:23", "SettingsActivity 10:50", "NotesActivity 14:13", "ShareActivity 19:41",
      ])
  }

  @Test func javaClassesMethodsAndIntents() {
    var index = SourceIndex()
    index.add(
      """
      package com.example.notes;

      public class LegacyActivity extends Activity {
          @Override
          protected void onCreate(Bundle savedInstanceState) {
              super.onCreate(savedInstanceState);
          }

          public void onSave(View v) {
              Intent intent = new Intent(LegacyActivity.this, DetailActivity.class);
              startActivity(intent);
          }

          private static final class Holder {}
      }
      """, language: .java, path: "LegacyActivity.java")
    #expect(index.classes == ["LegacyActivity": .java, "Holder": .java])
    #expect(index.superclasses == ["LegacyActivity": "Activity"])
    #expect(index.methods == ["LegacyActivity": ["onCreate", "onSave"]])
    #expect(
      index.explicitIntents.map { "\($0.className) \($0.location.line):\($0.location.column)" } == [
        "DetailActivity 10:29"
      ])
  }
}
