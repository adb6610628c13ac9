public import Foundation

/// The system's mail composer, presented by the app.
///
/// Mirrors MessageUI's `MFMailComposeViewController` (a navigation controller). Nothing is sent: the controller keeps
/// what the app filled in (``toRecipients``, ``subject``, ``messageBody`` … — not in MessageUI), and a test ends the
/// composition as the user would with ``simulateFinish(with:error:)``. ``canSendMail()`` is `false` unless a test sets
/// ``simulatedCanSendMail``, as on a device without a mail account.
@preconcurrency @MainActor
open class MFMailComposeViewController: UINavigationController {
  /// What ``canSendMail()`` answers; `false` by default. Not in MessageUI.
  public static var simulatedCanSendMail = false

  /// Whether the device can send mail (a mail account is set up).
  open class func canSendMail() -> Bool { simulatedCanSendMail }

  /// The delegate told how the composition ended; it dismisses the composer.
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

  /// The subject, recipients, body, attachments and sender the app filled in. Not in MessageUI.
  public private(set) var subject = ""
  public private(set) var toRecipients: [String] = []
  public private(set) var ccRecipients: [String] = []
  public private(set) var bccRecipients: [String] = []
  public private(set) var messageBody = ""
  public private(set) var messageBodyIsHTML = false
  public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []
  public private(set) var preferredSendingEmailAddress: String?

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    pushViewController(UIViewController(), animated: false)
  }

  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    nil
  }

  open func setSubject(_ subject: String) { self.subject = subject }
  open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
  open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
  open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }

  open func setMessageBody(_ body: String, isHTML: Bool) {
    messageBody = body
    messageBodyIsHTML = isHTML
  }

  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachments.append((attachment, mimeType, filename))
  }

  open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingEmailAddress = emailAddress }

  /// Simulates the user ending the composition (Send, Cancel, saving a draft, or a failure): the delegate hears
  /// `mailComposeController(_:didFinishWith:error:)` and, as on iOS, dismisses the composer itself.
  ///
  /// Not in MessageUI.
  public func simulateFinish(with result: MFMailComposeResult, error: (any Error)? = nil) {
    mailComposeDelegate?.mailComposeController(self, didFinishWith: result, error: error)
  }
}

/// How a mail composition ended.
///
/// Mirrors MessageUI's `MFMailComposeResult`; raw values are MessageUI's.
public enum MFMailComposeResult: Int, Sendable {
  case cancelled = 0
  case saved = 1
  case sent = 2
  case failed = 3
}

/// The delegate of a mail composer.
///
/// Mirrors MessageUI's `MFMailComposeViewControllerDelegate`; its one requirement is optional there and has an empty
/// default here.
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: AnyObject {
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) {}
}
