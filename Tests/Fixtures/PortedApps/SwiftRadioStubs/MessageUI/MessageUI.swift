// A stand-in for MessageUI's mail composer, for SwiftRadio ported to Linux: the device cannot send mail
// (`canSendMail()` is false, as on a device without a mail account), so the app shows its own alert instead.
@_exported import SegueKit  // as the real framework exports UIKit

/// Stands in for MessageUI's `MFMailComposeViewController`.
open class MFMailComposeViewController: UINavigationController {
  /// Whether the device can send mail: never here.
  open class func canSendMail() -> Bool { false }

  /// The delegate told when the user sends or cancels.
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
  /// The recipients set.
  public private(set) var toRecipients: [String]?
  /// The subject set.
  public private(set) var subject = ""
  /// The body set.
  public private(set) var messageBody = ""

  /// Sets the recipients.
  open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
  /// Sets the subject.
  open func setSubject(_ subject: String) { self.subject = subject }
  /// Sets the body.
  open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = body }
}

/// Stands in for MessageUI's `MFMailComposeResult`.
public enum MFMailComposeResult: Int {
  case cancelled, saved, sent, failed
}

/// Stands in for MessageUI's delegate protocol; its method is optional in MessageUI, so it has an empty default.
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
  /// The user sent, saved or cancelled the mail.
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) {}
}
