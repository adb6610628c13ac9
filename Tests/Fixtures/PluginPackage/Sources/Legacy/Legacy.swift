/// A target whose storyboard has a finding on purpose (a custom segue that names no segue class), so
/// `.ci/run` can check that `swift package segue-lint` reports it and fails, and that `--target Screens` passes.
public enum Legacy {
  public static let storyboardName = "Legacy"
}
