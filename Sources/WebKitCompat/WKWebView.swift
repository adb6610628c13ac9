public import Foundation
public import SegueKit

/// A view that shows web pages, as one that records what the app loads. Mirrors WebKit's `WKWebView`.
///
/// There is no web engine and no network: a load is kept (``loads``, not in WebKit), `url` and `isLoading` change at
/// once as WebKit's do, and the navigation then runs on the main queue, one step a turn, telling the navigation
/// delegate what WebKit tells it — `decidePolicyFor navigationAction` (with the iOS 13 `preferences:` variant, whose
/// default asks the older one), `didStartProvisionalNavigation`, `decidePolicyFor navigationResponse` (an HTTP 200
/// `text/html` response for `http`/`https` URLs), `didCommit` (the back-forward list moves), `didFinish` — so a test's
/// `MainQueue.drain()` finishes it. The page is empty: `title` is the HTML string's `<title>`, or `nil`. A test makes a
/// navigation fail as an offline device's does with ``simulatedNavigationError`` (`didFailProvisionalNavigation`),
/// follows a link with ``simulateLinkTap(to:)``, and answers scripts with ``simulatedJavaScriptResults``.
@preconcurrency @MainActor
open class WKWebView: UIView {
  /// What the app asked a web view to load. Not in WebKit.
  public enum Load: Equatable, Sendable {
    case request(URLRequest)
    case htmlString(String, baseURL: URL?)
    case data(Data, mimeType: String, characterEncodingName: String, baseURL: URL)
    case fileURL(URL, readAccessURL: URL)
  }

  /// A copy of the configuration the web view was made with.
  public let configuration: WKWebViewConfiguration
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  open weak var uiDelegate: (any WKUIDelegate)?
  open private(set) var backForwardList = WKBackForwardList()
  /// The URL of the page shown or being loaded.
  open private(set) var url: URL?
  open private(set) var title: String?
  open private(set) var isLoading = false
  open private(set) var estimatedProgress: Double = 0
  open var hasOnlySecureContent: Bool { url?.scheme == "https" }
  open var canGoBack: Bool { backForwardList.backItem != nil }
  open var canGoForward: Bool { backForwardList.forwardItem != nil }
  open var allowsBackForwardNavigationGestures = false
  open var allowsLinkPreview = true
  open var customUserAgent: String?
  open var isInspectable = false
  open var pageZoom: CGFloat = 1
  open var mediaType: String?
  /// The scroll view of the page.
  public let scrollView = UIScrollView()

  /// Everything the app asked the web view to load, in order. Not in WebKit.
  public private(set) var loads: [Load] = []
  /// The scripts the app evaluated, in order. Not in WebKit.
  public private(set) var evaluatedScripts: [String] = []
  /// What `evaluateJavaScript(_:completionHandler:)` answers for a script; a script without an answer here gets
  /// `WKError.javaScriptResultTypeIsUnsupported`, as a device does for a script whose value is `undefined`. Not in
  /// WebKit.
  public var simulatedJavaScriptResults: [String: Any] = [:]
  /// When set, navigations fail after they start, as an offline device's do (`NSURLErrorNotConnectedToInternet`);
  /// `nil` (the default) lets them finish. Not in WebKit.
  public var simulatedNavigationError: (any Error)?

