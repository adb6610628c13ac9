public import AndroidControllers

/// The history screen. The planted bug: it registers with ``Session`` and never unregisters, so Back destroys it but
/// the singleton keeps it alive.
public final class HistoryActivity: AppCompatActivity {
  override public func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    let text = TextView(self)
    text.text = "History"
    setContentView(text)
    Session.shared.listeners.append(self)
  }

  override public func onDestroy() {
    if AndroidPlantedBugs.fixesActivityLeak { Session.shared.listeners.removeAll { $0 === self } }
    super.onDestroy()
  }
}
