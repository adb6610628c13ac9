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
    guard let (info, named) = resolve(intent) else { return }
    // AOSP `ActivityRecord`'s `mActivityComponent`: an alias's target is the running component (what the task lists
    // and what FLAG_ACTIVITY_CLEAR_TOP or a launch mode looks for); the intent keeps the alias it named.
    let component =
      manifest.activity(named: named.className)?.isAlias == true
      ? ComponentName(named.packageName, info.className) : named
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
    // With an AppComponentFactory the class is the factory's business, when the instance is made (the placeholder
    // `Activity` type is never instantiated).
    guard
      let activityClass = intent.activityClass ?? classes.lookup(info.className)
        ?? (playsMissingClasses ? StandInActivity.self : nil) ?? (appComponentFactory != nil ? Activity.self : nil)
    else {
      AndroidException.raise(
        AndroidException(
          "java.lang.RuntimeException",
          "Unable to instantiate activity \(component): java.lang.ClassNotFoundException: Didn't find class "
            + "\"\(info.className)\" among the activity classes given to AndroidDevice"))
      return
    }
    let delivered = intent.delivered()
    delivered.setComponent(named)
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

  /// Android's `startActivities(Intent[], Bundle)`: each intent started in turn, the next one from the activity the
  /// one before started (AOSP `ActivityStartController.startActivities`: `resultTo = started.token`, request code
  /// -1), so that the later ones land on the task the first one chose. The tasks change now; only the activity left
  /// on top is made when the callbacks run, the ones under it when they are next shown.
  func startActivities(_ intents: [Intent], from caller: ActivityRecord?, options: Bundle?) {
    var source = caller
    for intent in intents {
      guard !AndroidException.isUnwinding else { return }
      let before = Set(tasks.flatMap(\.records).map(ObjectIdentifier.init))
      startActivity(intent, from: source, requestCode: -1, options: options)
      // The record the intent made, else the one it was delivered to (the top of the front task).
      source =
        tasks.lazy.flatMap(\.records).first { !before.contains(ObjectIdentifier($0)) } ?? tasks.first?.top ?? source
    }
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
    /// AOSP's `isDocumentLaunchesIntoExisting`: a document start that reuses the task of the same document.
    var isDocumentIntoExisting: Bool {
      has(Intent.FLAG_ACTIVITY_NEW_DOCUMENT) && !has(Intent.FLAG_ACTIVITY_MULTIPLE_TASK)
    }
  }

  /// AOSP `ActivityStarter.adjustLaunchFlagsToDocumentMode` and the document part of `setInitialState`: the
  /// manifest's `documentLaunchMode` turned into flags, and a document without a result request made a new task.
  /// The intent keeps the flags, as `mIntent.setFlags(mLaunchFlags)` leaves them (§2.2 [I]).
  private func adjustToDocumentMode(_ request: StartRequest) {
    let intent = request.intent
    let documentFlags = Intent.FLAG_ACTIVITY_NEW_DOCUMENT | Intent.FLAG_ACTIVITY_MULTIPLE_TASK
    if request.has(Intent.FLAG_ACTIVITY_NEW_DOCUMENT)
      && (request.mode == .singleTask || request.mode == .singleInstance)
    {
      Console.log(
        "I/ActivityTaskManager: Ignoring FLAG_ACTIVITY_NEW_DOCUMENT, launchMode is \"singleInstance\" or \"singleTask\""
      )
      intent.removeFlags(documentFlags)
    } else {
      switch request.info.documentLaunchMode {
      case "intoExisting", "always": _ = intent.addFlags(Intent.FLAG_ACTIVITY_NEW_DOCUMENT)
      case "never": intent.removeFlags(documentFlags)
      default: break
      }
    }
    if request.has(Intent.FLAG_ACTIVITY_NEW_DOCUMENT) && request.resultTo == nil {
      _ = intent.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK)
    }
    if request.has(Intent.FLAG_ACTIVITY_NEW_TASK) && request.info.documentLaunchMode == "always" {
      _ = intent.addFlags(Intent.FLAG_ACTIVITY_MULTIPLE_TASK)
    }
  }

  private func place(_ request: StartRequest) {
    var request = request
    adjustToDocumentMode(request)
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
        if request.has(Intent.FLAG_ACTIVITY_RESET_TASK_IF_NEEDED) { resetForLaunch(task) }
        if request.has(Intent.FLAG_ACTIVITY_CLEAR_TASK) && request.has(Intent.FLAG_ACTIVITY_NEW_TASK) {
          for record in task.records.reversed() { remove(record) }
        } else if deliverToExisting(request, in: task) {
          return
        } else if let base = task.baseIntent, !request.has(Intent.FLAG_ACTIVITY_CLEAR_TOP),
          task.realActivity == request.component
            ? base.filterEquals(request.intent) : request.has(Intent.FLAG_ACTIVITY_RESET_TASK_IF_NEEDED)
        {
          // The task is brought back as it was (§2.2, FLAG_ACTIVITY_NEW_TASK): started with the intent that made
          // it, though its root may have finished since (a splash screen), or reset by the launcher for another
          // of its activities (AOSP `complyActivityFlags`, which compares with the task's `realActivity`).
          return
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
    // AOSP `ActivityStarter`: FLAG_ACTIVITY_TASK_ON_HOME with NEW_TASK makes the task return to home when left.
    if newTask && request.has(Intent.FLAG_ACTIVITY_TASK_ON_HOME) && request.has(Intent.FLAG_ACTIVITY_NEW_TASK) {
      task.returnTo = nil
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
    default:
      break
    }
    // AOSP `RootWindowContainer`'s task search: a task made by the same activity (its `realActivity`, even if that
    // activity has finished since) whose document (the base intent's data when it is a document) is the same wins;
    // else, for starts that are not documents, the first task of the same affinity that is not a document either.
    let isDocument = request.has(Intent.FLAG_ACTIVITY_NEW_DOCUMENT)
    let document = isDocument ? request.intent.data : nil
    if let ideal = tasks.first(where: { task in
      guard let base = task.baseIntent, task.realActivity == request.component else { return false }
      return (base.has(Intent.FLAG_ACTIVITY_NEW_DOCUMENT) ? base.data : nil) == document
    }) {
      return ideal
    }
    // A singleInstancePerTask activity is always the root of its task (§2.1).
    guard !isDocument, request.mode != .singleInstancePerTask else { return nil }
    // An empty affinity is none: it matches no task (AOSP keeps it as null).
    guard let affinity = manifest.taskAffinity(of: request.info), !affinity.isEmpty else { return nil }
    return tasks.first { task in
      task.affinity == affinity && task.root?.info.effectiveLaunchMode != .singleInstance
        && task.baseIntent?.has(Intent.FLAG_ACTIVITY_NEW_DOCUMENT) != true
    }
  }

  /// `FLAG_ACTIVITY_RESET_TASK_IF_NEEDED`, what the launcher sends (AOSP `ResetTargetTaskHelper` [I]). Above the
  /// task's root, top down: an activity that may reparent (`allowTaskReparenting`) and belongs to another affinity
  /// goes to the bottom of a task of that affinity (a new one at the back of recents when there is none); otherwise
  /// it is finished when it has `finishOnTaskLaunch` or the root has `clearTaskOnLaunch`. Then activities of other
  /// tasks that may reparent and have this task's affinity move onto it. Activities waiting to return a result stay.
  private func resetForLaunch(_ task: TaskRecord) {
    guard let root = task.root else { return }
    let forceReset = root.info.androidAttributes["clearTaskOnLaunch"] == "true"
    for record in task.records.dropFirst().reversed() where !record.finishing {
      let affinity = manifest.taskAffinity(of: record.info) ?? ""
      if !Self.finishesOnTaskLaunch(record), record.resultTo == nil, Self.mayReparent(record), !affinity.isEmpty,
        affinity != task.affinity
      {
        move(record, toBottomOfTaskWithAffinity: affinity)
      } else if forceReset || Self.finishesOnTaskLaunch(record) {
        remove(record)
      }
    }
    guard let affinity = task.affinity, !affinity.isEmpty else { return }
    for other in tasks where other !== task {
      for record in other.records.dropFirst()
      where !record.finishing && record.resultTo == nil && Self.mayReparent(record)
        && manifest.taskAffinity(of: record.info) == affinity
      {
        if forceReset || Self.finishesOnTaskLaunch(record) {
          remove(record)
        } else {
          other.records.removeAll { $0 === record }
          record.task = task
          task.records.append(record)
        }
      }
    }
  }

  private static func mayReparent(_ record: ActivityRecord) -> Bool {
    record.info.androidAttributes["allowTaskReparenting"] == "true"
  }

  private static func finishesOnTaskLaunch(_ record: ActivityRecord) -> Bool {
    record.info.androidAttributes["finishOnTaskLaunch"] == "true"
  }

  private func move(_ record: ActivityRecord, toBottomOfTaskWithAffinity affinity: String) {
    record.task?.records.removeAll { $0 === record }
    let destination: TaskRecord
    if let existing = tasks.last(where: { $0.affinity == affinity }) {
      destination = existing
    } else {
      destination = TaskRecord(id: nextTaskID, affinity: affinity)
      nextTaskID += 1
      tasks.append(destination)
    }
    record.task = destination
    destination.records.insert(record, at: 0)
  }

  /// Delivers the intent to an instance already in `task` when the launch mode or flags say so: clear-top,
  /// reorder-to-front, single-top. Returns whether it was delivered (no new instance).
  private func deliverToExisting(_ request: StartRequest, in task: TaskRecord) -> Bool {
    let clearTop =
      request.has(Intent.FLAG_ACTIVITY_CLEAR_TOP) || request.isDocumentIntoExisting || request.mode == .singleTask
      || request.mode == .singleInstance || request.mode == .singleInstancePerTask
    if clearTop, let index = task.records.lastIndex(where: { $0.component == request.component && !$0.finishing }) {
      for record in task.records[(index + 1)...].reversed() { remove(record) }
      let existing = task.records[index]
      if request.mode == .standard && !request.has(Intent.FLAG_ACTIVITY_SINGLE_TOP) && !request.isDocumentIntoExisting {
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
    if task.records.isEmpty {
      task.baseIntent = request.intent
      task.realActivity = request.component
    }
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
