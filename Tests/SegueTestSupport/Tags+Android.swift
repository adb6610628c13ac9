public import Testing

/// The sections of Android's behaviour reference (`android-model.md`) that tests check: `.tags(.android4_1)` marks a
/// test of its §4.1. Run one section with `.ci/spec-tests android4.1`.
extension Tag {
  /// §1.0: the callbacks and their contract.
  @Tag public static var android1_0: Self
  /// §1.1: cold launch of the launcher activity.
  @Tag public static var android1_1: Self
  /// §1.2: an activity starts another.
  @Tag public static var android1_2: Self
  /// §1.3: Back and `finish()`, results.
  @Tag public static var android1_3: Self
  /// §1.4: configuration change and re-creation.
  @Tag public static var android1_4: Self
  /// §1.5: translucent and dialog-themed activities.
  @Tag public static var android1_5: Self
  /// §1.6: Home and return.
  @Tag public static var android1_6: Self
  /// §1.7: process death and restore.
  @Tag public static var android1_7: Self
  /// §1.8: `finish()` from inside a callback.
  @Tag public static var android1_8: Self
  /// §1.9: AndroidX's `Lifecycle` states and events.
  @Tag public static var android1_9: Self
  /// §2.1: launch modes.
  @Tag public static var android2_1: Self
  /// §2.2: intent flags.
  @Tag public static var android2_2: Self
  /// §2.3: task affinity.
  @Tag public static var android2_3: Self
  /// §3.1: activities are made by the system from intents.
  @Tag public static var android3_1: Self
  /// §3.2: extras and `Bundle` values.
  @Tag public static var android3_2: Self
  /// §3.3: the binder's 1 MB transaction limit.
  @Tag public static var android3_3: Self
  /// §3.4: results, legacy and the Activity Result API.
  @Tag public static var android3_4: Self
  /// §5.1: fragment creation and arguments.
  @Tag public static var android5_1: Self
  /// §5.2: fragment transactions and commits.
  @Tag public static var android5_2: Self
  /// §5.3: the fragment back stack.
  @Tag public static var android5_3: Self
  /// §5.4: the fragment life cycle.
  @Tag public static var android5_4: Self
  /// §5.5: nested fragments.
  @Tag public static var android5_5: Self
  /// §4.1: the manifest's elements and attributes.
  @Tag public static var android4_1: Self
  /// §4.2: the manifest's failure modes.
  @Tag public static var android4_2: Self
  /// §6.1: the navigation graph XML.
  @Tag public static var android6_1: Self
  /// §6.2: NavController semantics.
  @Tag public static var android6_2: Self
  /// §6.3: Safe Args and arguments.
  @Tag public static var android6_3: Self
  /// §6.4: deep links.
  @Tag public static var android6_4: Self
  /// §6.5: TestNavHostController.
  @Tag public static var android6_5: Self
  /// Appendix A: Android's exception classes and message texts.
  @Tag public static var androidAppendixA: Self
}
