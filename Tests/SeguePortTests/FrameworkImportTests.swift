import Testing

@testable import SeguePort

/// The frameworks apps import around their screens (WebKit, MapKit, CoreLocation, AVFoundation, UserNotifications,
/// PhotosUI, ContactsUI) port to SegueKit's stand-ins with no `--stubs`, and a user's own stub module of a framework
/// still wins, as for the system view controllers' frameworks.
@Suite struct FrameworkImportTests {
  static let source = """
    import CoreLocation
    import MapKit
    @testable import Kingfisher
    import struct AVFoundation.CMTime
    import WebKit

    final class Map: UIViewController {}

    """

  @Test func frameworksImportedAroundScreensBecomeTheStandInsWithoutStubs() {
    let port = SourcePort(sources: ["Map.swift": Self.source])
    #expect(
      port.files["Map.swift"] == """
        import CoreLocationCompat
        import MapKitCompat
        @testable import Kingfisher
        import struct AVFoundationCompat.CMTime
        import WebKitCompat

        final class Map: UIViewController {}

        """)
    #expect(port.counts[.importFramework] == 4)
    #expect(port.missingFrameworks.map(\.module) == ["Kingfisher"])
  }

  @Test func aUsersStubOfTheFrameworkWins() {
    let port = SourcePort(sources: ["Map.swift": Self.source], stubs: ["MapKit", "WebKit"])
    #expect(
      port.files["Map.swift"] == """
        import CoreLocationCompat
        import MapKit
        @testable import Kingfisher
        import struct AVFoundationCompat.CMTime
        import WebKit

        final class Map: UIViewController {}

        """)
    #expect(port.missingFrameworks.map(\.module) == ["MapKit", "Kingfisher", "WebKit"])
  }

  @Test func everyMappedFrameworkHasItsModuleAndTheManifestListsEachOnce() {
    #expect(
      SourceScanner.frameworkModules == [
        "AVFoundation": "AVFoundationCompat", "Contacts": "ContactsUICompat", "ContactsUI": "ContactsUICompat",
        "CoreLocation": "CoreLocationCompat", "MapKit": "MapKitCompat", "MessageUI": "MessageUICompat",
        "PhotosUI": "PhotosUICompat", "QuickLook": "QuickLookCompat", "SafariServices": "SafariServicesCompat",
        "StoreKit": "StoreKitCompat", "UserNotifications": "UserNotificationsCompat", "WebKit": "WebKitCompat",
        "Security": "SecurityCompat",
      ])
    #expect(SourceScanner.linuxModules.isSuperset(of: SourceScanner.frameworkModules.values))
    let manifest = PackageManifest(
      name: "People", segueKit: "/opt/SegueKit", hasResources: false, hasTests: false,
      frameworks: ["ContactsUICompat", "ContactsUICompat", "CoreLocationCompat"])
    #expect(
      manifest.text.contains(
        """
              dependencies: [.product(name: "SegueKit", package: "SegueKit"), .product(name: "ContactsUICompat", \
        package: "SegueKit"), .product(name: "CoreLocationCompat", package: "SegueKit")],
        """))
  }
}
