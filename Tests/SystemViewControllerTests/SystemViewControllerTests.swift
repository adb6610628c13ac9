import Foundation
import MessageUICompat
import SafariServicesCompat
import SegueKit
import Testing

/// The system view controllers apps present (SafariServices, MessageUI): presented like any controller, their
/// delegates told what the user did through the controllers' `simulate…` methods. Apple's pages:
/// SFSafariViewController, SFSafariViewControllerDelegate, MFMailComposeViewController.canSendMail(),
/// MFMailComposeViewControllerDelegate, MFMessageComposeViewControllerDelegate
/// (https://developer.apple.com/documentation/safariservices/…, …/messageui/…).
@MainActor
@Suite struct SystemViewControllerTests {
  private func showRoot() -> (UIWindow, UIViewController) {
    MainQueue.drain()
    let root = UIViewController()
    let window = UIWindow(device: .iPhone, orientation: .portrait)
    window.rootViewController = root
    window.makeKeyAndVisible()
    MainQueue.drain()
    return (window, root)
  }

  @Test func safariReportsItsLoadAndDismissesItselfOnDone() throws {
    let (window, root) = showRoot()
    let url = try #require(URL(string: "https://example.com/start"))
    let safari = SFSafariViewController(url: url)
    let recorder = Recorder()
    safari.delegate = recorder
    safari.dismissButtonStyle = .close
    root.present(safari, animated: true)
    MainQueue.drain()
    #expect(root.presentedViewController === safari && safari.viewIfLoaded?.window === window)
    #expect(safari.initialURL == url && safari.configuration.barCollapsingEnabled)
    safari.simulateInitialLoad(redirectedTo: URL(string: "https://example.com/home"))
    safari.simulateDoneTap()
    // The delegate hears first; "the view controller is dismissed afterwards" (Apple's safariViewControllerDidFinish).
    #expect(
      recorder.events == ["redirected(https://example.com/home)", "didCompleteInitialLoad(true)", "didFinish"])
    MainQueue.drain()
    #expect(root.presentedViewController == nil)
  }

  @Test func mailComposerCannotSendByDefaultAndReportsTheUsersChoice() {
    #expect(MFMailComposeViewController.canSendMail() == false)
    MFMailComposeViewController.simulatedCanSendMail = true
    defer { MFMailComposeViewController.simulatedCanSendMail = false }
    #expect(MFMailComposeViewController.canSendMail())
    let (window, root) = showRoot()
    let mail = MFMailComposeViewController()
    let recorder = Recorder()
    mail.mailComposeDelegate = recorder
    mail.setToRecipients(["support@example.com"])
    mail.setSubject("Feedback")
    mail.setMessageBody("<p>Hi</p>", isHTML: true)
    mail.addAttachmentData(Data([1, 2]), mimeType: "application/octet-stream", fileName: "log.bin")
    root.present(mail, animated: true)
    MainQueue.drain()
    #expect(root.presentedViewController === mail && mail.viewIfLoaded?.window === window)
    #expect(mail.toRecipients == ["support@example.com"] && mail.subject == "Feedback" && mail.messageBodyIsHTML)
    #expect(mail.attachments.map(\.fileName) == ["log.bin"])
    mail.simulateFinish(with: .sent)
    MainQueue.drain()
    #expect(recorder.events == ["mail(sent)"] && root.presentedViewController == nil)
  }

  @Test func messageComposerReportsTheUsersChoice() {
    #expect(MFMessageComposeViewController.canSendText() == false)
    let (window, root) = showRoot()
    let message = MFMessageComposeViewController()
    let recorder = Recorder()
    message.messageComposeDelegate = recorder
    message.recipients = ["+15555550100"]
    message.body = "On my way"
    message.disableUserAttachments()
    root.present(message, animated: false)
    MainQueue.drain()
    #expect(root.presentedViewController === message && message.viewIfLoaded?.window === window)
    #expect(message.viewControllers.count == 1 && message.allowsUserAttachments == false)
    message.simulateFinish(with: .cancelled)
    MainQueue.drain()
    #expect(recorder.events == ["message(cancelled)"] && root.presentedViewController == nil)
  }
}

/// Records the delegates' calls; dismisses the composers as apps do.
@MainActor
private final class Recorder: SFSafariViewControllerDelegate, MFMailComposeViewControllerDelegate,
  MFMessageComposeViewControllerDelegate
{
  var events: [String] = []

  func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
    events.append("didCompleteInitialLoad(\(didLoadSuccessfully))")
  }

  func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {
    events.append("redirected(\(URL.absoluteString))")
  }

  func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    events.append("didFinish")
  }

  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) {
    events.append("mail(\(result))")
    controller.dismiss(animated: true)
  }

  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult
  ) {
    events.append("message(\(result))")
    controller.dismiss(animated: true)
  }
}
