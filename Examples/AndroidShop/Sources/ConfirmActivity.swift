public import AndroidControllers

/// A dialog-themed activity (`Theme.AppCompat.Light.Dialog`): the product below it is paused, not stopped. Both
/// buttons finish it.
public final class ConfirmActivity: AppCompatActivity {
  override public func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    setContentView(R.layout.activity_confirm)
    for id in [R.id.cancel, R.id.confirm] {
      let button: Button? = findViewById(id)
      button?.setOnClickListener { [weak self] _ in self?.finish() }
    }
  }
}
