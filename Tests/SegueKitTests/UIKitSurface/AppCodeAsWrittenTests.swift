import SegueKit
import Testing

/// UIKit names apps use beside navigation, written as Swift Radio (Tests/Fixtures/PortedApps) writes them: image
/// literals, a responder's Handoff activity, a snapshot through an image renderer, a sheet's detents and a list
/// cell's content configuration.
///
/// Source: Apple's documentation for `UIImage.init(imageLiteralResourceName:)`, `_ColorLiteralType` (UIKit's
/// overlay: `UIColor: _ExpressibleByColorLiteral`), `UIResponder.userActivity` and
/// `updateUserActivityState(_:)` ("subclasses override"), `NSUserActivity`, `UIGraphicsImageRenderer.image(actions:)`,
/// `UIView.drawHierarchy(in:afterScreenUpdates:)`, `UISheetPresentationController.detents` (default `[.large()]`),
/// `Detent.custom(identifier:resolver:)`, `animateChanges(_:)`, `UITableViewCell.defaultContentConfiguration()`.
@MainActor
@Suite struct AppCodeAsWrittenTests {
  final class StationsController: UIViewController {
    var updates: [String] = []
    override func updateUserActivityState(_ activity: NSUserActivity) {
      updates.append(activity.activityType)
    }
  }

  @Test func imageLiteralIsTheNamedAsset() {
    let image = #imageLiteral(resourceName: "icon-hamburger")
    let item = UIBarButtonItem(
      image: #imageLiteral(resourceName: "btn-nowPlaying"), style: .plain, target: nil, action: nil)

    #expect(image == UIImage(named: "icon-hamburger"))
    #expect(image.source == .asset("icon-hamburger"))
    #expect(item.image?.source == .asset("btn-nowPlaying"))
  }

  /// Swipe Mail's `ActionDescriptor.color` writes its colours as Xcode's colour picker does.
  @Test func colorLiteralIsThatColor() {
    let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    let color: UIColor = #colorLiteral(red: 0, green: 0.25, blue: 1, alpha: 0.5)

    #expect(literal == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(color == UIColor(red: 0, green: 0.25, blue: 1, alpha: 0.5))
  }

  @Test func responderKeepsItsUserActivity() {
    let controller = StationsController()
    #expect(controller.userActivity == nil)
    controller.userActivity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    controller.userActivity?.becomeCurrent()
    let activity = controller.userActivity
    activity?.webpageURL = URL(string: "https://google.com/search?q=radio")
    activity?.addUserInfoEntries(from: ["station": "AZ Rock Radio"])
    if let activity { controller.updateUserActivityState(activity) }

    #expect(activity?.activityType == "NSUserActivityTypeBrowsingWeb")
    #expect(activity?.isCurrent == true)
    #expect(activity?.webpageURL?.host == "google.com")
    #expect(activity?.userInfo?["station"] as? String == "AZ Rock Radio")
    #expect(controller.updates == ["NSUserActivityTypeBrowsingWeb"])
    activity?.invalidate()
    activity?.becomeCurrent()
    #expect(activity?.isCurrent == false)
  }

  @Test func imageRendererRunsTheDrawingAndGivesAnImageOfItsSize() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
    var drawn: [Bool] = []
    let image = UIGraphicsImageRenderer(size: view.bounds.size).image { context in
      drawn.append(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
      #expect(context.currentImage.size == CGSize(width: 320, height: 180))
    }

    #expect(drawn == [true])
    #expect(image.size == CGSize(width: 320, height: 180))
    #expect(image.source == .unnamed)
  }

  @Test func sheetKeepsItsDetentsAndSelection() throws {
    let presenter = UIViewController()
    let sheetContent = UIViewController()
    let sheet = UISheetPresentationController(presentedViewController: sheetContent, presenting: presenter)
    #expect(sheet.detents.map(\.identifier) == [.large])
    #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge)

    let contentHeight: CGFloat = 240
    sheet.detents = [.medium(), .custom(identifier: .init("content")) { _ in contentHeight }]
    sheet.animateChanges { sheet.selectedDetentIdentifier = sheet.detents.last?.identifier }
    let unnamed = UISheetPresentationController.Detent.custom { _ in 100 }

    #expect(sheet.detents.map(\.identifier.rawValue) == ["com.apple.UIKit.medium", "content"])
    #expect(sheet.selectedDetentIdentifier == .init("content"))
    #expect(unnamed.identifier != UISheetPresentationController.Detent.custom { _ in 100 }.identifier)
  }

  @Test func listCellKeepsItsContentConfiguration() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
    var content = cell.defaultContentConfiguration()
    content.text = "About Station"
    content.image = UIImage(systemName: "info.circle")
    content.textProperties.color = .systemGray3
    cell.contentConfiguration = content

    let kept = try #require(cell.contentConfiguration as? UIListContentConfiguration)
    #expect(kept == content)
    #expect(kept.secondaryTextProperties.font == .preferredFont(forTextStyle: .subheadline))
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
  }

  /// HexaCalc's history cell, as written (`CalculationHistoryViewController.swift`): the attributed variants of a list
  /// configuration's texts (`UIListContentConfiguration.h`, iOS 14) are kept beside the plain ones, each its own
  /// value, as the header declares them.
  @Test func listConfigurationKeepsItsAttributedTexts() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "calculationHistoryCell")
    var contentConfiguration = cell.defaultContentConfiguration()
    contentConfiguration.attributedText = NSAttributedString(
      string: "12 + 30 = 42", attributes: [.foregroundColor: UIColor.white])
    contentConfiguration.secondaryAttributedText = NSAttributedString(string: "hex")
    cell.contentConfiguration = contentConfiguration

    let kept = try #require(cell.contentConfiguration as? UIListContentConfiguration)
    #expect(kept.attributedText?.string == "12 + 30 = 42")
    #expect(kept.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .white)
    #expect(kept.secondaryAttributedText?.string == "hex")
    #expect(kept.text == nil && kept.secondaryText == nil)
    #expect(kept != cell.defaultContentConfiguration())
  }
}
