internal import AndroidFormat

// The life cycle that follows each change of the tasks, run on the main queue: every activity is moved, one
// callback at a time, toward the state its place gives it — the front task's top RESUMED, activities under a
// translucent or dialog top STARTED (paused), all others STOPPED, removed ones DESTROYED. The order of the steps is
// the platform's (§1.2): the leaving activity pauses first, the arriving one comes all the way up, then the
// others stop (saving their state) or are destroyed. After each callback the picture is computed again, so
// `finish()` or `startActivity` inside a callback changes what follows, as on the device (§1.8).
extension AndroidDevice {
  enum Target { case resumed, visible, stopped, destroyed }

  func scheduleUpdate() {
    guard !updateScheduled, !isUpdating else { return }
    updateScheduled = true
    MainQueue.async { [weak self] in self?.runUpdate() }
  }

  private func runUpdate() {
    updateScheduled = false
    isUpdating = true
    defer {
      isUpdating = false
      userIsLeaving = false
    }
    var steps = 0
    while !AndroidException.isUnwinding, performNextStep() {
      steps += 1
      // Each step moves one activity one stage; this many means an app that starts activities without end.
      if steps == 100_000 {
        Console.log("E/ActivityTaskManager: more than 100000 life-cycle steps in one turn of the main queue; stopped")
        break
      }
    }
  }

  private func desiredStates() -> [ObjectIdentifier: Target] {
    var desired: [ObjectIdentifier: Target] = [:]
    for (index, task) in tasks.enumerated() {
      var shown = !isHome && index == 0
      for (depth, record) in task.records.reversed().enumerated() {
        desired[ObjectIdentifier(record)] = shown ? (depth == 0 ? .resumed : .visible) : .stopped
        shown = shown && record.isTranslucent
      }
    }
    for record in finishingRecords { desired[ObjectIdentifier(record)] = .destroyed }
    return desired
  }

  /// Runs the next step; false when every activity is where it belongs.
  private func performNextStep() -> Bool {
    let desired = desiredStates()
    let live = tasks.flatMap { $0.records.reversed() }
    func target(_ record: ActivityRecord) -> Target { desired[ObjectIdentifier(record)] ?? .destroyed }

    // The leaving activity pauses first (and a resumed activity before it gets a new intent).
    if let record = (live + finishingRecords).first(where: { record in
      record.state == .resumed && (target(record) != .resumed || !record.pendingNewIntents.isEmpty)
    }) {
      pause(record, forNewIntent: target(record) == .resumed)
      return true
    }
    // A result for a paused activity that is not coming back is delivered now (the immediate cancel of a result
    // request that started a new task, §3.4).
    if let record = live.first(where: { $0.state == .paused && !$0.pendingResults.isEmpty && target($0) != .resumed }
    ) {
      let result = record.pendingResults.removeFirst()
      record.activity?.performActivityResult(result.requestCode, result.resultCode, result.data)
      return true
    }
    // Relaunches: `recreate()`, or a configuration the activity does not handle, before it is shown again.
    if let record = live.first(where: { record in
      record.activity != nil
        && (record.relaunchRequested || (target(record) != .stopped && record.configuration != configuration))
    }) {
      changeConfiguration(of: record)
      return true
    }
    if let top = live.first(where: { target($0) == .resumed }),
      top.state != .resumed || (focused !== top && takesFocus(top)) || (sdkInt >= 29 && topResumed !== top)
    {
      bringUp(top, to: .resumed)
      return true
    }
    if let record = live.first(where: { $0.activity == nil && $0.makesInstanceWhenHidden }) {
      record.makesInstanceWhenHidden = false
      launch(record, to: .visible)
      return true
    }
    if let record = live.first(where: { target($0) == .visible && !$0.state.isVisible }) {
      bringUp(record, to: .visible)
      return true
    }
    if let record = live.first(where: { target($0) == .stopped && $0.activity != nil && $0.state != .stopped }) {
      if record.noHistory {
        remove(record)  // Finished as soon as it is no longer visible (§2.2, FLAG_ACTIVITY_NO_HISTORY).
        pruneEmptyTasks()
      } else if record.state == .created {
        record.activity?.performStart()
      } else {
        stop(record, saving: true)
      }
      return true
    }
    if let record = finishingRecords.first {
      tearDown(record)
      return true
    }
    return false
  }

  // MARK: Steps

  private func pause(_ record: ActivityRecord, forNewIntent: Bool) {
    guard let activity = record.activity else { return }
    if !forNewIntent {
      if topResumed === record {
        topResumed = nil
        if sdkInt >= 29 { activity.performTopResumedActivityChanged(false) }
      }
      if userIsLeaving { activity.performUserLeaving() }
    }
    activity.performPause()
  }

