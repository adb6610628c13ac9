import Testing

@testable import SeguePort

/// The ported package's manifest: an app that imports Apple's logging depends on SegueKit's OSLogCompat.
@Suite struct PackageManifestTests {
  @Test func anAppThatLogsDependsOnOSLogCompat() {
    let manifest = PackageManifest(
      name: "Radio", segueKit: "/opt/SegueKit", hasResources: false, hasTests: false, usesOSLog: true)
    #expect(
      manifest.text.contains(
        """
              dependencies: [.product(name: "SegueKit", package: "SegueKit"), .product(name: "OSLogCompat", \
        package: "SegueKit")],
        """))
    let silent = PackageManifest(name: "Radio", segueKit: "/opt/SegueKit", hasResources: false, hasTests: false)
    #expect(!silent.text.contains("OSLogCompat"))
  }

  /// SegueKit's modules of MessageUI and SafariServices: an app that imports them depends on them, no stubs needed.
  @Test func anAppThatPresentsSystemControllersDependsOnTheirModules() {
    let manifest = PackageManifest(
      name: "Mail", segueKit: "/opt/SegueKit", hasResources: false, hasTests: false,
      frameworks: ["MessageUICompat", "SafariServicesCompat"])
    #expect(
      manifest.text.contains(
        """
              dependencies: [.product(name: "SegueKit", package: "SegueKit"), .product(name: "MessageUICompat", \
        package: "SegueKit"), .product(name: "SafariServicesCompat", package: "SegueKit")],
        """))
    #expect(SourceScanner.linuxModules.isSuperset(of: ["MessageUICompat", "SafariServicesCompat"]))
    #expect(SourceScanner.frameworkModules["MessageUI"] == "MessageUICompat")
  }
}
