import Foundation
import SegueKit
import Testing

/// CWA `Scenes/FriendsInvite/FriendsInviteController.swift`, as written but for its
/// `activityViewControllerLinkMetadata(_:)`, which returns LinkPresentation's `LPLinkMetadata` (no UIKit type).
@MainActor
private final class FriendsInviteController: UIViewController {
  let shareTitle = "Corona-Warn-App"
  let shareUrl = URL(string: "https://www.coronawarn.app")!

  func share() {
    let inviteViewController = UIActivityViewController(activityItems: [self, shareUrl], applicationActivities: nil)
    present(inviteViewController, animated: true)
  }
}

extension FriendsInviteController: UIActivityItemSource {
  func activityViewControllerPlaceholderItem(_: UIActivityViewController) -> Any {
    return shareTitle
  }

  func activityViewController(
    _: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any? {
    if activityType == .mail {
      return ""
    }

    return shareTitle
  }

  func activityViewController(_: UIActivityViewController, subjectForActivityType _: UIActivity.ActivityType?)
    -> String
  {
    return shareTitle
  }
}

@MainActor @Suite struct CorpusSharingAsWrittenTests {
  /// The invite screen in a window, its share sheet presented.
  fileprivate static func presentShareSheet() throws -> (FriendsInviteController, UIActivityViewController) {
    let controller = FriendsInviteController()
    _ = showInWindow(controller)
    controller.share()
    MainQueue.drain()
    return (controller, try #require(controller.presentedViewController as? UIActivityViewController))
  }

  /// UIKit asks each item source for its item once the user picks an activity; other items go as they are.
  @Test(arguments: [
    (UIActivity.ActivityType.mail, ["", "https://www.coronawarn.app"]),
    (.message, ["Corona-Warn-App", "https://www.coronawarn.app"]),
  ])
  func theShareSheetAsksItemSourcesForTheChosenActivity(activity: UIActivity.ActivityType, items: [String]) throws {
    let (controller, sheet) = try Self.presentShareSheet()
    #expect(sheet.sharedItems == nil)
    sheet.simulateCompletion(activityType: activity, completed: true)
    MainQueue.drain()
    #expect(sheet.sharedItems?.map { "\($0)" } == items)
    #expect(sheet.sharedSubject == "Corona-Warn-App")
    #expect(controller.presentedViewController == nil)
  }

  @Test func cancellingAsksNoItemSource() throws {
    let (_, sheet) = try Self.presentShareSheet()
    sheet.simulateCompletion(activityType: nil, completed: false)
    MainQueue.drain()
    #expect(sheet.sharedItems == nil && sheet.sharedSubject == nil)
  }
}
