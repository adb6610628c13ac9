/// The activity's registered result callbacks and the results waiting for them.
///
/// Mirrors AndroidX's `ActivityResultRegistry` as `ComponentActivity` uses it: registering after the owner is
/// STARTED throws; a result that arrives while the owner is below STARTED waits and is delivered at `ON_START`
/// (<doc:AndroidBehaviour> §3.4); `ON_DESTROY` unregisters. Request codes are sequential from 0x10000 here (AndroidX draws random
/// ones) [I], so traces are the same every run.
@preconcurrency @MainActor
final class ActivityResultRegistry {
  private struct Entry {
    let deliver: @MainActor (Int32, Intent?) -> Void
  }

  private unowned let owner: ComponentActivity
  private var entries: [Int32: Entry] = [:]
  private var pending: [(requestCode: Int32, resultCode: Int32, data: Intent?)] = []
  private var nextRequestCode: Int32 = 0x10000
  private var watching = false

  init(owner: ComponentActivity) {
    self.owner = owner
  }

  func register<Input, Output>(
    _ contract: ActivityResultContract<Input, Output>, _ callback: @escaping @MainActor (Output) -> Void
  ) -> ActivityResultLauncher<Input> {
    let state = owner.lifecycle.currentState
    if state.isAtLeast(.STARTED) {
      AndroidException.raise(
        .illegalState(
          "LifecycleOwner \(owner) is attempting to register while current state is \(state). "
            + "LifecycleOwners must call register before they are STARTED."))
    }
    let requestCode = nextRequestCode
    nextRequestCode += 1
    entries[requestCode] = Entry { resultCode, data in callback(contract.parseResult(resultCode, data)) }
    watchOwner()
    return ActivityResultLauncher(
      start: { [unowned owner] input in
        owner.startActivityForResult(contract.createIntent(owner, input), requestCode)
      },
      stop: { [weak self] in self?.entries[requestCode] = nil })
  }

  /// Delivers a result to its callback now, or keeps it until the owner starts; false when no callback asked.
  @discardableResult
  func dispatchResult(_ requestCode: Int32, _ resultCode: Int32, _ data: Intent?) -> Bool {
    guard let entry = entries[requestCode] else { return false }
    if owner.lifecycle.currentState.isAtLeast(.STARTED) {
      entry.deliver(resultCode, data)
    } else {
      pending.append((requestCode, resultCode, data))
    }
    return true
  }

  private func watchOwner() {
    guard !watching else { return }
    watching = true
    owner.lifecycle.addObserver(Watch(registry: self))
  }

  fileprivate func ownerChanged(_ event: Lifecycle.Event) {
    switch event {
    case .ON_START:
      let waiting = pending
      pending.removeAll()
      for result in waiting { entries[result.requestCode]?.deliver(result.resultCode, result.data) }
    case .ON_DESTROY:
      entries.removeAll()
    default:
      break
    }
  }

  private final class Watch: LifecycleEventObserver {
    unowned let registry: ActivityResultRegistry
    init(registry: ActivityResultRegistry) { self.registry = registry }
    func onStateChanged(_ source: any LifecycleOwner, _ event: Lifecycle.Event) { registry.ownerChanged(event) }
  }
}
