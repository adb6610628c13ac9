internal import AndroidFormat

// Starting activities, finishing, results and tasks (§2, §3).
extension Activity {
  /// Android's `startActivityForResult(Intent, int)`: a negative request code expects no result.
  public func startActivityForResult(_ intent: Intent, _ requestCode: Int32) {
    startActivityForResult(intent, requestCode, nil)
  }

  /// Android's `startActivityForResult(Intent, int, Bundle)`.
  public func startActivityForResult(_ intent: Intent, _ requestCode: Int32, _ options: Bundle?) {
    guard !AndroidException.isUnwinding else { return }
    guard let record, let device = record.device else {
      AndroidException.raise(.nullPointer(method: "startActivityForResult"))
      return
    }
    device.startActivity(intent, from: record, requestCode: requestCode, options: options)
  }

  /// Android's `startActivities(Intent[])`: each intent started in turn, the last one on top.
  public func startActivities(_ intents: [Intent]) {
    startActivities(intents, nil)
  }

  /// Android's `startActivities(Intent[], Bundle)`: the intents started in turn, each from the activity the one
  /// before started (so a first intent with `FLAG_ACTIVITY_NEW_TASK` takes the others to its task); only the last
  /// one's activity is made now, the ones under it when Back shows them.
  public func startActivities(_ intents: [Intent], _ options: Bundle?) {
    guard !AndroidException.isUnwinding else { return }
    guard let record, let device = record.device else {
      AndroidException.raise(.nullPointer(method: "startActivities"))
      return
    }
    device.startActivities(intents, from: record, options: options)
  }

  /// Android's `setResult(int)`.
  public func setResult(_ resultCode: Int32) {
    setResult(resultCode, nil)
  }

  /// Android's `setResult(int, Intent)`.
  public func setResult(_ resultCode: Int32, _ data: Intent?) {
    self.resultCode = resultCode
    resultData = data
  }

  /// Android's `finishAffinity()`: finishes this activity and those right below it in its task that have the same
  /// `taskAffinity`. An activity that set a result throws Android's `IllegalStateException` (the result would have
  /// nowhere to go).
  public func finishAffinity() {
    guard !AndroidException.isUnwinding else { return }
    guard resultCode == Activity.RESULT_CANCELED, resultData == nil else {
      return AndroidException.raise(.illegalState("Can not be called to deliver a result"))
    }
    guard let record, let device = record.device else {
      isFinishing = true
      return
    }
    device.finishAffinity(record)
  }

  /// Android's `finishAndRemoveTask()`: finishes every activity in this activity's task and removes the task from
  /// recents.
  public func finishAndRemoveTask() {
    guard !AndroidException.isUnwinding else { return }
    guard let record, let device = record.device else {
      isFinishing = true
      return
    }
    device.finishTask(of: record)
  }

  /// Android's `getParentActivityIntent()`: an intent for the manifest's `android:parentActivityName` (a main
  /// intent, `ACTION_MAIN` + `CATEGORY_LAUNCHER`, when that parent has no parent itself); `nil` without one, or when
  /// the manifest does not declare the parent (with the platform's log line).
  public var parentActivityIntent: Intent? {
    guard let record, let device = record.device, let parentName = record.info.parentActivityName else { return nil }
    let target = ComponentName(device.packageName, parentName)
    guard let parentInfo = device.manifest.activity(named: parentName) else {
      Console.log("E/Activity: getParentActivityIntent: bad parentActivityName '\(parentName)' in manifest")
      return nil
    }
    guard parentInfo.parentActivityName != nil else {
      return Intent(Intent.ACTION_MAIN).addCategory(Intent.CATEGORY_LAUNCHER).setComponent(target)
    }
    return Intent().setComponent(target)
  }

  /// Android's `runOnUiThread(Runnable)`: on the main thread, which is the only thread here, the action runs now.
  public func runOnUiThread(_ action: () -> Void) { action() }

  /// Android's `moveTaskToBack(boolean nonRoot)`: the task goes behind the others (to the home screen when it was
  /// in front); returns false when `nonRoot` is false and the activity is not the task's root.
  @discardableResult
  public func moveTaskToBack(_ nonRoot: Bool) -> Bool {
    guard let record, let device = record.device, let task = record.task else { return false }
    guard nonRoot || isTaskRoot else { return false }
    device.moveTaskToBack(task)
    return true
  }

  /// Android's `recreate()`: the activity is destroyed and a new instance made with its saved state, as for a
  /// configuration change.
  public func recreate() {
    guard let record, let device = record.device else { return }
    device.relaunch(record)
  }
}