  private var pending: WKNavigation?
  private var pendingStarted = false

  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration.copy() as? WKWebViewConfiguration ?? WKWebViewConfiguration()
    super.init(frame: frame)
    addSubview(scrollView)
  }

  public convenience override init(frame: CGRect) {
    self.init(frame: frame, configuration: WKWebViewConfiguration())
  }

  public required init?(coder: NSCoder) {
    configuration = WKWebViewConfiguration()
    super.init(coder: coder)
    addSubview(scrollView)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    scrollView.frame = bounds
  }

  /// Whether WebKit loads URLs of `urlScheme` itself.
  open class func handlesURLScheme(_ urlScheme: String) -> Bool {
    ["http", "https", "file", "about", "data", "blob", "ws", "wss", "javascript"].contains(urlScheme.lowercased())
  }

  // MARK: Loading

  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    loads.append(.request(request))
    return start(request, type: .other, title: nil)
  }

  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    loads.append(.htmlString(string, baseURL: baseURL))
    return start(URLRequest(url: baseURL ?? Self.blank), type: .other, title: Self.title(of: string))
  }

  @discardableResult
  open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL)
    -> WKNavigation?
  {
    loads.append(.data(data, mimeType: MIMEType, characterEncodingName: characterEncodingName, baseURL: baseURL))
    let html = MIMEType == "text/html" ? String(decoding: data, as: UTF8.self) : ""
    return start(URLRequest(url: baseURL), type: .other, title: Self.title(of: html))
  }

  @discardableResult
  open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    loads.append(.fileURL(URL, readAccessURL: readAccessURL))
    return start(URLRequest(url: URL), type: .other, title: nil)
  }

  @discardableResult
  open func goBack() -> WKNavigation? {
    backForwardList.backItem.map { go(to: $0) } ?? nil
  }

  @discardableResult
  open func goForward() -> WKNavigation? {
    backForwardList.forwardItem.map { go(to: $0) } ?? nil
  }

  @discardableResult
  open func go(to item: WKBackForwardListItem) -> WKNavigation? {
    start(URLRequest(url: item.url), type: .backForward, title: item.title, item: item)
  }

  @discardableResult
  open func reload() -> WKNavigation? {
    guard let current = backForwardList.currentItem else { return nil }
    return start(URLRequest(url: current.url), type: .reload, title: current.title, item: current)
  }

  @discardableResult
  open func reloadFromOrigin() -> WKNavigation? { reload() }

  /// Stops the navigation under way; the delegate hears nothing more of it.
  open func stopLoading() {
    pending = nil
    isLoading = false
    estimatedProgress = backForwardList.currentItem == nil ? 0 : 1
  }

  /// Evaluates `javaScriptString`: the handler gets ``simulatedJavaScriptResults``' answer on the main queue.
  open func evaluateJavaScript(
    _ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil
  ) {
    evaluatedScripts.append(javaScriptString)
    let result = simulatedJavaScriptResults[javaScriptString]
    MainQueue.async {
      if let result {
        completionHandler?(result, nil)
      } else {
        completionHandler?(nil, WKError(.javaScriptResultTypeIsUnsupported))
      }
    }
  }

  // MARK: Simulated user (not in WebKit)

  /// The user taps a link to `url` on the page: a navigation of type `.linkActivated` starts, which the delegate may
  /// cancel (to open the link elsewhere). Not in WebKit.
  @discardableResult
  public func simulateLinkTap(to url: URL) -> WKNavigation {
    start(URLRequest(url: url), type: .linkActivated, title: nil)
  }

  // MARK: The navigation's steps

  private static let blank = URL(string: "about:blank")!

  private static func title(of html: String) -> String? {
    guard let open = html.range(of: "<title>", options: .caseInsensitive),
      let close = html.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<html.endIndex)
    else { return nil }
    return String(html[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func start(
    _ request: URLRequest, type: WKNavigationType, title: String?, item: WKBackForwardListItem? = nil
  ) -> WKNavigation {
    if let superseded = pending, pendingStarted {
      // WebKit cancels the navigation a new one replaces (NSURLErrorCancelled).
      MainQueue.async { [weak self] in
        guard let self else { return }
        navigationDelegate?.webView(self, didFailProvisionalNavigation: superseded, withError: URLError(.cancelled))
      }
    }
    let navigation = WKNavigation(request: request, navigationType: type)
    pending = navigation
    pendingStarted = false
    url = request.url
    isLoading = true
    estimatedProgress = 0.1
    let action = WKNavigationAction(request: request, navigationType: type)
    MainQueue.async { [weak self] in
      guard let self, pending === navigation else { return }
      guard let delegate = navigationDelegate else { return provisional(navigation, title: title, item: item) }
      delegate.webView(self, decidePolicyFor: action, preferences: configuration.defaultWebpagePreferences) {
        [weak self] policy, _ in
        guard let self, pending === navigation else { return }
        if policy == .allow {
          MainQueue.async { self.provisional(navigation, title: title, item: item) }
        } else {
          abandon(navigation)
        }
      }
    }
    return navigation
  }

  private func abandon(_ navigation: WKNavigation) {
    pending = nil
    isLoading = false
    url = backForwardList.currentItem?.url
    estimatedProgress = backForwardList.currentItem == nil ? 0 : 1
  }

  private func provisional(_ navigation: WKNavigation, title: String?, item: WKBackForwardListItem?) {
    guard pending === navigation else { return }
    pendingStarted = true
    navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
    MainQueue.async { [weak self] in
      guard let self, pending === navigation else { return }
      if let error = simulatedNavigationError {
        abandon(navigation)
        navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
        return
      }
      respond(navigation, title: title, item: item)
    }
  }

  private func respond(_ navigation: WKNavigation, title: String?, item: WKBackForwardListItem?) {
    let url = navigation.request.url ?? Self.blank
    let response: URLResponse =
      ["http", "https"].contains(url.scheme ?? "")
      ? HTTPURLResponse(
        url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/html"])!
      : URLResponse(url: url, mimeType: "text/html", expectedContentLength: 0, textEncodingName: "utf-8")
    let commit = { [weak self] (policy: WKNavigationResponsePolicy) in
      guard let self, pending === navigation else { return }
      guard policy == .allow else {
        // WebKit: "Frame load interrupted" (WebKitErrorDomain 102).
        abandon(navigation)
        navigationDelegate?.webView(
          self, didFailProvisionalNavigation: navigation,
          withError: NSError(domain: "WebKitErrorDomain", code: 102))
        return
      }
      MainQueue.async { self.commit(navigation, title: title, item: item) }
    }
    if let delegate = navigationDelegate {
      delegate.webView(self, decidePolicyFor: WKNavigationResponse(response: response), decisionHandler: commit)
    } else {
      commit(.allow)
    }
  }

  private func commit(_ navigation: WKNavigation, title: String?, item: WKBackForwardListItem?) {
    guard pending === navigation else { return }
    pendingStarted = false
    estimatedProgress = 0.5
    self.title = title
    if let item {
      backForwardList.moveTo(item)
    } else {
      backForwardList.push(WKBackForwardListItem(url: navigation.request.url ?? Self.blank, title: title))
    }
    url = backForwardList.currentItem?.url
    navigationDelegate?.webView(self, didCommit: navigation)
    MainQueue.async { [weak self] in
      guard let self, pending === navigation else { return }
      pending = nil
      isLoading = false
      estimatedProgress = 1
      navigationDelegate?.webView(self, didFinish: navigation)
    }
  }
}
