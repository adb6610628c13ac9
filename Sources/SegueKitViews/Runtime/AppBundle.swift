internal import Foundation

/// The bundle that `nil` and `Bundle.main` stand for when SegueKit looks up storyboards and nibs.
///
/// On iOS the main bundle is the app. Here the process is a test runner or `segue`, so once
/// `UIApplication.launch(bundle:…)` has launched an app folder, that folder answers for the main bundle: app code
/// written for iOS (`UINib(nibName: "Cell", bundle: nil)`, `Bundle.main.loadNibNamed(…)`) finds the app's files.
@MainActor
package enum AppBundle {
  /// The bundle of the app launched last; asset catalogs are looked up there too (`UIImage(named:)`).
  package static var launched: Bundle? {
    didSet { AssetCatalog.launchedBundle = launched }
  }

  package static func resolve(_ bundle: Bundle?) -> Bundle {
    guard let bundle, bundle.bundlePath != Bundle.main.bundlePath else { return launched ?? .main }
    return bundle
  }
}
