public import Testing

/// The behaviour sections that tests check: `.tags(.spec3_3)` marks a test of §3.3. The DocC articles of SegueKit
/// (`Sources/SegueKitCore/SegueKitCore.docc`) carry the same section numbers.
///
/// `swift test --filter` matches test names, not tags; run one section with `.ci/spec-tests 3.3`.
extension Tag {
  @Tag public static var spec0_2: Self
  @Tag public static var spec1_1: Self
  @Tag public static var spec1_2: Self
  @Tag public static var spec1_4: Self
  @Tag public static var spec2_1: Self
  @Tag public static var spec2_2: Self
  @Tag public static var spec2_3: Self
  @Tag public static var spec2_4: Self
  @Tag public static var spec2_5: Self
  @Tag public static var spec2_6: Self
  @Tag public static var spec3_1: Self
  @Tag public static var spec3_2: Self
  @Tag public static var spec3_3: Self
  @Tag public static var spec3_5: Self
  @Tag public static var spec4_1: Self
  @Tag public static var spec4_2: Self
  @Tag public static var spec4_3: Self
  @Tag public static var spec4_5: Self
  @Tag public static var spec4_6: Self
  @Tag public static var spec4_7: Self
  @Tag public static var spec4_8: Self
  @Tag public static var spec4_9: Self
  @Tag public static var spec5_2: Self
  @Tag public static var spec5_3: Self
  @Tag public static var spec5_5: Self
  @Tag public static var spec5_6: Self
  @Tag public static var spec6_1: Self
  @Tag public static var spec6_2: Self
  @Tag public static var spec6_3: Self
  @Tag public static var spec6_4: Self
  @Tag public static var spec6_5: Self
  @Tag public static var spec7_1: Self
  @Tag public static var spec7_2: Self
  @Tag public static var spec7_3: Self
  @Tag public static var spec7_4: Self
  @Tag public static var spec8_1: Self
  @Tag public static var spec8_2: Self
  @Tag public static var spec8_3: Self
  @Tag public static var spec9_1: Self
  @Tag public static var spec9_2: Self
  @Tag public static var spec9_3: Self
  @Tag public static var spec11_1: Self
  @Tag public static var spec11_2: Self
  @Tag public static var spec11_3: Self
  @Tag public static var spec11_4: Self

  /// Appendix A: UIKit's exception names and reason texts.
  @Tag public static var appendixA: Self

  /// The rule the test checks is one the spec marks [I], inferred rather than verified on a device.
  @Tag public static var inferred: Self
}
