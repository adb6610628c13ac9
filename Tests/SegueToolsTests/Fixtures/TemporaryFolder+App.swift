import SegueTestSupport

extension TemporaryFolder {
  /// A storyboard with a push segue `s1` outside any navigation controller (an error) and an
  /// unreachable scene `C` (a warning); `labelC` is scene C's Interface Builder label, `padding` blank
  /// lines that move everything down (as a re-save may).
  static func app(labelC: String = "Orphan", padding: Int = 0, extraUnreachable: String? = nil) -> String {
    let extra = extraUnreachable.map { Fixture.scene(Fixture.controller("viewController", $0)) } ?? ""
    return Fixture.storyboard(
      initial: "A",
      Fixture.scene(
        Fixture.controller(
          "viewController", "A", segues: Fixture.segue("s1", to: "B", kind: "push", "identifier=\"Next\""))),
      String(repeating: "\n", count: padding) + Fixture.scene(Fixture.controller("viewController", "B")),
      Fixture.scene(Fixture.controller("viewController", "C", "userLabel=\"\(labelC)\"")), extra)
  }
}
