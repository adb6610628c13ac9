public import Testing

/// The sections of Android's behaviour reference (`android-model.md`) that tests check: `.tags(.android4_1)` marks a
/// test of its §4.1. Run one section with `.ci/spec-tests android4.1`.
extension Tag {
  /// §2.1: launch modes.
  @Tag public static var android2_1: Self
  /// §2.3: task affinity.
  @Tag public static var android2_3: Self
  /// §4.1: the manifest's elements and attributes.
  @Tag public static var android4_1: Self
  /// §4.2: the manifest's failure modes.
  @Tag public static var android4_2: Self
}
