/// A result code and data an activity returned: AndroidX's `androidx.activity.result.ActivityResult`.
@preconcurrency @MainActor
public final class ActivityResult: @MainActor CustomStringConvertible {
  /// AndroidX's `getResultCode()`.
  public let resultCode: Int32
  /// AndroidX's `getData()`.
  public let data: Intent?

  public init(_ resultCode: Int32, _ data: Intent?) {
    self.resultCode = resultCode
    self.data = data
  }

  /// AndroidX's `toString()`: `ActivityResult{resultCode=RESULT_OK, data=Intent { … }}`.
  public var description: String {
    let code =
      switch resultCode {
      case Activity.RESULT_OK: "RESULT_OK"
      case Activity.RESULT_CANCELED: "RESULT_CANCELED"
      default: "\(resultCode)"
      }
    return "ActivityResult{resultCode=\(code), data=\(data.map { "\($0)" } ?? "null")}"
  }
}

/// How to start an activity for a result and read it: AndroidX's `ActivityResultContract<I, O>`.
///
/// Subclass it, or use ``ActivityResultContracts``.
@preconcurrency @MainActor
open class ActivityResultContract<Input, Output> {
  public init() {}

  /// AndroidX's `createIntent(Context, I)`.
  open func createIntent(_ context: Context, _ input: Input) -> Intent { Intent() }

  /// AndroidX's `parseResult(int, Intent)`.
  open func parseResult(_ resultCode: Int32, _ intent: Intent?) -> Output {
    fatalError("ActivityResultContract subclasses override parseResult(_:_:)")
  }
}

/// AndroidX's `ActivityResultContracts`: the built-in contracts.
public enum ActivityResultContracts {
  /// Starts the given intent and returns the ``ActivityResult`` as it is.
  @preconcurrency @MainActor
  public final class StartActivityForResult: ActivityResultContract<Intent, ActivityResult> {
    public override init() {}
    public override func createIntent(_ context: Context, _ input: Intent) -> Intent { input }
    public override func parseResult(_ resultCode: Int32, _ intent: Intent?) -> ActivityResult {
      ActivityResult(resultCode, intent)
    }
  }
}

/// What ``ComponentActivity/registerForActivityResult(_:_:)`` returns: AndroidX's `ActivityResultLauncher<I>`.
@preconcurrency @MainActor
public final class ActivityResultLauncher<Input> {
  private let start: @MainActor (Input) -> Void
  private let stop: @MainActor () -> Void

  init(start: @escaping @MainActor (Input) -> Void, stop: @escaping @MainActor () -> Void) {
    self.start = start
    self.stop = stop
  }

  /// AndroidX's `launch(I)`.
  public func launch(_ input: Input) { start(input) }

  /// AndroidX's `unregister()`.
  public func unregister() { stop() }
}
