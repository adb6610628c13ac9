import Testing

@testable import SeguePort

/// The ported package's manifest: an app that imports `os` gets SegueKit's stand-in module on Linux only (on Apple's
/// platforms the system's `os` is the one to use).
@Suite struct PackageManifestTests {
  @Test func anAppThatLogsDependsOnTheOSStandInOnLinux() {
    let manifest = PackageManifest(
      name: "Radio", segueKit: "/opt/SegueKit", hasResources: false, hasTests: false, usesOSLog: true)
    #expect(
      manifest.text.contains(
        """
              dependencies: [.product(name: "SegueKit", package: "SegueKit"),
                .product(name: "os", package: "SegueKit", condition: .when(platforms: [.linux]))],
        """))
    let silent = PackageManifest(name: "Radio", segueKit: "/opt/SegueKit", hasResources: false, hasTests: false)
    #expect(!silent.text.contains(#"name: "os""#))
  }
}
