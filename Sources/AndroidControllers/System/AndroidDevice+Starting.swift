internal import AndroidFormat

// `startActivity`: resolution, the binder's size limit, then the task and the record the intent lands in, per launch
// mode and flags (§2.1, §2.2, §2.4). The tasks change now; the callbacks follow on the main queue.
extension AndroidDevice {
  func startActivity(_ intent: Intent, from caller: ActivityRecord?, requestCode: Int32, options: Bundle? = nil) {
    guard !AndroidException.isUnwinding else { return }
    if let caller, detachedRecords.contains(where: { $0 === caller }) {
      startedFromDetached.insert(StartedIntent(intent: intent, requestCode: requestCode, options: options), at: 0)
      return
    }
    if let caller, intent.action == PackageManager.ACTION_REQUEST_PERMISSIONS {
      return answerPermissionRequest(intent, from: caller, requestCode: requestCode)
    }
    guard let (info, component) = resolve(intent) else { return }
    if intent.has(Intent.FLAG_ACTIVITY_FORWARD_RESULT) && requestCode >= 0 {
      AndroidException.raise(.androidRuntime("FORWARD_RESULT_FLAG used while also requesting a result"))
      return
    }
    let size = intent.extrasParcelSize
    if size > binderTransactionLimit {
      Console.log("E/JavaBinder: !!! FAILED BINDER TRANSACTION !!!  (parcel size = \(size))")
      AndroidException.raise(
        AndroidException(
          "java.lang.RuntimeException", "Failure from system",
          cause: "android.os.TransactionTooLargeException: data parcel size \(size) bytes"))
      return
    }
    guard let activityClass = intent.activityClass ?? classes.lookup(info.className) else {
      AndroidException.raise(
        AndroidException(
          "java.lang.RuntimeException",
          "Unable to instantiate activity \(component): java.lang.ClassNotFoundException: Didn't find class "
            + "\"\(info.className)\" among the activity classes given to AndroidDevice"))
      return
    }
    let delivered = intent.delivered()
    delivered.setComponent(component)
    delivered.activityClass = activityClass
    var request = StartRequest(
      intent: delivered, info: info, component: component, activityClass: activityClass, caller: caller,
      resultTo: requestCode >= 0 ? caller : nil, requestCode: requestCode)
    if intent.has(Intent.FLAG_ACTIVITY_FORWARD_RESULT), let caller {
      request.resultTo = caller.resultTo
      request.requestCode = caller.requestCode
      caller.resultTo = nil
    }
    place(request)
    pruneEmptyTasks()
    scheduleUpdate()
  }

  @MainActor
  private struct StartRequest {
    let intent: Intent
    let info: ManifestActivity
    let component: ComponentName
    let activityClass: Activity.Type
    let caller: ActivityRecord?
    var resultTo: ActivityRecord?
    var requestCode: Int32

    var mode: LaunchMode { info.effectiveLaunchMode }
    func has(_ flag: Int32) -> Bool { intent.has(flag) }
  }

  private func place(_ request: StartRequest) {
    var request = request
    let newTask =
      request.has(Intent.FLAG_ACTIVITY_NEW_TASK) || request.caller == nil
      || [.singleTask, .singleInstance, .singleInstancePerTask].contains(request.mode)
      || request.caller?.info.effectiveLaunchMode == .singleInstance
    if newTask, let resultTo = request.resultTo {
      // A result cannot cross tasks: the caller is told RESULT_CANCELED at once (§3.4).
      resultTo.pendingResults.append((request.requestCode, Activity.RESULT_CANCELED, nil))
      request.resultTo = nil
    }
    let task: TaskRecord
    if newTask {
      if let reusable = reusableTask(for: request) {
        task = reusable
        bringToFront(task)
        if request.has(Intent.FLAG_ACTIVITY_CLEAR_TASK) && request.has(Intent.FLAG_ACTIVITY_NEW_TASK) {
          for record in task.records.reversed() { remove(record) }
        } else if deliverToExisting(request, in: task) {
          return
        } else if let root = task.root, root.component == request.component, root.intent.filterEquals(request.intent),
          !request.has(Intent.FLAG_ACTIVITY_CLEAR_TOP)
        {
          return  // The task of that activity is brought back as it was (§2.2, FLAG_ACTIVITY_NEW_TASK).
        }
      } else {
        task = makeTask(affinity: manifest.taskAffinity(of: request.info))
        isHome = false
      }
    } else {
      guard let callerTask = request.caller?.task else { return }
      task = callerTask
      if deliverToExisting(request, in: task) { return }
    }
    push(request, onto: task)
  }

