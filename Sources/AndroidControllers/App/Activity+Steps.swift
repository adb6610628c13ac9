// One life-cycle step each, for the runtime: the callback, the state, and AndroidX's life-cycle events (upward events
// after the callback, downward events before it, §1.9).
extension Activity {
  package func performCreate(_ savedInstanceState: Bundle?) {
    state = .created
    perform(.onCreate(savedState: savedInstanceState != nil)) { onCreate(savedInstanceState) }
    isVisibleFromClient = !hasNoDisplayTheme
    lifecycleEvent(.ON_CREATE)
  }

  package func performRestart() {
    perform(.onRestart) { onRestart() }
  }

  package func performStart() {
    state = .started
    perform(.onStart) { onStart() }
    lifecycleEvent(.ON_START)
  }

  package func performRestoreInstanceState(_ savedInstanceState: Bundle) {
    perform(.onRestoreInstanceState) { onRestoreInstanceState(savedInstanceState) }
  }

  package func performPostCreate(_ savedInstanceState: Bundle?) {
    perform(.onPostCreate(savedState: savedInstanceState != nil)) {
      onPostCreate(savedInstanceState)
    }
  }

  package func performResume() {
    lastNonConfigurationInstance = nil
    state = .resumed
    perform(.onResume) { onResume() }
    guard !AndroidException.isUnwinding else { return }
    if !isVisibleFromClient, !isFinishing {
      // AOSP Activity.performResume.
      Console.log("W/Activity: An activity without a UI must call finish() before onResume() completes")
      if (device?.targetSdkVersion ?? 34) > 22 {
        let component = componentName?.toShortString() ?? String(describing: type(of: self))
        return AndroidException.raise(
          .illegalState("Activity \(component) did not call finish() prior to onResume() completing"))
      }
    }
    lifecycleEvent(.ON_RESUME)
    guard !isFinishing, !AndroidException.isUnwinding else { return }
    perform(.onPostResume) { onPostResume() }
  }

  package func performTopResumedActivityChanged(_ isTop: Bool) {
    perform(.onTopResumedActivityChanged(isTop), checksSuper: false) { onTopResumedActivityChanged(isTop) }
  }

  package func performWindowFocusChanged(_ hasFocus: Bool) {
    perform(.onWindowFocusChanged(hasFocus), checksSuper: false) { onWindowFocusChanged(hasFocus) }
  }

  package func performUserLeaving() {
    perform(.onUserLeaveHint, checksSuper: false) { onUserLeaveHint() }
  }

  package func performPause() {
    lifecycleEvent(.ON_PAUSE)
    state = .paused
    perform(.onPause) { onPause() }
  }

  package func performStop() {
    lifecycleEvent(.ON_STOP)
    state = .stopped
    perform(.onStop) { onStop() }
  }

  package func performSaveInstanceState(_ outState: Bundle) {
    perform(.onSaveInstanceState) { onSaveInstanceState(outState) }
  }

  package func performDestroy() {
    lifecycleEvent(.ON_DESTROY)
    state = .destroyed
    perform(.onDestroy) { onDestroy() }
  }

  package func performNewIntent(_ intent: Intent) {
    perform(.onNewIntent) { onNewIntent(intent) }
  }

  package func performActivityResult(_ requestCode: Int32, _ resultCode: Int32, _ data: Intent?) {
    perform(.onActivityResult(requestCode: requestCode, resultCode: resultCode)) {
      onActivityResult(requestCode, resultCode, data)
    }
  }

  package func performConfigurationChanged(_ newConfig: Configuration) {
    perform(.onConfigurationChanged) { onConfigurationChanged(newConfig) }
  }

  private func lifecycleEvent(_ event: Lifecycle.Event) {
    (self as? ComponentActivity)?.lifecycle.handleLifecycleEvent(event)
  }
}
