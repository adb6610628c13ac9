/// A life-cycle callback of an activity, a fragment or the application, with the argument a trace shows, as the
/// runtime runs it and the testing library records it.
///
/// Not in Android. `package`: the runtime's steps build these, ``LifecycleObservation`` hands them on, and the
/// testing library prints them (`onCreate(null)`, `onWindowFocusChanged(true)`), so no step is written as text and
/// read back.
package enum LifecycleCallback: Equatable, Sendable, CustomStringConvertible {
  /// `onCreate(Bundle)` with the saved state or without it (`true`: there is one); `nil` for the application's
  /// `onCreate()`, which has no parameter.
  case onCreate(savedState: Bool?)
  case onRestart
  case onStart
  case onRestoreInstanceState
  /// `onPostCreate(Bundle)`, with the saved state or without it.
  case onPostCreate(savedState: Bool)
  case onResume
  case onPostResume
  case onTopResumedActivityChanged(Bool)
  case onWindowFocusChanged(Bool)
  case onUserLeaveHint
  case onPause
  case onStop
  case onSaveInstanceState
  case onDestroy
  case onNewIntent
  /// `onActivityResult(requestCode, resultCode, data)`.
  case onActivityResult(requestCode: Int32, resultCode: Int32)
  case onConfigurationChanged
  case onRequestPermissionsResult(requestCode: Int32)
  // Fragments' own.
  case onAttach
  case onCreateView
  case onViewCreated
  case onViewStateRestored
  case onDestroyView
  case onDetach
  case onHiddenChanged(Bool)

  /// The method's name, as Android's `SuperNotCalledException` names it: `onCreate`.
  package var methodName: String {
    switch self {
    case .onCreate: "onCreate"
    case .onRestart: "onRestart"
    case .onStart: "onStart"
    case .onRestoreInstanceState: "onRestoreInstanceState"
    case .onPostCreate: "onPostCreate"
    case .onResume: "onResume"
    case .onPostResume: "onPostResume"
    case .onTopResumedActivityChanged: "onTopResumedActivityChanged"
    case .onWindowFocusChanged: "onWindowFocusChanged"
    case .onUserLeaveHint: "onUserLeaveHint"
    case .onPause: "onPause"
    case .onStop: "onStop"
    case .onSaveInstanceState: "onSaveInstanceState"
    case .onDestroy: "onDestroy"
    case .onNewIntent: "onNewIntent"
    case .onActivityResult: "onActivityResult"
    case .onConfigurationChanged: "onConfigurationChanged"
    case .onRequestPermissionsResult: "onRequestPermissionsResult"
    case .onAttach: "onAttach"
    case .onCreateView: "onCreateView"
    case .onViewCreated: "onViewCreated"
    case .onViewStateRestored: "onViewStateRestored"
    case .onDestroyView: "onDestroyView"
    case .onDetach: "onDetach"
    case .onHiddenChanged: "onHiddenChanged"
    }
  }

  /// As a trace shows it: the method's name, then the argument that tells calls apart (`onCreate(null)`,
  /// `onCreate(savedState)`, `onActivityResult(1, -1)`, `onWindowFocusChanged(true)`).
  package var description: String {
    switch self {
    case .onCreate(let savedState?), .onPostCreate(let savedState):
      "\(methodName)(\(savedState ? "savedState" : "null"))"
    case .onTopResumedActivityChanged(let flag), .onWindowFocusChanged(let flag), .onHiddenChanged(let flag):
      "\(methodName)(\(flag))"
    case .onActivityResult(let requestCode, let resultCode): "\(methodName)(\(requestCode), \(resultCode))"
    case .onRequestPermissionsResult(let requestCode): "\(methodName)(\(requestCode))"
    case .onCreate(savedState: nil), .onRestart, .onStart, .onRestoreInstanceState, .onResume, .onPostResume,
      .onUserLeaveHint, .onPause, .onStop, .onSaveInstanceState, .onDestroy, .onNewIntent, .onConfigurationChanged,
      .onAttach, .onCreateView, .onViewCreated, .onViewStateRestored, .onDestroyView, .onDetach:
      methodName
    }
  }
}