  /// The task a new-task start goes to: for `singleTask`/`singleInstance`, the one holding the activity; otherwise
  /// the one whose root has the activity's affinity. `FLAG_ACTIVITY_MULTIPLE_TASK` always makes a new task.
  private func reusableTask(for request: StartRequest) -> TaskRecord? {
    if request.has(Intent.FLAG_ACTIVITY_MULTIPLE_TASK) && request.mode != .singleTask
      && request.mode != .singleInstance
    {
      return nil
    }
    switch request.mode {
    case .singleInstance, .singleTask:
      if let holding = tasks.first(where: { $0.records.contains { $0.component == request.component } }) {
        return holding
      }
      if request.mode == .singleInstance { return nil }
    case .singleInstancePerTask:
      return tasks.first { $0.root?.component == request.component }
    default:
      break
    }
    let affinity = manifest.taskAffinity(of: request.info)
    return tasks.first { task in
      task.affinity == affinity && task.root?.info.effectiveLaunchMode != .singleInstance
    }
  }

  /// Delivers the intent to an instance already in `task` when the launch mode or flags say so: clear-top,
  /// reorder-to-front, single-top. Returns whether it was delivered (no new instance).
  private func deliverToExisting(_ request: StartRequest, in task: TaskRecord) -> Bool {
    let clearTop =
      request.has(Intent.FLAG_ACTIVITY_CLEAR_TOP) || request.mode == .singleTask || request.mode == .singleInstance
      || request.mode == .singleInstancePerTask
    if clearTop, let index = task.records.lastIndex(where: { $0.component == request.component && !$0.finishing }) {
      for record in task.records[(index + 1)...].reversed() { remove(record) }
      let existing = task.records[index]
      if request.mode == .standard && !request.has(Intent.FLAG_ACTIVITY_SINGLE_TOP) {
        remove(existing)
        return false  // Finished and made again (§2.2, FLAG_ACTIVITY_CLEAR_TOP).
      }
      existing.pendingNewIntents.append(request.intent)
      return true
    }
    if request.has(Intent.FLAG_ACTIVITY_REORDER_TO_FRONT),
      let index = task.records.lastIndex(where: { $0.component == request.component && !$0.finishing })
    {
      let existing = task.records.remove(at: index)
      task.records.append(existing)
      existing.pendingNewIntents.append(request.intent)
      return true
    }
    if request.has(Intent.FLAG_ACTIVITY_SINGLE_TOP) || request.mode == .singleTop {
      if let top = task.top, top.component == request.component, !top.finishing {
        top.pendingNewIntents.append(request.intent)
        return true
      }
    }
    return false
  }

  private func push(_ request: StartRequest, onto task: TaskRecord) {
    let record = ActivityRecord(
      info: request.info, component: request.component, activityClass: request.activityClass,
      intent: request.intent, device: self,
      noHistory: request.has(Intent.FLAG_ACTIVITY_NO_HISTORY) || request.info.noHistory == true)
    record.resultTo = request.resultTo
    record.requestCode = request.requestCode
    record.task = task
    task.records.append(record)
  }

  // MARK: Leaving

  /// `finish()`: the record leaves its task now; its result goes to the activity that asked for it.
  func finish(_ record: ActivityRecord) {
    remove(record)
    pruneEmptyTasks()
    scheduleUpdate()
  }

  /// `finishAffinity()`: the record and those below it in its task that share its `taskAffinity`, down to the first
  /// that does not (AOSP ActivityClientController.finishActivityAffinity, top to bottom from the record).
  func finishAffinity(_ record: ActivityRecord) {
    guard let task = record.task, let index = task.records.firstIndex(where: { $0 === record }) else { return }
    let affinity = manifest.taskAffinity(of: record.info)
    for below in task.records[...index].reversed() {
      guard manifest.taskAffinity(of: below.info) == affinity else { break }
      remove(below)
    }
    pruneEmptyTasks()
    scheduleUpdate()
  }

  /// `finishAndRemoveTask()`: every activity of the record's task finishes, top first, and the task leaves recents.
  func finishTask(of record: ActivityRecord) {
    guard let task = record.task else { return finish(record) }
    for member in task.records.reversed() { remove(member) }
    pruneEmptyTasks()
    scheduleUpdate()
  }

  /// Takes a record out of its task: it is destroyed on the next update, and its caller gets its result
  /// (`RESULT_CANCELED` unless it set one).
  func remove(_ record: ActivityRecord) {
    guard !record.finishing else { return }
    record.finishing = true
    record.activity?.isFinishing = true
    if let resultTo = record.resultTo {
      let activity = record.activity
      resultTo.pendingResults.append(
        (record.requestCode, activity?.resultCode ?? Activity.RESULT_CANCELED, activity?.resultData?.delivered()))
      record.resultTo = nil
    }
    record.task?.records.removeAll { $0 === record }
    if record.activity != nil { finishingRecords.append(record) }
  }

  /// Drops the tasks left empty; when the front one goes, the task it was started from comes back, or the home
  /// screen when there is none.
  func pruneEmptyTasks() {
    while let index = tasks.firstIndex(where: { $0.records.isEmpty }) {
      let task = tasks.remove(at: index)
      guard index == 0, !isHome else { continue }
      if let back = task.returnTo, let backIndex = tasks.firstIndex(where: { $0 === back }) {
        tasks.insert(tasks.remove(at: backIndex), at: 0)
      } else {
        isHome = true
      }
    }
  }
}