  /// Brings a record up one stage: made (with its whole launch), restarted, given its intents and results, resumed.
  private func bringUp(_ record: ActivityRecord, to target: Target) {
    guard let activity = record.activity else {
      launch(record, to: target)
      return
    }
    if !record.pendingNewIntents.isEmpty {
      let intent = record.pendingNewIntents.removeFirst()
      activity.performNewIntent(intent)
      return
    }
    if !record.pendingResults.isEmpty {
      // From API 32 targets a result arrives once the activity is started, right before onResume (§1.3).
      if targetSdkVersion > 31, !activity.state.isVisible {
        restart(activity)
        return
      }
      let result = record.pendingResults.removeFirst()
      activity.performActivityResult(result.requestCode, result.resultCode, result.data)
      return
    }
    switch activity.state {
    case .stopped: restart(activity)
    case .created: activity.performStart()
    case .started, .paused: if target == .resumed { resume(record) }
    case .resumed: takeFocus(record)
    case .initialized, .destroyed: break
    }
  }

  private func restart(_ activity: Activity) {
    if activity.state == .stopped { activity.performRestart() }
    guard !AndroidException.isUnwinding else { return }
    activity.performStart()
  }

  /// A new instance's launch: create, start, restore, post-create, then resume when it is the top, in one
  /// transaction that only the activity's own `finish()` cuts short (<doc:AndroidBehaviour> §1.1, §1.8).
  private func launch(_ record: ActivityRecord, to target: Target) {
    startProcessIfNeeded()
    guard let activity = instantiate(record) else { return }
    activity.device = self
    activity.record = record
    activity.intent = record.intent
    activity.instanceNumber = nextInstanceNumber
    nextInstanceNumber += 1
    record.activity = activity
    record.configuration = configuration
    activity.lastNonConfigurationInstance = record.nonConfigurationInstance
    record.nonConfigurationInstance = nil
    let saved = record.savedState?.copied()
    func cut() -> Bool { record.finishing || AndroidException.isUnwinding }
    activity.performCreate(saved)
    guard !cut() else { return }
    activity.performStart()
    guard !cut() else { return }
    if let saved {
      activity.performRestoreInstanceState(saved)
      guard !cut() else { return }
    }
    activity.performPostCreate(saved)
    guard !cut(), target == .resumed else { return }
    while let result = record.pendingResults.first, !cut() {
      record.pendingResults.removeFirst()
      activity.performActivityResult(result.requestCode, result.resultCode, result.data)
    }
    guard !cut() else { return }
    resume(record)
  }

  private func resume(_ record: ActivityRecord) {
    guard let activity = record.activity else { return }
    activity.performResume()
    guard !record.finishing, !AndroidException.isUnwinding else { return }
    if activity.isVisibleFromClient { activity.makeVisible() }
    takeFocus(record)
  }

  /// The top-resumed signal (API 29) and window focus move to `record`.
  private func takeFocus(_ record: ActivityRecord) {
    guard let activity = record.activity else { return }
    if sdkInt >= 29, topResumed !== record {
      topResumed = record
      activity.performTopResumedActivityChanged(true)
    }
    if focused !== record, takesFocus(record) {
      if let previous = focused?.activity, previous.state != .destroyed { previous.performWindowFocusChanged(false) }
      focused = record
      activity.performWindowFocusChanged(true)
    }
  }

  private func takesFocus(_ record: ActivityRecord) -> Bool {
    !unfocusableClasses.contains(ObjectIdentifier(record.activityClass))
  }

  private func loseFocus(_ record: ActivityRecord) {
    if focused === record {
      focused = nil
      record.activity?.performWindowFocusChanged(false)
    }
  }

  /// `onStop`, with `onSaveInstanceState` before it for apps targeting API 27 and lower and after it from API 28
  /// (<doc:AndroidBehaviour> §1.2); nothing is saved for an activity that is finishing.
  private func stop(_ record: ActivityRecord, saving: Bool) {
    guard let activity = record.activity else { return }
    // Under an activity that takes no focus the window keeps it (androidx.test's empty activities).
    if isHome || record.finishing || tasks.first?.top.map(takesFocus) ?? true { loseFocus(record) }
    if saving, targetSdkVersion < 28 { saveState(of: record) }
    activity.performStop()
    if saving, targetSdkVersion >= 28, !AndroidException.isUnwinding { saveState(of: record) }
  }

