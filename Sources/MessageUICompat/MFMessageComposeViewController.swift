public import Foundation

/// The system's message composer, presented by the app.
///
/// Mirrors MessageUI's `MFMessageComposeViewController` (a navigation controller). Nothing is sent; a test ends the
/// composition with ``simulateFinish(with:)``. The capability checks answer `false` unless a test sets
/// ``simulatedCanSendText`` (not in MessageUI), as on a device that cannot send messages.
@preconcurrency @MainActor
open class MFMessageComposeViewController: UINavigationController {
  /// What ``canSendText()``, ``canSendSubject()`` and ``canSendAttachments()`` answer; `false` by default. Not in
  /// MessageUI.
  public static var simulatedCanSendText = false

  open class func canSendText() -> Bool { simulatedCanSendText }
  open class func canSendSubject() -> Bool { simulatedCanSendText }
  open class func canSendAttachments() -> Bool { simulatedCanSendText }
  open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { simulatedCanSendText }

  /// The delegate told how the composition ended; it dismisses the composer.
  open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
  /// The recipients' phone numbers or addresses.
  open var recipients: [String]?
  /// The message's text.
  open var body: String?
  /// The message's subject.
  open var subject: String?
  /// The attachments added, as MessageUI describes them (URL or data, and the file name).
  open private(set) var attachments: [[AnyHashable: Any]]?
  /// Whether the user may add attachments. Not in MessageUI as a property.
  public private(set) var allowsUserAttachments = true

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

  open func disableUserAttachments() { allowsUserAttachments = false }

  @discardableResult
  open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool {
    var attachment: [AnyHashable: Any] = [MFMessageComposeViewControllerAttachmentURL: attachmentURL]
    if let alternateFilename {
      attachment[MFMessageComposeViewControllerAttachmentAlternateFilename] = alternateFilename
    }
    attachments = (attachments ?? []) + [attachment]
    return true
  }

  @discardableResult
  open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
    attachments = (attachments ?? []) + [["data": attachmentData, "typeIdentifier": uti, "filename": filename]]
    return true
  }

  /// Simulates the user ending the composition: the delegate hears `messageComposeViewController(_:didFinishWith:)`
  /// and dismisses the composer itself.
  ///
  /// Not in MessageUI.
  public func simulateFinish(with result: MessageComposeResult) {
    messageComposeDelegate?.messageComposeViewController(self, didFinishWith: result)
  }
}

/// The key of an attachment's URL in ``MFMessageComposeViewController/attachments``.
public let MFMessageComposeViewControllerAttachmentURL = "MFMessageComposeViewControllerAttachmentURL"
/// The key of an attachment's alternate file name.
public let MFMessageComposeViewControllerAttachmentAlternateFilename =
  "MFMessageComposeViewControllerAttachmentAlternateFilename"

/// How a message composition ended.
///
/// Mirrors MessageUI's `MessageComposeResult`; raw values are MessageUI's.
public enum MessageComposeResult: Int, Sendable {
  case cancelled = 0
  case sent = 1
  case failed = 2
}

/// The delegate of a message composer.
///
/// Mirrors MessageUI's `MFMessageComposeViewControllerDelegate`.
@preconcurrency @MainActor
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
