public import Foundation

/// When a user script runs. Mirrors WebKit's `WKUserScriptInjectionTime`.
public enum WKUserScriptInjectionTime: Int, Sendable {
  case atDocumentStart = 0
  case atDocumentEnd = 1
}

/// A script injected into pages. Mirrors WebKit's `WKUserScript`; it is kept, never run.
@preconcurrency @MainActor
open class WKUserScript: NSObject {
  public let source: String
  public let injectionTime: WKUserScriptInjectionTime
  public let isForMainFrameOnly: Bool

  public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
    self.source = source
    self.injectionTime = injectionTime
    isForMainFrameOnly = forMainFrameOnly
  }
}

/// A message a page posted to the app. Mirrors WebKit's `WKScriptMessage`.
@preconcurrency @MainActor
open class WKScriptMessage: NSObject {
  open private(set) var body: Any
  open private(set) weak var webView: WKWebView?
  open private(set) var frameInfo: WKFrameInfo
  open private(set) var name: String

  init(body: Any, webView: WKWebView?, frameInfo: WKFrameInfo, name: String) {
    self.body = body
    self.webView = webView
    self.frameInfo = frameInfo
    self.name = name
  }
}

/// Receives messages pages post with `window.webkit.messageHandlers.NAME.postMessage(…)`. Mirrors WebKit's
/// `WKScriptMessageHandler`.
@preconcurrency @MainActor
public protocol WKScriptMessageHandler: AnyObject {
  func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// The scripts and message handlers of a web view's pages. Mirrors WebKit's `WKUserContentController`.
///
/// A test posts a page's message with ``simulateScriptMessage(name:body:webView:)`` (not in WebKit).
@preconcurrency @MainActor
open class WKUserContentController: NSObject {
  open private(set) var userScripts: [WKUserScript] = []
  private var handlers: [String: any WKScriptMessageHandler] = [:]

  public override init() {
    super.init()
  }

  open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
  open func removeAllUserScripts() { userScripts.removeAll() }

  /// Adds a handler for the messages pages post under `name` (WebKit keeps it strongly, as here).
  open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
    handlers[name] = scriptMessageHandler
  }

  open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
  open func removeAllScriptMessageHandlers() { handlers.removeAll() }

  /// The names of the message handlers added. Not in WebKit.
  public var messageHandlerNames: [String] { handlers.keys.sorted() }

  /// A page posts `body` to the handler `name`: the handler hears `userContentController(_:didReceive:)` on the main
  /// queue, as WebKit delivers it. Returns whether a handler of that name exists. Not in WebKit.
  @discardableResult
  public func simulateScriptMessage(name: String, body: Any, webView: WKWebView? = nil) -> Bool {
    guard handlers[name] != nil else { return false }
    let frame = WKFrameInfo(isMainFrame: true, request: URLRequest(url: webView?.url ?? URL(string: "about:blank")!))
    let message = WKScriptMessage(body: body, webView: webView, frameInfo: frame, name: name)
    MainQueue.async { [self] in handlers[name]?.userContentController(self, didReceive: message) }
    return true
  }
}