  /// Saves the instance state, which the system keeps for a re-created instance; a bundle over the binder's limit
  /// crashes apps targeting API 24 and later and is dropped with a warning before (<doc:AndroidBehaviour> §3.3).
  private func saveState(of record: ActivityRecord) {
    guard let activity = record.activity else { return }
    let outState = Bundle()
    activity.performSaveInstanceState(outState)
    let size = outState.parcelSize()
    guard size <= binderTransactionLimit else {
      Console.log("E/JavaBinder: !!! FAILED BINDER TRANSACTION !!!  (parcel size = \(size))")
      if targetSdkVersion >= 24 {
        AndroidException.raise(
          AndroidException(
            "java.lang.RuntimeException", "android.os.TransactionTooLargeException: data parcel size \(size) bytes",
            cause: "android.os.TransactionTooLargeException: data parcel size \(size) bytes"))
      } else {
        Console.log("W/ActivityThread: App sent too much data in instance state, so it was ignored")
      }
      return
    }
    record.savedState = outState.copied()
  }

  /// A removed record goes down one stage: stopped, then destroyed.
  private func tearDown(_ record: ActivityRecord) {
    guard let activity = record.activity else {
      finishingRecords.removeAll { $0 === record }
      return
    }
    switch activity.state {
    case .started, .paused: stop(record, saving: false)
    case .resumed: pause(record, forNewIntent: false)
    default: destroy(record)
    }
  }

  private func destroy(_ record: ActivityRecord) {
    loseFocus(record)
    if topResumed === record { topResumed = nil }
    record.activity?.performDestroy()
    record.activity = nil
    finishingRecords.removeAll { $0 === record }
  }

  /// A configuration change the manifest covers goes to `onConfigurationChanged`; otherwise (and for `recreate()`)
  /// the instance is torn down with its state saved and a new one is made on a later step (<doc:AndroidBehaviour> §1.4).
  private func changeConfiguration(of record: ActivityRecord) {
    guard let activity = record.activity else { return }
    let changes = record.configuration.diff(configuration)
    if !record.relaunchRequested, changes & ~record.handledConfigChanges == 0 {
      record.configuration = configuration
      activity.performConfigurationChanged(configuration)
      return
    }
    // `recreate()` makes the new instance even when the activity is not visible; a configuration change waits
    // until it is shown.
    record.makesInstanceWhenHidden = record.relaunchRequested
    record.relaunchRequested = false
    activity.isChangingConfigurations = true
    // The window goes with the instance: no focus change is delivered to it [I].
    if focused === record { focused = nil }
    if activity.state == .resumed { pause(record, forNewIntent: false) }
    if activity.state.isVisible { stop(record, saving: true) }
    guard !AndroidException.isUnwinding else { return }
    loseFocus(record)
    if topResumed === record { topResumed = nil }
    record.nonConfigurationInstance = activity.onRetainNonConfigurationInstance()
    activity.performDestroy()
    activity.record = nil
    record.activity = nil
  }

  /// `recreate()`: the record is relaunched on the next step.
  func relaunch(_ record: ActivityRecord) {
    record.relaunchRequested = true
    scheduleUpdate()
  }

  /// A new instance for the record: the ``AppComponentFactory``'s when the device has one (AOSP
  /// `Instrumentation.newActivity` → `AppComponentFactory.instantiateActivity`), else the class's `init()`. A factory
  /// that fails raises `Unable to instantiate activity` (`ActivityThread.performLaunchActivity`) and the record goes.
  private func instantiate(_ record: ActivityRecord) -> Activity? {
    guard let factory = appComponentFactory else { return record.activityClass.init() }
    var loader = classes
    if record.activityClass != Activity.self { loader.add([record.activityClass]) }  // the class the intent named
    do {
      return try factory.instantiateActivity(
        ClassLoader(activities: loader, application: applicationClass), record.info.className, record.intent)
    } catch {
      remove(record)
      pruneEmptyTasks()
      AndroidException.raise(
        AndroidException(
          "java.lang.RuntimeException", "Unable to instantiate activity \(record.component): \(error)"))
      return nil
    }
  }

  private func startProcessIfNeeded() {
    guard application == nil else { return }
    let application = makeApplication()
    application.device = self
    self.application = application
    application.onCreate()
    LifecycleObservation.notify(application, .onCreate(savedState: nil))
  }

  /// The process's `Application`: the factory's when there is one, else the class's `init()`. Android logs and falls
  /// back to the default factory when the one the manifest names cannot be made (AOSP `LoadedApk.createAppFactory`).
  private func makeApplication() -> Application {
    guard let factory = appComponentFactory else {
      if let named = manifest.application?.androidAttributes["appComponentFactory"] {
        Console.log("E/LoadedApk: Unable to instantiate appComponentFactory \(named)")
      }
      return applicationClass.init()
    }
    do {
      return try factory.instantiateApplication(
        classLoader, manifest.application?.className ?? "android.app.Application")
    } catch {
      AndroidException.raise(
        AndroidException(
          "java.lang.RuntimeException", "Unable to instantiate application \(applicationClass): \(error)"))
      return applicationClass.init()
    }
  }
}
